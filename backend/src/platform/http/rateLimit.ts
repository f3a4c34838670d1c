// Counts attempts per key in a sliding window, in PostgreSQL so every API copy sees the same count. Taking a place is
// atomic: a transaction-scoped advisory lock on the key serialises the count and the insert, so parallel requests can
// never all see room and all go ahead.
import ipaddr from 'ipaddr.js';
import type { Knex } from 'knex';
import type Koa from 'koa';
import { DomainError } from './errors';

export const rateLimitTable = 'rate_limit_hits';

/** The space of the limiters' advisory locks; the projection runner's session locks use 7401002. */
const LIMITER_LOCK_SPACE = 7401003;

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

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Takes one of `key`'s `max` places in the window ending at `now`, or says how long until one frees up. */
  take(key: string, now: Date): Promise<Admission>;
  /** How many seconds until `key` has a place free at `now` (undefined: one is free now), taking none. */
  wait(key: string, now: Date): Promise<number | undefined>;
}

export function rateLimit(db: Knex, bucket: string, max: number, windowMs: number): RateLimit {
  return {
    async take(key, now) {
      const since = new Date(now.getTime() - windowMs);
      const admission = await db.transaction(async (trx): Promise<Admission> => {
        await lockUntilCommit(trx, `${bucket}:${key}`);
        const recent = await newestFirst(trx(rateLimitTable).where({ bucket, key }), since, max);
        const wait = secondsUntilRoom(recent, max, windowMs, now);
        if (wait !== undefined) return { admitted: false, retryAfterSeconds: wait };
        await trx(rateLimitTable).insert({ bucket, key, at: now });
        return { admitted: true };
      });
      if (admission.admitted) await pruneExpired(db, rateLimitTable, since, { bucket });
      return admission;
    },
    async wait(key, now) {
      const recent = await newestFirst(db(rateLimitTable).where({ bucket, key }), new Date(now.getTime() - windowMs), max);
      return secondsUntilRoom(recent, max, windowMs, now);
    },
  };
}

/**
 * Serialises, until this transaction ends, every transaction that locks the same name. Unrelated names that hash
 * alike only wait for each other a moment; the lock is released by commit or rollback, even if the connection dies.
 */
export async function lockUntilCommit(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [LIMITER_LOCK_SPACE, name]);
}

/** The times (newest first) of at most `max` attempts after `since`, for a query already narrowed to one key. */
export async function newestFirst(query: Knex.QueryBuilder, since: Date, max: number): Promise<Date[]> {
  const rows: { at: Date }[] = await query.andWhere('at', '>', since).orderBy('at', 'desc').limit(max).select('at');
  return rows.map((row) => row.at);
}

/** With `max` attempts in the window, a place frees up when the oldest of the newest `max` leaves it: that many seconds. */
export function secondsUntilRoom(newestFirst: Date[], max: number, windowMs: number, now: Date): number | undefined {
  const oldestCounted = newestFirst[max - 1];
  if (!oldestCounted) return undefined;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Deletes rows whose `column` (the attempt's time, or an expiry) is at or before `since`. Rows another request is
 * deleting are skipped, so two pruners never wait or deadlock.
 */
export async function pruneExpired(db: Knex, table: string, since: Date, where: Record<string, string> = {}, column = 'at'): Promise<void> {
  await db(table)
    .whereIn('id', db(table).select('id').where(where).andWhere(column, '<=', since).limit(500).forUpdate().skipLocked())
    .delete();
}

/** A 429 carrying `Retry-After`; throw what it returns. */
export function tooManyRequests(ctx: Koa.Context, retryAfterSeconds: number, code: string, message: string): DomainError {
  ctx.set('Retry-After', String(retryAfterSeconds));
  return new DomainError(code, message, 429);
}

/**
 * The unit a limiter counts a client by: an IPv4 address, or the /64 network of an IPv6 one (one subscriber usually
 * holds a whole /64, so counting single addresses would give them 2^64 fresh starts). IPv4-mapped IPv6 addresses count
 * as the IPv4 address; anything unparseable counts as itself.
 */
export function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = parsed.parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}
