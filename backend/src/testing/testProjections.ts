// Small projections and helpers for the runner's specs: a tally whose rows depend on event order, and a ledger with no
// key, so that an event applied twice shows up as two rows instead of a silent upsert.
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import { advisoryLockSpace, projectionLockKey } from '@margdarshak/projections/advisoryLock';
import type { Projection } from '@margdarshak/projections/projection';
import { createProjectionRunner, type ProjectionRunner, type RunnerOptions } from '@margdarshak/projections/runner';
import { createTestDatabase } from './testDatabase';
import type { EventStore, NewEvent } from '../platform/eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../platform/eventStore/postgres/postgresEventStore';

export const noPersonalData = { openPersonalData: async () => undefined };
const at = new Date(Date.UTC(2026, 10, 1)).toISOString();

export type TallyOp = { key: string; op: 'add' | 'set' | 'clear'; amount: number };

export const tallied = (op: TallyOp): NewEvent => ({ type: 'Tallied', data: op, metadata: { at } });

/** Rows per key from the streams named `{prefix}-…`: a running total, how many operations, the last few in order. */
export function tallyProjection(table: string, prefix: string): Projection {
  return {
    name: table,
    version: 1,
    eventTypes: ['Tallied'],
    tables: [table],
    async migrate(db) {
      await db.raw(`create table if not exists ?? (key text primary key, total bigint not null, ops int not null, trail text not null)`, [table]);
    },
    async apply(trx, events) {
      for (const event of events) {
        if (event.type !== 'Tallied' || !event.streamName.startsWith(`${prefix}-`)) continue;
        const { key, op, amount } = event.data as TallyOp;
        if (op === 'clear') {
          await trx(table).where({ key }).delete();
          continue;
        }
        const row = await trx(table).where({ key }).first<{ total: string; ops: number; trail: string } | undefined>();
        const total = op === 'add' ? BigInt(row?.total ?? 0) + BigInt(amount) : BigInt(amount);
        const trail = `${row?.trail ?? ''} ${op}${amount}`.slice(-40);
        await trx(table)
          .insert({ key, total: String(total), ops: (row?.ops ?? 0) + 1, trail })
          .onConflict('key')
          .merge();
      }
    },
  };
}

export interface LedgerHooks {
  /** Runs before each ledger event is inserted, inside the batch's transaction; `index` counts from 0 in the batch. */
  beforeInsert?(event: RecordedEvent, trx: Knex.Transaction, index: number): Promise<void> | void;
}

export const ledgerStream = (prefix: string) => `${prefix}-${randomUUID()}`;

/** One row per applied event of the streams named `{prefix}-…`; the table has no key, so doubles are visible. */
export function ledgerProjection(name: string, prefix: string, hooks: LedgerHooks = {}): Projection {
  return {
    name,
    version: 1,
    eventTypes: ['Counted'],
    tables: [name],
    async migrate(db) {
      await db.raw(`create table if not exists ?? (event_id uuid not null, commit_position text not null, prepare_position text not null)`, [name]);
    },
    async apply(trx, events) {
      let index = 0;
      for (const event of events) {
        if (!event.streamName.startsWith(`${prefix}-`)) continue;
        await hooks.beforeInsert?.(event, trx, index++);
        await trx(name).insert({ event_id: event.id, commit_position: String(event.position.commit), prepare_position: String(event.position.prepare) });
      }
    },
  };
}

export const counted = (): NewEvent => ({ type: 'Counted', data: {}, metadata: { at } });

/** Appends `count` events to a fresh ledger stream; answers the position of the last one. */
export async function appendCounted(store: EventStore, prefix: string, count: number): Promise<LogPosition> {
  return (await store.appendToStream(ledgerStream(prefix), Array.from({ length: count }, counted))).position;
}

/** Ids of the ledger rows, sorted, duplicates kept. */
export async function ledgerIds(db: Knex, table: string): Promise<string[]> {
  const rows = await db(table).select<{ event_id: string }[]>('event_id');
  return rows.map((r) => r.event_id).sort();
}

/** Ids of the events in the log from the ledger's streams, sorted. */
export async function loggedIds(db: Knex, prefix: string): Promise<string[]> {
  const rows = await db('events').where('stream_name', 'like', `${prefix}-%`).select<{ event_id: string }[]>('event_id');
  return rows.map((r) => r.event_id).sort();
}

/** Backends holding the advisory lock of projection `name` in this database. */
export async function lockHolders(db: Knex, name: string): Promise<number[]> {
  const { rows } = await db.raw<{ rows: { pid: number }[] }>(
    `select pid from pg_locks where locktype = 'advisory' and granted and classid = ? and objid = hashtext(?)::oid
       and database = (select oid from pg_database where datname = current_database())`,
    [advisoryLockSpace, projectionLockKey(name)],
  );
  return rows.map((r) => r.pid);
}

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise with its resolve function, for pausing a projection in the middle of a batch. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Runners a spec starts, all stopped after each test even when it fails (a running one keeps db.destroy() waiting). */
export function runnerTracker() {
  const started: ProjectionRunner[] = [];
  return {
    newRunner(options: RunnerOptions): ProjectionRunner {
      const runner = createProjectionRunner(options);
      started.push(runner);
      return runner;
    },
    async stopAll() {
      for (const runner of started.splice(0)) await runner.stop();
    },
  };
}

/**
 * Called inside a describe: a fresh log and read-model database for its tests (read its fields inside a test), and
 * the runners they start stopped after each test.
 */
export function projectionSuite(): { db: Knex; store: EventStore; newRunner(options: RunnerOptions): ProjectionRunner } {
  const { newRunner, stopAll } = runnerTracker();
  const suite = { newRunner } as { db: Knex; store: EventStore; newRunner(options: RunnerOptions): ProjectionRunner };
  let close = async () => {};
  beforeAll(async () => {
    ({ db: suite.db, store: suite.store, close } = await freshLogAndReadModels());
  });
  afterEach(stopAll);
  afterAll(async () => close());
  return suite;
}

/** A fresh database with the event log on it, a store with a fast poll, and a knex for the read models. */
export async function freshLogAndReadModels(): Promise<{ url: string; db: Knex; store: EventStore; close(): Promise<void> }> {
  const url = await createTestDatabase();
  await migrateEventStore({ connectionString: url });
  const store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 10 });
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
  return {
    url,
    db,
    store,
    async close() {
      await store.close();
      await db.destroy();
    },
  };
}
