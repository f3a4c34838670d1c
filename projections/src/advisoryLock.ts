// Session-level PostgreSQL advisory locks on a connection held for as long as the lock is: one active instance per projection.
import type { Knex } from 'knex';

interface RawConnection {
  query(sql: string, params: unknown[]): Promise<{ rows: { locked: boolean }[] }>;
}

export interface HeldLock {
  release(): Promise<void>;
}

/** Takes the lock named `key` if it is free; answers undefined when another session holds it. */
export async function tryAdvisoryLock(db: Knex, key: string): Promise<HeldLock | undefined> {
  const connection = (await db.client.acquireConnection()) as RawConnection;
  let locked = false;
  try {
    const { rows } = await connection.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
    locked = rows[0]?.locked === true;
  } finally {
    if (!locked) await db.client.releaseConnection(connection);
  }
  if (!locked) return undefined;
  return {
    async release() {
      try {
        await connection.query('select pg_advisory_unlock(hashtext($1)) as locked', [key]);
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}

/** Waits (polling) up to `timeoutMs` for the lock. */
export async function advisoryLock(db: Knex, key: string, timeoutMs: number): Promise<HeldLock | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lock = await tryAdvisoryLock(db, key);
    if (lock || Date.now() >= deadline) return lock;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const projectionLockKey = (name: string) => `projection:${name}`;
