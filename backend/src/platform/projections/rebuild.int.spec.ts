// A rebuild from position 0 gives exactly the rows the runner built incrementally, and never runs beside that runner.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LogPosition } from '@margdarshak/contracts/log';
import { readCheckpoints } from '@margdarshak/projections/checkpoints';
import { packagesProjection, packagesTable } from '@margdarshak/projections/packages/packagesProjection';
import { prepareProjection } from '@margdarshak/projections/prepareProjection';
import { ProjectionBusyError, rebuildProjection, rebuildProjections } from '@margdarshak/projections/rebuild';
import type { EventStore } from '../eventStore/eventStore';
import {
  appendCounted,
  ledgerIds,
  ledgerProjection,
  loggedIds,
  noPersonalData,
  runnerTracker,
  tallied,
  tallyProjection,
  until,
  freshLogAndReadModels,
  type TallyOp,
} from '../../testing/testProjections';

const context = noPersonalData;

describe('rebuilding a projection', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);
  let db: Knex;
  let store: EventStore;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, store, close } = await freshLogAndReadModels());
  });
  afterAll(async () => close());

  const rowsOf = (table: string) => db(table).orderBy('key');

  it('rebuilt rows equal incrementally built rows, whatever the events and however they were split into appends', async () => {
    const tally = tallyProjection('tally_property', 'tally');
    const op: fc.Arbitrary<TallyOp> = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd'),
      op: fc.constantFrom('add' as const, 'add' as const, 'set' as const, 'clear' as const),
      amount: fc.integer({ min: 1, max: 99 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        async (ops, splits, runnerBatch, rebuildBatch) => {
          const runner = newRunner({ db, log: store, projections: [tally], context, batchSize: runnerBatch, retryMs: 20 });
          await runner.start();
          // The runner follows live while the appends arrive, in chunks of the drawn sizes (the rest in one last append).
          let last: LogPosition | undefined;
          let i = 0;
          for (const size of [...splits, ops.length]) {
            const chunk = ops.slice(i, i + size);
            if (chunk.length === 0) break;
            i += chunk.length;
            last = (await store.appendToStream(`tally-${randomUUID()}`, chunk.map(tallied))).position;
          }
          if (!last) throw new Error('nothing appended');
          expect(await runner.waitFor(last)).toBe(true);
          await runner.stop();
          const incremental = await rowsOf(tally.name);
          const incrementalCheckpoint = (await readCheckpoints(db, [tally.name])).get(tally.name);

          const result = await rebuildProjection({ db, log: store, projection: tally, context, batchSize: rebuildBatch });
          expect(await rowsOf(tally.name)).toEqual(incremental);
          expect((await readCheckpoints(db, [tally.name])).get(tally.name)).toEqual(incrementalCheckpoint);
          expect(result.events).toBe(Number((await db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses to run while a runner holds the projection, and runs once it has stopped', async () => {
    const ledger = ledgerProjection('ledger_busy', 'busy');
    await appendCounted(store, 'busy', 3);
    const runner = newRunner({ db, log: store, projections: [ledger], context, retryMs: 20 });
    await runner.start();
    await until(() => runner.held().length === 1, 'the runner holds the projection');
    await expect(rebuildProjection({ db, log: store, projection: ledger, context, lockTimeoutMs: 300 })).rejects.toBeInstanceOf(ProjectionBusyError);
    // The refused rebuild dropped nothing.
    const position = await appendCounted(store, 'busy', 2);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'busy'));

    await runner.stop();
    await rebuildProjection({ db, log: store, projection: ledger, context });
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'busy'));
  });

  it('rebuilds one projection by name or all of them, reporting progress up to the length of the log', async () => {
    const first = ledgerProjection('ledger_all_1', 'all1');
    const second = ledgerProjection('ledger_all_2', 'all2');
    await appendCounted(store, 'all1', 4);
    await appendCounted(store, 'all2', 6);
    const logLength = Number((await db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n);

    const progress: [string, number][] = [];
    const results = await rebuildProjections({ db, log: store, context, projections: [first, second], batchSize: 4, onProgress: (name, n) => progress.push([name, n]) });
    expect(results.map((r) => [r.name, r.events])).toEqual([
      [first.name, logLength],
      [second.name, logLength],
    ]);
    const firstProgress = progress.filter(([name]) => name === first.name).map(([, n]) => n);
    expect(firstProgress.length).toBeGreaterThan(1); // 4 events a batch, at least 10 events in the log
    expect(firstProgress.every((n, k) => k === 0 || n > (firstProgress[k - 1] ?? Infinity))).toBe(true);
    expect(firstProgress.at(-1)).toBe(logLength);
    expect(await ledgerIds(db, second.name)).toEqual(await loggedIds(db, 'all2'));

    const [only] = await rebuildProjections({ db, log: store, context, projections: [first, second], which: second.name });
    expect(only?.name).toBe(second.name);
    await expect(rebuildProjections({ db, log: store, context, projections: [first, second], which: 'nope' })).rejects.toThrow(/No projection named "nope"/);
  });

  it('replays 20,000 events into the packages read model, equal to what the runner built, and tells its rate', async () => {
    // 2,000 packages, each created then updated nine times, in appends of 1,000 events.
    const ids = Array.from({ length: 2_000 }, () => randomUUID());
    let last: LogPosition | undefined;
    for (let version = 0; version < 10; version++) {
      for (let part = 0; part < 2; part++) {
        const events = ids.slice(part * 1_000, (part + 1) * 1_000).map((packageId, n) => ({
          type: version === 0 ? 'PackageCreated' : 'PackageUpdated',
          data: {
            packageId,
            type: (['basic', 'advanced', 'comprehensive'] as const)[n % 3],
            name: `Package ${n}`,
            description: `Version ${version}`,
            pricePaise: 1_000 * (n + version),
            features: [`feature ${version}`],
            highlighted: n % 2 === 0,
          },
          metadata: { at: new Date(Date.UTC(2026, 10, 1, 0, version)).toISOString() },
        }));
        last = (await store.appendToStream(`packagesbench-${randomUUID()}`, events)).position;
      }
    }
    if (!last) throw new Error('nothing appended');
    const runner = newRunner({ db, log: store, projections: [packagesProjection], context });
    await runner.start();
    expect(await runner.waitFor(last, { timeoutMs: 60_000 })).toBe(true);
    await runner.stop();
    const incremental = await db(packagesTable).orderBy('id');
    expect(incremental).toHaveLength(2_000);
    expect(new Set(incremental.map((row: { description: string }) => row.description))).toEqual(new Set(['Version 9']));

    const result = await rebuildProjection({ db, log: store, projection: packagesProjection, context });
    expect(await db(packagesTable).orderBy('id')).toEqual(incremental);
    expect(result.eventsPerSecond).toBeGreaterThan(0);
    console.info(`packages rebuild: ${result.events} events in ${result.seconds.toFixed(2)} s, ${Math.round(result.eventsPerSecond)} events/s`);
  });

  it('replays the log into a read model whose version changed, and leaves a current one alone', async () => {
    const v1 = tallyProjection('tally_versioned', 'versioned');
    let last: LogPosition | undefined;
    for (const amount of [3, 4, 5]) last = (await store.appendToStream(`versioned-${randomUUID()}`, [tallied({ key: 'k', op: 'add', amount })])).position;
    if (!last) throw new Error('nothing appended');
    const first = newRunner({ db, log: store, projections: [v1], context });
    await first.start();
    expect(await first.waitFor(last)).toBe(true);
    await first.stop();
    expect(await prepareProjection(db, v1)).toBe('current');
    // A stale row the new version must not inherit: only a replay can give the right total.
    await db(v1.name).update({ total: 999 });

    const v2 = { ...v1, version: 2 };
    const second = newRunner({ db, log: store, projections: [v2], context });
    await second.start();
    expect(await second.waitFor(last)).toBe(true);
    await second.stop();
    expect(await rowsOf(v2.name)).toEqual([{ key: 'k', total: '12', ops: 3, trail: ' add3 add4 add5' }]);
    expect(await prepareProjection(db, v2)).toBe('current');
  });
});
