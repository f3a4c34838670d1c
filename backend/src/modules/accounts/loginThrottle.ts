// Slows down password guessing: after 5 failures for one e-mail within 15 minutes, sign-in answers 429 until the
// oldest of them is 15 minutes old. Kept in PostgreSQL so every API copy sees the same count.
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';

export const loginFailuresTable = 'login_failures';
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export async function migrateLoginThrottle(db: Knex): Promise<void> {
  if (await db.schema.hasTable(loginFailuresTable)) return;
  await db.schema.createTable(loginFailuresTable, (table) => {
    table.bigIncrements('id');
    table.text('email_key').notNullable();
    table.timestamp('failed_at', { useTz: true }).notNullable();
    table.index(['email_key', 'failed_at']);
  });
}

export function loginThrottle(db: Knex, serverSecret: string) {
  const key = (email: string) => createHmac('sha256', serverSecret).update(`login:${email.toLowerCase()}`).digest('hex');
  return {
    async isBlocked(email: string, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
      const [row] = await db(loginFailuresTable).where('email_key', key(email)).andWhere('failed_at', '>', since).count<{ n: string }[]>({ n: '*' });
      return Number(row?.n ?? 0) >= MAX_FAILURES;
    },
    async recordFailure(email: string, now: Date): Promise<void> {
      await db(loginFailuresTable).insert({ email_key: key(email), failed_at: now });
      await db(loginFailuresTable).where('failed_at', '<', new Date(now.getTime() - FAILURE_WINDOW_MS)).delete();
    },
    async clear(email: string): Promise<void> {
      await db(loginFailuresTable).where('email_key', key(email)).delete();
    },
  };
}
