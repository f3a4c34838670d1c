// (b) Rebuilding the packages read model from 100,000 events, against inserting the same rows directly in batches.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { packagesProjection, packagesTable } from '@margdarshak/projections/packages/packagesProjection';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import type { NewEvent } from '../backend/src/platform/eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { row, type BenchRow } from './results';

const total = 100_000;
const perAppend = 1_000;

export async function benchRebuild(databaseUrl: string): Promise<BenchRow[]> {
  await migrateEventStore({ connectionString: databaseUrl });
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const at = new Date().toISOString();
  for (let i = 0; i < total / perAppend; i++) {
    const events: NewEvent[] = Array.from({ length: perAppend }, (_, k) => ({
      type: 'PackageCreated',
      data: {
        packageId: randomUUID(),
        type: (['basic', 'advanced', 'comprehensive'] as const)[k % 3],
        name: `Package ${i}-${k}`,
        description: 'A package written for the rebuild benchmark, with a description of ordinary length.',
        pricePaise: 99_900 + k,
        features: ['One session', 'A test', 'A report'],
        highlighted: k % 2 === 0,
      },
      metadata: { at, role: 'system' },
    }));
    await store.appendToStream(`benchpackages-${i}`, events, { expectedRevision: 'no_stream' });
  }

  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  const result = await rebuildProjection({ db, log: store, projection: packagesProjection, context: { openPersonalData: async () => undefined } });
  if (result.events < total) throw new Error(`rebuild replayed ${result.events} of ${total} events`);

  // Baseline: the same rows, already computed, inserted straight into a table of the same shape in batches.
  const rows = (await db(packagesTable).select()).map((r: Record<string, unknown>) => ({ ...r, features: JSON.stringify(r.features) }));
  await db.raw(`create table bench_packages_copy (like ${packagesTable} including all)`);
  const started = performance.now();
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.transaction(async (trx) => {
      await trx('bench_packages_copy').insert(rows.slice(i, i + 1_000));
    });
  }
  const direct = rows.length / ((performance.now() - started) / 1000);
  await db.destroy();
  await store.close();

  return row({
    name: `projection rebuild (${total.toLocaleString('en-IN')} events)`,
    value: result.eventsPerSecond,
    unit: 'events/s',
    target: 20_000,
    better: 'higher',
    baseline: direct,
  });
}
