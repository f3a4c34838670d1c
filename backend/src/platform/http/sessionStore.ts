// Where sessions live: a row in PostgreSQL per session, and a copy in this process's memory so a signed-in request does
// not wait for the database (measured: the session's read halved the signed-in reads' throughput). A copy is used only
// until the row's expiry; an ended session (signed out, password changed, account erased) is dropped here at once and,
// through NOTIFY, in every other API copy.
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { SessionUser } from './sessionUser';

export const sessionsTable = 'sessions';
/** Announces ended sessions to the other processes: `s:{sessionId}` or `u:{userId}`. */
export const sessionsEndedChannel = 'sessions_ended';
/** However active, a sign-in lasts at most this long. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type SessionData = Partial<SessionUser>;

export interface SessionStore {
  get(id: string): Promise<SessionData | undefined>;
  set(id: string, data: SessionData, expiresAt: Date): Promise<void>;
  /** Signing out. */
  destroy(id: string): Promise<void>;
  /** Every session of a user (password changed, erasure). */
  endAllOf(userId: string): Promise<void>;
  /** What another process announced on `sessionsEndedChannel`; nothing said means anything may have ended. */
  ended(notice?: string): void;
}

export async function migrateSessions(db: Knex): Promise<void> {
  if (await db.schema.hasTable(sessionsTable)) return;
  await db.schema.createTable(sessionsTable, (table) => {
    table.text('id').primary();
    table.jsonb('data').notNullable();
    table.text('user_id').index();
    table.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

interface Copy {
  data: SessionData;
  expiresAt: number;
}

export function createSessionStore({ db, clock, maxEntries = 20_000 }: { db: Knex; clock: Clock; maxEntries?: number }): SessionStore {
  // Map order is recency: a hit moves its entry to the end, eviction takes from the front.
  const copies = new Map<string, Copy>();
  // Counts the ends: a read that began before one must not keep what it read (the session may be the one that ended).
  let ends = 0;
  const keep = (id: string, copy: Copy) => {
    copies.delete(id);
    copies.set(id, copy);
    while (copies.size > maxEntries) copies.delete(copies.keys().next().value as string);
  };
  const forgetUser = (userId: string) => {
    for (const [id, copy] of copies) if (copy.data.userId === userId) copies.delete(id);
  };
  const announce = (notice: string) => db.raw('select pg_notify(?, ?)', [sessionsEndedChannel, notice]);

  return {
    async get(id) {
      const now = clock.now().getTime();
      let copy = copies.get(id);
      // An expired copy is read again: another process may have kept the session alive meanwhile.
      if (!copy || copy.expiresAt <= now) {
        const endsBefore = ends;
        const row = await db(sessionsTable).where('id', id).first<{ data: SessionData; expires_at: Date } | undefined>();
        if (!row) {
          copies.delete(id);
          return undefined;
        }
        copy = { data: row.data, expiresAt: row.expires_at.getTime() };
        if (endsBefore === ends) keep(id, copy);
      } else {
        keep(id, copy);
      }
      if (copy.expiresAt <= now) return undefined;
      if (copy.data.loginAt && now - copy.data.loginAt > ABSOLUTE_LIFETIME_MS) return undefined;
      return { ...copy.data };
    },
    async set(id, data, expiresAt) {
      await db(sessionsTable)
        .insert({ id, data: JSON.stringify(data), user_id: data.userId ?? null, expires_at: expiresAt })
        .onConflict('id')
        .merge();
      keep(id, { data: { ...data }, expiresAt: expiresAt.getTime() });
    },
    async destroy(id) {
      ends++;
      copies.delete(id);
      await db(sessionsTable).where('id', id).delete();
      await announce(`s:${id}`);
    },
    async endAllOf(userId) {
      ends++;
      forgetUser(userId);
      await db(sessionsTable).where('user_id', userId).delete();
      await announce(`u:${userId}`);
    },
    ended(notice) {
      ends++;
      if (notice?.startsWith('s:')) copies.delete(notice.slice(2));
      else if (notice?.startsWith('u:')) forgetUser(notice.slice(2));
      else copies.clear();
    },
  };
}
