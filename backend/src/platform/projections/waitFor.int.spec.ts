// Read your writes: waitFor answers true once every projection has applied the log up to a position, false after its
// bound, both in the process that runs the projections and in an API process that only reads the checkpoints.
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listParked } from '@margdarshak/projections/parked';
import type { Projection } from '@margdarshak/projections/projection';
import { createCheckpointWaiter } from '@margdarshak/projections/runner';
import type { EventStore } from '../eventStore/eventStore';
import { appendCounted, ledgerIds, ledgerProjection, loggedIds, noPersonalData as context, runnerTracker, freshLogAndReadModels } from '../../testing/testProjections';

const beyondTheLog = { commit: 2n ** 62n, prepare: 0n };

describe('waiting for the read models', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);
  let db: Knex;
  let store: EventStore;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, store, close } = await freshLogAndReadModels());
  });
  afterAll(async () => close());

  it('resolves once every projection has caught up, with the rows there to read', async () => {
    const one = ledgerProjection('wait_one', 'waitone');
    const two = ledgerProjection('wait_two', 'waittwo');
    // Catch-up: events written before the runner starts.
    await appendCounted(store, 'waitone', 30);
    const before = await appendCounted(store, 'waittwo', 30);
    const runner = newRunner({ db, log: store, projections: [one, two], context, batchSize: 7 });
    await runner.start();
    expect(await runner.waitFor(before)).toBe(true);
    expect(await ledgerIds(db, one.name)).toEqual(await loggedIds(db, 'waitone'));
    expect(await ledgerIds(db, two.name)).toEqual(await loggedIds(db, 'waittwo'));

    // Live: an append followed at once by a wait, as a command does.
    const live = await appendCounted(store, 'waittwo', 3);
    expect(await runner.waitFor(live)).toBe(true);
    expect(await ledgerIds(db, two.name)).toEqual(await loggedIds(db, 'waittwo'));
    await runner.stop();
  });

  it('answers false after its bound when the log never gets there', async () => {
    const runner = newRunner({ db, log: store, projections: [ledgerProjection('wait_never', 'waitnever')], context });
    await runner.start();
    expect(await runner.waitFor(beyondTheLog, { timeoutMs: 150 })).toBe(false);
    await runner.stop();
  });

  it('passes by a projection that keeps failing, which parks what it cannot apply and goes on', async () => {
    const broken: Projection = { ...ledgerProjection('wait_broken', 'waitbroken'), apply: async () => Promise.reject(new Error('always fails')) };
    const healthy = ledgerProjection('wait_healthy', 'waithealthy');
    const runner = newRunner({ db, log: store, projections: [broken, healthy], context, retryMs: 20 });
    await runner.start();
    const position = await appendCounted(store, 'waithealthy', 2);
    // Both consume the appended type; the broken one fails at once and is not waited for (30 s would outlast the test).
    expect(await runner.waitFor(position, { timeoutMs: 30_000 })).toBe(true);
    expect(await ledgerIds(db, healthy.name)).toEqual(await loggedIds(db, 'waithealthy'));
    const parkedHere = async () =>
      (await listParked(db, broken.name))
        .filter((p) => p.streamName.startsWith('waithealthy-'))
        .map((p) => p.eventId)
        .sort();
    await expect.poll(parkedHere, { timeout: 20_000 }).toEqual(await loggedIds(db, 'waithealthy'));
    await runner.stop();
  });

  it('answers false to pending waits when the runner stops', async () => {
    const runner = newRunner({ db, log: store, projections: [ledgerProjection('wait_stop', 'waitstop')], context });
    await runner.start();
    const waiting = runner.waitFor(beyondTheLog, { timeoutMs: 30_000 });
    await runner.stop();
    expect(await waiting).toBe(false);
  });

  it('in an API process without projections, waits on the checkpoints the worker writes', async () => {
    const ledger = ledgerProjection('wait_api', 'waitapi');
    const worker = newRunner({ db, log: store, projections: [ledger], context });
    await worker.start();
    let caughtUp = 0;
    const api = createCheckpointWaiter(db, [ledger], () => caughtUp++);

    const position = await appendCounted(store, 'waitapi', 4);
    expect(await api.waitFor(position)).toBe(true);
    expect(caughtUp).toBe(1);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'waitapi'));

    await worker.stop();
    const unseen = await appendCounted(store, 'waitapi', 1);
    expect(await api.waitFor(unseen, { timeoutMs: 200 })).toBe(false);
    expect(caughtUp).toBe(1);
  });

  it('in a runner standing by for a projection another process holds, waits on the checkpoints of the holder', async () => {
    const ledger = ledgerProjection('wait_standby', 'waitstandby');
    const holder = newRunner({ db, log: store, projections: [ledger], context, retryMs: 20 });
    await holder.start();
    await expect.poll(() => holder.held()).toEqual([ledger.name]);
    const standby = newRunner({ db, log: store, projections: [ledger], context, retryMs: 20 });
    await standby.start();

    const position = await appendCounted(store, 'waitstandby', 3);
    expect(await standby.waitFor(position)).toBe(true);
    expect(standby.held()).toEqual([]);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'waitstandby'));
    await holder.stop();
    await standby.stop();
  });
});
