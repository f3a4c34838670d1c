// Projector workers: one active instance per projection, held by an advisory lock; a standby takes over when the
// holder stops or dies, and between them every event is applied exactly once.
import knex, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runProjectorWorker, type ProjectionRunner } from '@margdarshak/projections/runner';
import { createTestDatabase } from '../../testing/testDatabase';
import type { EventStore } from '../eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../eventStore/postgres/postgresEventStore';
import { appendCounted, ledgerIds, ledgerProjection, lockHolders, loggedIds, noPersonalData as context, until } from '../../testing/testProjections';

// Killed backends make knex log the lost connections.
const quiet = { warn() {}, error() {}, debug() {}, deprecate() {} };

describe('projector workers', () => {
  let url: string;
  let db: Knex;
  let store: EventStore;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 10 });
    db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 }, log: quiet });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await store.close();
    await db.destroy();
  });

  /** A worker as its own process would have it: its own connections, named so a test can kill them all. */
  async function worker(name: string, prefixes: string[]): Promise<ProjectionRunner> {
    const own = knex({ client: 'pg', connection: { connectionString: url, application_name: name }, pool: { min: 0, max: 4 }, log: quiet });
    const projections = prefixes.map((prefix) => ledgerProjection(`worker_${prefix}`, prefix));
    const runner = await runProjectorWorker({ db: own, log: store, projections, context, retryMs: 30 });
    cleanups.push(async () => {
      await runner.stop();
      await own.destroy();
    });
    return runner;
  }

  /** Two workers on the same projections, the first surely holding them all before the second starts. */
  async function twoWorkers(prefixes: string[]) {
    const first = await worker('worker-1', prefixes);
    await until(() => first.held().length === prefixes.length, 'the first worker holds every projection');
    const second = await worker('worker-2', prefixes);
    return { first, second, names: prefixes.map((prefix) => `worker_${prefix}`) };
  }

  const holderCounts = async (names: string[]) => Promise.all(names.map(async (name) => (await lockHolders(db, name)).length));

  /** Appends small batches for a while, as live traffic would during a takeover. */
  async function traffic(prefix: string) {
    for (let k = 0; k < 20; k++) {
      await appendCounted(store, prefix, 3);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('keeps one holder per projection; the standby takes over every projection when the holder stops', async () => {
    const { first, second, names } = await twoWorkers(['wone', 'wtwo']);
    await appendCounted(store, 'wone', 5);
    const position = await appendCounted(store, 'wtwo', 5);
    expect(await second.waitFor(position)).toBe(true);
    expect(second.held()).toEqual([]);
    expect(await holderCounts(names)).toEqual([1, 1]);

    await first.stop();
    await until(() => second.held().length === 2, 'the standby takes over');
    expect(await holderCounts(names)).toEqual([1, 1]);
    await appendCounted(store, 'wone', 4);
    const later = await appendCounted(store, 'wtwo', 4);
    expect(await second.waitFor(later)).toBe(true);

    expect(await ledgerIds(db, 'worker_wone')).toEqual(await loggedIds(db, 'wone'));
    expect(await ledgerIds(db, 'worker_wtwo')).toEqual(await loggedIds(db, 'wtwo'));
  });

  it('takes over from a holder that dies mid-traffic, and nothing is lost or applied twice', async () => {
    const { first, second, names } = await twoWorkers(['wdie']);
    const appending = traffic('wdie');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first worker's process dies: every connection it had drops, and it never comes back.
    await db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'worker-1'`);
    await first.stop();
    await until(() => second.held().length === 1, 'the standby takes over');
    await appending;

    const position = await appendCounted(store, 'wdie', 1);
    expect(await second.waitFor(position)).toBe(true);
    expect(await ledgerIds(db, 'worker_wdie')).toEqual(await loggedIds(db, 'wdie'));
    expect(await holderCounts(names)).toEqual([1]);
  });

  it('never has two holders when a live worker loses its lock session, and applies every event once', async () => {
    const { first, second, names } = await twoWorkers(['wlose']);
    const appending = traffic('wlose');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [lockSession] = await lockHolders(db, 'worker_wlose');
    if (lockSession === undefined) throw new Error('nobody holds the projection');
    await db.raw('select pg_terminate_backend(?)', [lockSession]);
    // Either worker may hold it now (the first races to take it back); never both.
    await until(async () => (await holderCounts(names))[0] === 1, 'someone holds the projection again');
    await appending;

    const position = await appendCounted(store, 'wlose', 1);
    expect(await first.waitFor(position)).toBe(true);
    expect(await second.waitFor(position)).toBe(true);
    expect(await ledgerIds(db, 'worker_wlose')).toEqual(await loggedIds(db, 'wlose'));
    expect(first.held().length + second.held().length).toBe(1);
  });
});
