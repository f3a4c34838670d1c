// Counts attempts per key in a sliding window, in PostgreSQL so every API copy sees the same count.
import type { Knex } from 'knex';

export const rateLimitTable = 'rate_limit_hits';

export async function migrateRateLimits(db: Knex): Promise<void> {
  if (await db.schema.hasTable(rateLimitTable)) return;
  await db.schema.createTable(rateLimitTable, (table) => {
    table.bigIncrements('id');
    table.text('bucket').notNullable();
    table.text('key').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.index(['bucket', 'key', 'at']);
  });
}

export interface RateLimit {
  /** True when `key` already has `max` hits inside the window ending at `now`. */
  isLimited(key: string, now: Date): Promise<boolean>;
  hit(key: string, now: Date): Promise<void>;
}

export function rateLimit(db: Knex, bucket: string, max: number, windowMs: number): RateLimit {
  return {
    async isLimited(key, now) {
      const [row] = await db(rateLimitTable).where({ bucket, key }).andWhere('at', '>', new Date(now.getTime() - windowMs)).count<{ n: string }[]>({ n: '*' });
      return Number(row?.n ?? 0) >= max;
    },
    async hit(key, now) {
      await db(rateLimitTable).insert({ bucket, key, at: now });
      await db(rateLimitTable).where({ bucket }).andWhere('at', '<', new Date(now.getTime() - windowMs)).delete();
    },
  };
}
