// Slows down password guessing without handing attackers a way to lock owners out (the rule: throttleRule.ts). Every
// password check is reserved before it runs, in PostgreSQL so every API copy sees the same count: under a lock on the
// account, the checks the rule needs are read and the new one is recorded only if the rule admits it, so parallel
// guesses can never all see room. A successful sign-in frees its browser's (or its network's) checks. Unknown e-mails
// are counted exactly like known ones. Only keyed hashes of e-mails, addresses and device ids are stored.
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { clientNetworkOf, lockUntilCommit, newestFirst, pruneExpired, type Admission } from '../../platform/http/rateLimit';
import { ACCOUNT_RULE, admission, KNOWN_DEVICE_RULE, LONGEST_WINDOW_MS, NETWORK_RULE, readingFor, SLOWED_NETWORK_RULE, type CheckHistory, type ThrottleRule } from './throttleRule';

export const loginChecksTable = 'login_checks';

/** Replaces the per-e-mail `login_failures` of earlier versions (its counts, at most 15 minutes old, are let go). */
export async function migrateLoginThrottle(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, 'migrate:login_checks'); // API copies starting together
    await trx.raw('drop table if exists login_failures');
    // pair_key: the account with the client network, or with the known device the check came from.
    await trx.raw(`create table if not exists ${loginChecksTable} (
      id bigint generated always as identity primary key,
      account_key text not null,
      pair_key text not null,
      at timestamptz not null)`);
    await trx.raw(`alter table ${loginChecksTable} add column if not exists known_device boolean not null default false`);
    await trx.raw(`create index if not exists ${loginChecksTable}_account_at on ${loginChecksTable} (account_key, at)`);
    await trx.raw(`create index if not exists ${loginChecksTable}_pair_at on ${loginChecksTable} (pair_key, at)`);
    await trx.raw(`create index if not exists ${loginChecksTable}_at on ${loginChecksTable} (at)`);
  });
}

export interface SignInAttempt {
  email: string;
  clientAddress: string;
  /** The browser's device id, when it has signed in to this account before (knownDevices.ts). */
  knownDeviceId?: string;
}

export interface LoginThrottle {
  /** Reserves one password check for the attempt, or refuses with how long until one frees up. */
  reserveCheck(attempt: SignInAttempt, now: Date): Promise<Admission>;
  /** After a successful sign-in: the checks of this browser (known) or of this network (otherwise) start afresh. */
  clear(attempt: SignInAttempt): Promise<void>;
}

export function loginThrottle(db: Knex, serverSecret: string): LoginThrottle {
  const hmac = (text: string) => createHmac('sha256', serverSecret).update(text).digest('hex');
  const keysOf = ({ email, clientAddress, knownDeviceId }: SignInAttempt) => {
    const account = email.trim().toLowerCase();
    const pair = knownDeviceId === undefined ? `login-pair\n${account}\n${clientNetworkOf(clientAddress)}` : `login-device\n${account}\n${knownDeviceId}`;
    return { accountKey: hmac(`login-account\n${account}`), pairKey: hmac(pair), knownDevice: knownDeviceId !== undefined };
  };
  const timesOf = (query: Knex.QueryBuilder, rules: ThrottleRule[], now: Date) => {
    const { windowMs, count } = readingFor(...rules);
    return newestFirst(query, new Date(now.getTime() - windowMs), count);
  };

  return {
    async reserveCheck(attempt, now) {
      const { accountKey, pairKey, knownDevice } = keysOf(attempt);
      const answer = await db.transaction(async (trx): Promise<Admission> => {
        // One lock per account: what the rule reads and the check it records are one step.
        await lockUntilCommit(trx, `login:${accountKey}`);
        const checks = () => trx(loginChecksTable);
        const history: CheckHistory = knownDevice
          ? { knownDevice, device: await timesOf(checks().where({ pair_key: pairKey }), [KNOWN_DEVICE_RULE], now) }
          : {
              knownDevice,
              network: await timesOf(checks().where({ pair_key: pairKey }), [NETWORK_RULE, SLOWED_NETWORK_RULE], now),
              account: await timesOf(checks().where({ account_key: accountKey, known_device: false }), [ACCOUNT_RULE], now),
            };
        const decided = admission(history, now);
        if (decided.admitted) await checks().insert({ account_key: accountKey, pair_key: pairKey, known_device: knownDevice, at: now });
        return decided;
      });
      if (answer.admitted) await pruneExpired(db, loginChecksTable, new Date(now.getTime() - LONGEST_WINDOW_MS));
      return answer;
    },
    async clear(attempt) {
      await db(loginChecksTable)
        .where({ pair_key: keysOf(attempt).pairKey })
        .delete();
    },
  };
}
