// A runner that dies in the middle of a batch, however it dies, loses and doubles nothing once it (or another) resumes.
import knex, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointMovedError, claimCheckpoint, ensureCheckpoint, migrateCheckpoints, readCheckpoints, writeCheckpoint } from '@margdarshak/projections/checkpoints';
import { createTestDatabase } from '../../testing/testDatabase';
import type { EventStore } from '../eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../eventStore/postgres/postgresEventStore';
import { appendCounted, gate, ledgerIds, ledgerProjection, loggedIds, noPersonalData as context, runnerTracker, until } from '../../testing/testProjections';

describe('a runner killed mid-batch', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);
  let db: Knex;
  let store: EventStore;

  beforeAll(async () => {
    const url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 10 });
    // Silent: the killed backend makes knex log its lost connection.
    db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 }, log: { warn() {}, error() {}, debug() {}, deprecate() {} } });
    await migrateCheckpoints(db);
  });
  afterAll(async () => {
    await store.close();
    await db.destroy();
  });

  /** Rows whose events are at or before the projection's checkpoint: exactly what a committed state must hold. */
  async function rowsUpToCheckpoint(table: string) {
    const checkpoint = (await readCheckpoints(db, [table])).get(table);
    const { rows } = await db.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from ?? where (commit_position::numeric, prepare_position::numeric) <= (?::numeric, ?::numeric)`, [
      table,
      String(checkpoint?.commit),
      String(checkpoint?.prepare),
    ]);
    return { all: (await ledgerIds(db, table)).length, upToCheckpoint: rows[0]?.n };
  }

  it('rolls back a batch whose apply throws after writing some rows, and retries it from the checkpoint', async () => {
    let failures = 0;
    const ledger = ledgerProjection('ledger_throw', 'throw', {
      beforeInsert(_event, _trx, index) {
        if (index === 5 && failures === 0) {
          failures++;
          throw new Error('simulated crash after five rows of the batch');
        }
      },
    });
    const position = await appendCounted(store, 'throw', 20);
    const runner = newRunner({ db, log: store, projections: [ledger], context, batchSize: 8, retryMs: 20 });
    await runner.start();
    // (waitFor passes a failing projection by, so watch the checkpoint itself.)
    await until(async () => (await readCheckpoints(db, [ledger.name])).get(ledger.name)?.prepare === position.prepare, 'the checkpoint reaches the last event');
    await runner.stop();
    expect(failures).toBe(1);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'throw'));

    // A restart resumes after the checkpoint: new events are applied, old ones not again.
    const more = await appendCounted(store, 'throw', 3);
    const restarted = newRunner({ db, log: store, projections: [ledger], context, batchSize: 8 });
    await restarted.start();
    expect(await restarted.waitFor(more)).toBe(true);
    await restarted.stop();
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'throw'));
    expect((await readCheckpoints(db, [ledger.name])).get(ledger.name)).toEqual(more);
  });

  it('loses nothing when its connection dies with a batch transaction open, as in a process crash', async () => {
    const paused = gate();
    const resume = gate();
    let backendPid: number | undefined;
    const ledger = ledgerProjection('ledger_killed', 'killed', {
      async beforeInsert(_event, trx, index) {
        // Four events in batches of four: some batch holds two of them, so this pauses after a row of its batch.
        if (index < 1 || backendPid !== undefined) return;
        backendPid = (await trx.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid')).rows[0]?.pid;
        paused.open();
        await resume.opened;
      },
    });
    await appendCounted(store, 'killed', 4);
    const runner = newRunner({ db, log: store, projections: [ledger], context, batchSize: 4, retryMs: 20 });
    await runner.start();
    await paused.opened;
    // The open transaction's rows are invisible to anybody else: what is visible is what the checkpoint covers.
    const beforeKill = await rowsUpToCheckpoint(ledger.name);
    expect(beforeKill.all).toBe(beforeKill.upToCheckpoint);
    expect(beforeKill.all).toBeLessThan(4);

    if (backendPid === undefined) throw new Error('the batch did not say which backend ran it');
    await db.raw('select pg_terminate_backend(?)', [backendPid]);
    const stopped = runner.stop();
    resume.open();
    await stopped;
    expect((await ledgerIds(db, ledger.name)).length).toBe(beforeKill.all);

    const later = await appendCounted(store, 'killed', 5);
    const restarted = newRunner({ db, log: store, projections: [ledger], context, batchSize: 4 });
    await restarted.start();
    expect(await restarted.waitFor(later)).toBe(true);
    await restarted.stop();
    expect((await ledgerIds(db, ledger.name)).length).toBe(9);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'killed'));
  });

  it('finishes the open batch when stopped mid-batch, leaving rows and checkpoint in step for the next start', async () => {
    const paused = gate();
    const resume = gate();
    let pausedOnce = false;
    const ledger = ledgerProjection('ledger_stopped', 'stopped', {
      async beforeInsert(_event, _trx, index) {
        if (index < 2 || pausedOnce) return;
        pausedOnce = true;
        paused.open();
        await resume.opened;
      },
    });
    await appendCounted(store, 'stopped', 10);
    const runner = newRunner({ db, log: store, projections: [ledger], context, batchSize: 4, retryMs: 20 });
    await runner.start();
    await paused.opened;
    const stopped = runner.stop();
    resume.open();
    await stopped;
    const afterStop = await rowsUpToCheckpoint(ledger.name);
    expect(afterStop.all).toBe(afterStop.upToCheckpoint);
    expect(afterStop.all).toBeGreaterThanOrEqual(3); // the paused batch committed, its three rows and more
    expect(afterStop.all).toBeLessThan(10);

    const restarted = newRunner({ db, log: store, projections: [ledger], context, batchSize: 4 });
    await restarted.start();
    await until(async () => (await ledgerIds(db, ledger.name)).length >= 10, 'the restarted runner catches up');
    await restarted.stop();
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'stopped'));
  });

  it('refuses a batch whose checkpoint another instance moved meanwhile: the later of two writers rolls back', async () => {
    const name = 'fenced';
    const start = await ensureCheckpoint(db, name);
    const next = { commit: start.commit + 1n, prepare: 1n };
    await expect(db.transaction((trx) => claimCheckpoint(trx, name, next))).rejects.toBeInstanceOf(CheckpointMovedError);

    // Two instances believing they hold the projection both start a batch from the same checkpoint.
    const firstIn = gate();
    const firstDone = gate();
    const winner = db.transaction(async (trx) => {
      await claimCheckpoint(trx, name, start);
      firstIn.open();
      await firstDone.opened;
      await writeCheckpoint(trx, name, next);
    });
    await firstIn.opened;
    const loser = db.transaction(async (trx) => {
      await claimCheckpoint(trx, name, start); // waits on the winner's row lock, then sees the moved checkpoint
      await writeCheckpoint(trx, name, { commit: next.commit, prepare: 2n });
    });
    // Watched from the start: the loser may be refused while the winner's commit is still being awaited, and a refusal
    // nobody was waiting for yet is an unhandled rejection.
    const refused = expect(loser).rejects.toBeInstanceOf(CheckpointMovedError);
    firstDone.open();
    await winner;
    await refused;
    expect((await readCheckpoints(db, [name])).get(name)).toEqual(next);
  });
});
