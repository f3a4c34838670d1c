// Device tokens (OWASP's device cookies): a browser that has signed in to an account carries a random id in an httpOnly,
// SameSite=Strict cookie, and the server keeps, per account, the HMAC of the ids of the browsers that signed in to it.
// Such a browser keeps its own allowance of password checks (throttleRule.ts). The token grants nothing else: it is
// not a session and never signs anyone in. It lasts 180 days from the browser's last sign-in to that account; a password
// change forgets every browser of the account known before it, and an erasure every one. The browser that completes a
// password reset through the mailed link is known from then on: it has shown it controls the account's mailbox.
import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type Koa from 'koa';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { lockUntilCommit, pruneExpired } from '../../platform/http/rateLimit';

export const knownDevicesTable = 'known_devices';
export const DEVICE_TOKEN_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: anything else in the cookie is ignored, as if there were none. */
const deviceIdSchema = z.string().regex(/^[\w-]{43}$/);

const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export function deviceCookieName(config: Pick<Config, 'production'>): string {
  return config.production ? '__Host-margdarshak.device' : 'margdarshak.device';
}

export async function migrateKnownDevices(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `migrate:${knownDevicesTable}`); // API copies starting together
    await trx.raw(`create table if not exists ${knownDevicesTable} (
      id bigint generated always as identity primary key,
      device_key text not null,
      user_id uuid not null,
      expires_at timestamptz not null,
      unique (device_key, user_id))`);
    // When the browser was last remembered, so that a password change forgets only browsers known before it, whenever
    // its processor runs; the rows of earlier versions count as remembered before any change. And, for the browser that
    // completed a reset, that reset's token hash: it is remembered at the change's own instant and must stay.
    await trx.raw(`alter table ${knownDevicesTable} add column if not exists remembered_at timestamptz not null default '-infinity'`);
    await trx.raw(`alter table ${knownDevicesTable} add column if not exists reset_token_hash text`);
    await trx.raw(`create index if not exists ${knownDevicesTable}_user on ${knownDevicesTable} (user_id)`);
    await trx.raw(`create index if not exists ${knownDevicesTable}_expires on ${knownDevicesTable} (expires_at)`);
  });
}

export interface KnownDevices {
  /** This browser's device id when it has signed in to `userId` before and that still counts; otherwise undefined. */
  knownFor(ctx: Koa.Context, userId: string | undefined, now: Date): Promise<string | undefined>;
  /**
   * After a successful sign-in (or password re-check, or consent): this browser is known for the account for the next
   * 180 days. `resetTokenHash`: the browser completed the reset whose link held that token (sessions.processor.ts).
   */
  remember(ctx: Koa.Context, userId: string, now: Date, resetTokenHash?: string): Promise<void>;
}

export function knownDevices(deps: { db: Knex; config: Pick<Config, 'production'>; serverSecret: string }): KnownDevices {
  const { db } = deps;
  const cookieName = deviceCookieName(deps.config);
  const keyOf = (deviceId: string) => createHmac('sha256', deps.serverSecret).update(`device\n${deviceId}`).digest('hex');
  const sentId = (ctx: Koa.Context) => {
    const parsed = deviceIdSchema.safeParse(ctx.cookies.get(cookieName));
    return parsed.success ? parsed.data : undefined;
  };
  const isKnown = async (deviceId: string, now: Date, userId?: string) =>
    (await db(knownDevicesTable)
      .where({ device_key: keyOf(deviceId), ...(userId !== undefined && { user_id: userId }) })
      .andWhere('expires_at', '>', now)
      .first()) !== undefined;

  return {
    async knownFor(ctx, userId, now) {
      const deviceId = sentId(ctx);
      if (!deviceId) return undefined;
      // Looked up even for an e-mail without an account, so that answer takes no less time.
      return (await isKnown(deviceId, now, userId ?? NO_ACCOUNT)) && userId !== undefined ? deviceId : undefined;
    },
    async remember(ctx, userId, now, resetTokenHash) {
      // A browser keeps the id we gave it (one id for the accounts signed in on it); an id we never issued is replaced.
      const sent = sentId(ctx);
      const deviceId = sent && (await isKnown(sent, now)) ? sent : randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_LIFETIME_MS);
      await db(knownDevicesTable)
        .insert({ device_key: keyOf(deviceId), user_id: userId, expires_at: expiresAt, remembered_at: now, reset_token_hash: resetTokenHash ?? null })
        .onConflict(['device_key', 'user_id'])
        .merge(['expires_at', 'remembered_at', 'reset_token_hash']);
      ctx.cookies.set(cookieName, deviceId, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.config.production,
        path: '/',
        expires: expiresAt, // by the product's clock, as the row's
        overwrite: true,
        signed: false,
      });
      await pruneExpired(db, knownDevicesTable, now, {}, 'expires_at');
    },
  };
}

/** The password change a browser must have been remembered after to stay known: its instant, and its reset's token hash. */
export type PasswordChange = { at: Date; resetTokenHash?: string };

/**
 * An erasure: no browser counts as known for the account any more. A password change: no browser remembered up to its
 * instant, except the one that completed that very reset, so running this after that browser was remembered (a late or
 * repeated job) keeps it, and browsers remembered by sign-ins with the new password.
 */
export async function forgetDevicesOf(db: Knex, userId: string, change?: PasswordChange): Promise<void> {
  const rows = db(knownDevicesTable).where({ user_id: userId });
  if (change) {
    rows.andWhere('remembered_at', '<=', change.at);
    if (change.resetTokenHash !== undefined) rows.andWhereRaw('reset_token_hash is distinct from ?', [change.resetTokenHash]);
  }
  await rows.delete();
}
