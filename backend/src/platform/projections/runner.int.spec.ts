// The projection runner on a real log and a real read-model database.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { readCheckpoints } from '@margdarshak/projections/checkpoints';
import { packagesProjection, packagesTable } from '@margdarshak/projections/packages/packagesProjection';
import type { Projection } from '@margdarshak/projections/projection';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { createProjectionRunner } from '@margdarshak/projections/runner';
import { createTestDatabase } from '../../testing/testDatabase';
import type { EventStore, NewEvent } from '../eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../eventStore/postgres/postgresEventStore';

const context = { openPersonalData: async () => undefined };
const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString();

function packageEvent(kind: 'PackageCreated' | 'PackageUpdated' | 'PackageDeleted', packageId: string, n: number): NewEvent {
  const type: PackageType = (['basic', 'advanced', 'comprehensive'] as const)[n % 3]!;
  const data =
    kind === 'PackageDeleted'
      ? { packageId, type }
      : { packageId, type, name: `Package ${n}`, description: `Version ${n}`, pricePaise: n * 100, features: [`feature ${n}`], highlighted: n % 2 === 0 };
  return { type: kind, data, metadata: { at: at(n) } };
}

async function rows(db: Knex) {
  return db(packagesTable).orderBy('id');
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('projection runner', () => {
  let url: string;
  let db: Knex;
  let store: EventStore;

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 10 });
    db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
  });
  afterAll(async () => {
    await store.close();
    await db.destroy();
  });

  it('builds the same rows incrementally as a rebuild from zero does', async () => {
    const ids = Array.from({ length: 4 }, () => randomUUID());
    const step = fc.record({ kind: fc.constantFrom('PackageCreated' as const, 'PackageUpdated' as const, 'PackageDeleted' as const), target: fc.integer({ min: 0, max: 3 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }), async (steps, splits) => {
        const runner = createProjectionRunner({ db, log: store, projections: [packagesProjection], context, batchSize: 4, retryMs: 50 });
        await runner.start();
        let position;
        let i = 0;
        for (const size of [...splits, steps.length]) {
          const chunk = steps.slice(i, i + size);
          i += chunk.length;
          if (chunk.length === 0) break;
          const events = chunk.map(({ kind, target }, k) => packageEvent(kind, ids[target]!, i + k));
          position = (await store.appendToStream(`package-${randomUUID()}`, events)).position;
        }
        expect(await runner.waitFor(position!)).toBe(true);
        await runner.stop();
        const incremental = await rows(db);

        const result = await rebuildProjection({ db, log: store, projection: packagesProjection, context, batchSize: 7 });
        expect(result.events).toBeGreaterThan(0);
        expect(await rows(db)).toEqual(incremental);
      }),
      { numRuns: 12 },
    );
  });

  it('loses and doubles nothing when a batch fails midway and the runner restarts from its checkpoint', async () => {
    const counter = 'runner_counter_test';
    let failuresLeft = 1;
    let applied = 0;
    const counting: Projection = {
      name: 'counting',
      tables: [counter],
      migrate: async (d) => {
        if (!(await d.schema.hasTable(counter))) await d.schema.createTable(counter, (t) => t.uuid('event_id').primary());
      },
      async apply(trx, events) {
        for (const event of events) {
          if (event.type !== 'Counted') continue;
          await trx(counter).insert({ event_id: event.id });
          applied++;
          // The crash lands in the middle of a batch, after some rows were written in its transaction.
          if (applied === 5 && failuresLeft-- > 0) throw new Error('simulated crash mid-batch');
        }
      },
    };
    const stream = `counted-${randomUUID()}`;
    const events = Array.from({ length: 20 }, (): NewEvent => ({ type: 'Counted', data: {}, metadata: { at: at(1) } }));
    const { position } = await store.appendToStream(stream, events);

    const first = createProjectionRunner({ db, log: store, projections: [counting], context, batchSize: 8, retryMs: 20 });
    await first.start();
    expect(await first.waitFor(position)).toBe(true);
    await first.stop();
    expect(failuresLeft).toBe(0); // the crash did happen
    const stored = await db(counter).select('event_id');
    expect(stored.map((r) => r.event_id).sort()).toEqual((await store.readStream(stream)).map((e) => e.id).sort());

    // A second runner (a restart) resumes after the checkpoint and applies nothing twice.
    const more = await store.appendToStream(stream, [{ type: 'Counted', data: {}, metadata: { at: at(2) } }]);
    const second = createProjectionRunner({ db, log: store, projections: [counting], context, batchSize: 8 });
    await second.start();
    expect(await second.waitFor(more.position)).toBe(true);
    await second.stop();
    expect(await db(counter).count({ n: '*' })).toEqual([{ n: '21' }]);
    const checkpoint = (await readCheckpoints(db, ['counting'])).get('counting');
    expect(checkpoint).toEqual(more.position);
  });

  it('answers waitFor false after its bound when the read model cannot catch up', async () => {
    const runner = createProjectionRunner({ db, log: store, projections: [packagesProjection], context });
    await runner.start();
    const beyond = { commit: 2n ** 62n, prepare: 0n };
    expect(await runner.waitFor(beyond, 150)).toBe(false);
    await runner.stop();
  });

  it('keeps one active runner per projection; a standby takes over when the active one stops', async () => {
    const active = createProjectionRunner({ db, log: store, projections: [packagesProjection], context, retryMs: 50 });
    const standby = createProjectionRunner({ db, log: store, projections: [packagesProjection], context, retryMs: 50 });
    await active.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await standby.start();
    const id = randomUUID();
    const first = await store.appendToStream(`package-${id}`, [packageEvent('PackageCreated', id, 1)]);
    expect(await active.waitFor(first.position)).toBe(true);
    expect(await standby.waitFor(first.position, 300)).toBe(false);

    await active.stop();
    const second = await store.appendToStream(`package-${id}`, [packageEvent('PackageUpdated', id, 2)]);
    expect(await standby.waitFor(second.position)).toBe(true);
    await until(async () => (await db(packagesTable).where({ id }).first())?.description === 'Version 2');
    await standby.stop();
  });
});
