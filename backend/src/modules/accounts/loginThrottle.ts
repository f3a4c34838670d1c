// Slows down password guessing without handing attackers a way to lock owners out. Every password check is reserved
// before it runs: at most 5 per account and client network in any 15 minutes, and at most 100 per account from all
// networks together. A successful sign-in frees its pair. Unknown e-mails are counted exactly like known ones.
// Kept in PostgreSQL so every API copy sees the same count; only keyed hashes of e-mails and addresses are stored.
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { clientNetworkOf, lockUntilCommit, newestFirst, pruneExpired, secondsUntilRoom, type Admission } from '../../platform/http/rateLimit';

export const loginChecksTable = 'login_checks';
export const PAIR_LIMIT = 5;
export const ACCOUNT_LIMIT = 100;
export const CHECK_WINDOW_MS = 15 * 60 * 1000;

/** Replaces the per-e-mail `login_failures` of earlier versions (its counts, at most 15 minutes old, are let go). */
export async function migrateLoginThrottle(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, 'migrate:login_checks'); // API copies starting together
    await trx.raw('drop table if exists login_failures');
    await trx.raw(`create table if not exists ${loginChecksTable} (
      id bigint generated always as identity primary key,
      account_key text not null,
      pair_key text not null,
      at timestamptz not null)`);
    await trx.raw(`create index if not exists ${loginChecksTable}_account_at on ${loginChecksTable} (account_key, at)`);
    await trx.raw(`create index if not exists ${loginChecksTable}_pair_at on ${loginChecksTable} (pair_key, at)`);
    await trx.raw(`create index if not exists ${loginChecksTable}_at on ${loginChecksTable} (at)`);
  });
}

export interface SignInAttempt {
  email: string;
  clientAddress: string;
}

export interface LoginThrottle {
  /** Reserves one password check for the attempt, or refuses with how long until one frees up. */
  reserveCheck(attempt: SignInAttempt, now: Date): Promise<Admission>;
  /** After a successful sign-in: this account's count from this client network starts afresh. */
  clear(attempt: SignInAttempt): Promise<void>;
}

export function loginThrottle(db: Knex, serverSecret: string): LoginThrottle {
  const hmac = (text: string) => createHmac('sha256', serverSecret).update(text).digest('hex');
  const keysOf = ({ email, clientAddress }: SignInAttempt) => {
    const account = email.trim().toLowerCase();
    return { accountKey: hmac(`login-account\n${account}`), pairKey: hmac(`login-pair\n${account}\n${clientNetworkOf(clientAddress)}`) };
  };

  return {
    async reserveCheck(attempt, now) {
      const { accountKey, pairKey } = keysOf(attempt);
      const since = new Date(now.getTime() - CHECK_WINDOW_MS);
      const admission = await db.transaction(async (trx): Promise<Admission> => {
        // One lock per account: the pair's count and the account's count are read and raised as one step.
        await lockUntilCommit(trx, `login:${accountKey}`);
        const pair = await newestFirst(trx(loginChecksTable).where({ pair_key: pairKey }), since, PAIR_LIMIT);
        const account = await newestFirst(trx(loginChecksTable).where({ account_key: accountKey }), since, ACCOUNT_LIMIT);
        const waits = [secondsUntilRoom(pair, PAIR_LIMIT, CHECK_WINDOW_MS, now), secondsUntilRoom(account, ACCOUNT_LIMIT, CHECK_WINDOW_MS, now)];
        const full = waits.filter((wait) => wait !== undefined);
        if (full.length > 0) return { admitted: false, retryAfterSeconds: Math.max(...full) };
        await trx(loginChecksTable).insert({ account_key: accountKey, pair_key: pairKey, at: now });
        return { admitted: true };
      });
      if (admission.admitted) await pruneExpired(db, loginChecksTable, since);
      return admission;
    },
    async clear(attempt) {
      await db(loginChecksTable).where({ pair_key: keysOf(attempt).pairKey }).delete();
    },
  };
}
