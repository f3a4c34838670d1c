// Session-level PostgreSQL advisory locks: one active instance per projection. A lock lives as long as the database
// session that took it, so each owner keeps one dedicated connection (out of knex's pool) for all its locks, and learns
// when that connection is lost (server restart, terminated backend): its locks are gone then, and another instance may
// already hold them. Checkpoint claims (checkpoints.ts) keep even that moment safe.
import { setMaxListeners } from 'node:events';
import type { Knex } from 'knex';

/** Advisory locks taken with two int4 keys live apart from single-bigint ones; this first key marks ours. */
export const advisoryLockSpace = 7401002;

interface LockConnection {
  query(sql: string, params: unknown[]): Promise<{ rows: { ok: boolean }[] }>;
  on(event: 'error' | 'end', listener: () => void): unknown;
  removeListener(event: 'error' | 'end', listener: () => void): unknown;
  end(): Promise<void>;
}

export interface HeldLock {
  /** Aborts when the lock is no longer held for sure: released, or its session lost. */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

export interface LockOwner {
  /** Takes the lock `key` if no other session holds it; undefined otherwise. */
  tryLock(key: string): Promise<HeldLock | undefined>;
  /** Retries every `retryMs` until the lock is taken (resolves it) or `signal` aborts (resolves undefined). */
  lock(key: string, retryMs: number, signal: AbortSignal): Promise<HeldLock | undefined>;
  /** Releases every lock and gives the connection back. */
  close(): Promise<void>;
}

interface Session {
  connection: LockConnection;
  lost: AbortController;
  /** Queries on the connection one at a time (pg deprecates overlapping ones): the loops of a runner share it. */
  query(sql: string, params: unknown[]): Promise<{ rows: { ok: boolean }[] }>;
}

export function createLockOwner(db: Knex): LockOwner {
  let session: Promise<Session> | undefined;
  let closed = false;

  function open(): Promise<Session> {
    const opening = (async () => {
      const connection = (await db.client.acquireConnection()) as LockConnection;
      let queue: Promise<unknown> = Promise.resolve();
      const query = (sql: string, params: unknown[]) => {
        const result = queue.then(() => connection.query(sql, params));
        queue = result.catch(() => {});
        return result;
      };
      const current: Session = { connection, lost: new AbortController(), query };
      // Every lock held on this session listens for its loss: a runner holds one per projection, well over Node's 10.
      setMaxListeners(0, current.lost.signal);
      let ended = false;
      const onLost = () => {
        if (ended) return;
        ended = true;
        current.lost.abort(new Error('advisory lock session lost'));
        if (session === opening) session = undefined;
        connection.removeListener('error', onLost);
        connection.removeListener('end', onLost);
        void db.client.releaseConnection(connection); // knex disposes of a connection that failed
      };
      connection.on('error', onLost);
      connection.on('end', onLost);
      current.lost.signal.addEventListener('abort', onLost);
      return current;
    })();
    opening.catch(() => {
      if (session === opening) session = undefined;
    });
    return opening;
  }

  async function tryLock(key: string): Promise<HeldLock | undefined> {
    if (closed) return undefined;
    session ??= open();
    const current = await session;
    const { rows } = await current.query('select pg_try_advisory_lock($1, hashtext($2)) as ok', [advisoryLockSpace, key]);
    if (rows[0]?.ok !== true || current.lost.signal.aborted) return undefined;
    const held = new AbortController();
    const forward = () => held.abort(current.lost.signal.reason);
    current.lost.signal.addEventListener('abort', forward, { once: true });
    return {
      lost: held.signal,
      async release() {
        if (held.signal.aborted) return;
        current.lost.signal.removeEventListener('abort', forward);
        held.abort(new Error('released'));
        await current.query('select pg_advisory_unlock($1, hashtext($2)) as ok', [advisoryLockSpace, key]).catch(() => {});
      },
    };
  }

  return {
    tryLock,
    async lock(key, retryMs, signal) {
      while (!signal.aborted) {
        const held = await tryLock(key).catch(() => undefined);
        if (held) return held;
        await delay(retryMs, signal);
      }
      return undefined;
    },
    async close() {
      closed = true;
      const current = await session?.catch(() => undefined);
      session = undefined;
      if (!current || current.lost.signal.aborted) return;
      // The connection goes back to knex's pool: it must hold no lock there. If unlocking fails, it is ended instead.
      await current.query('select pg_advisory_unlock_all(), true as ok', []).catch(() => current.connection.end().catch(() => {}));
      current.lost.abort(new Error('closed'));
    },
  };
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export const projectionLockKey = (name: string) => `projection:${name}`;
