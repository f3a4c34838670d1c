// (a) Single-event appends from concurrent writers, against plain single-row INSERTs into a table of the same shape.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, migrateEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { row, type BenchRow } from './results';

const writers = 8;
const seconds = 4;

export async function benchAppends(databaseUrl: string): Promise<BenchRow[]> {
  await migrateEventStore({ connectionString: databaseUrl });
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const metadata = { at: new Date().toISOString(), role: 'system' as const };
  const data = { name: 'Bench package', description: 'x'.repeat(80), pricePaise: 99_900 };
  const appends = await forDuration(async (writer, i) => {
    await store.appendToStream(`bench-${writer}-${i}`, [{ type: 'BenchEvent', data, metadata }], { expectedRevision: 'no_stream' });
  });
  await store.close();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers });
  await pool.query(`create table if not exists bench_plain_events (
    sequence bigserial primary key, stream_name text not null, stream_revision bigint not null, event_id uuid not null,
    type text not null, data jsonb not null, metadata jsonb not null, created_at timestamptz not null default now(),
    unique (stream_name, stream_revision))`);
  const inserts = await forDuration(async (writer, i) => {
    await pool.query('insert into bench_plain_events (stream_name, stream_revision, event_id, type, data, metadata) values ($1, 0, $2, $3, $4, $5)', [
      `bench-${writer}-${i}`,
      randomUUID(),
      'BenchEvent',
      data,
      metadata,
    ]);
  });
  await pool.end();

  return row({
    name: `event appends/s (${writers} writers, 1 event each)`,
    value: appends,
    unit: 'events/s',
    target: null,
    better: 'higher',
    baseline: inserts,
    ratioTarget: 0.5,
  });
}

/** Runs `writers` loops of `operation` for a fixed time and answers operations per second. */
async function forDuration(operation: (writer: number, i: number) => Promise<void>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await operation(writer, i);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}
