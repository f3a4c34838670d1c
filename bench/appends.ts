// (a) Single-event appends from concurrent writers, against plain single-row INSERTs into a table of the same shape.
// The two are measured in alternating rounds, so that a neighbour's load on a shared machine falls on both alike: run
// one after the other, the same code's ratio moved between 0.44 and 0.85 from run to run (record 0157).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, migrateEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { row, type BenchRow } from './results';

const writers = 8;
const seconds = 4;
const rounds = 8;

export async function benchAppends(databaseUrl: string): Promise<BenchRow[]> {
  await migrateEventStore({ connectionString: databaseUrl });
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers });
  await pool.query(`create table if not exists bench_plain_events (
    sequence bigserial primary key, stream_name text not null, stream_revision bigint not null, event_id uuid not null,
    type text not null, data jsonb not null, metadata jsonb not null, created_at timestamptz not null default now(),
    unique (stream_name, stream_revision))`);
  const metadata = { at: new Date().toISOString(), role: 'system' as const };
  const data = { name: 'Bench package', description: 'x'.repeat(80), pricePaise: 99_900 };
  let streams = 0;
  const append = async () => {
    await store.appendToStream(`bench-${streams++}`, [{ type: 'BenchEvent', data, metadata }], { expectedRevision: 'no_stream' });
  };
  const insert = async () => {
    await pool.query('insert into bench_plain_events (stream_name, stream_revision, event_id, type, data, metadata) values ($1, 0, $2, $3, $4, $5)', [
      `bench-${streams++}`,
      randomUUID(),
      'BenchEvent',
      data,
      metadata,
    ]);
  };
  const appends = { count: 0, ms: 0 };
  const inserts = { count: 0, ms: 0 };
  for (let round = 0; round < rounds; round++) {
    const both = [
      [append, appends],
      [insert, inserts],
    ] as const;
    for (const [operation, total] of round % 2 === 0 ? both : [...both].reverse()) {
      const { count, ms } = await forDuration(operation, (seconds * 1000) / rounds);
      total.count += count;
      total.ms += ms;
    }
  }
  await store.close();
  await pool.end();

  return row({
    name: `event appends/s (${writers} writers, 1 event each)`,
    value: appends.count / (appends.ms / 1000),
    unit: 'events/s',
    target: null,
    better: 'higher',
    baseline: inserts.count / (inserts.ms / 1000),
    ratioTarget: 0.7,
  });
}

/** Runs `writers` loops of `operation` for `ms` and answers how many finished and how long they took. */
async function forDuration(operation: () => Promise<void>, ms: number): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  const deadline = started + ms;
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        await operation();
        count++;
      }
    }),
  );
  return { count, ms: performance.now() - started };
}
