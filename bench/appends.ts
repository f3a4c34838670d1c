// (a) Single-event appends from concurrent writers, against plain single-row INSERTs into a table of the same shape: each
// append starts a stream (the row with the target), or adds to the writer's own stream at the revision it expects (no
// target: docs/decisions/0168 says why the two differ).
// They are measured in alternating rounds, so that a neighbour’s load on a shared machine falls on all alike: run
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
  // Each writer's own stream, and the revision it last wrote.
  const own = Array.from({ length: writers }, () => ({ stream: `bench-own-${randomUUID()}`, revision: undefined as bigint | undefined }));
  const appendToOwn = async (writer: number) => {
    const mine = own[writer];
    if (!mine) throw new Error(`no stream for writer ${writer}`);
    const { nextExpectedRevision } = await store.appendToStream(mine.stream, [{ type: 'BenchEvent', data, metadata }], { expectedRevision: mine.revision ?? 'no_stream' });
    mine.revision = nextExpectedRevision;
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
  const ownAppends = { count: 0, ms: 0 };
  const inserts = { count: 0, ms: 0 };
  for (let round = 0; round < rounds; round++) {
    const all = [
      [append, appends],
      [insert, inserts],
      [appendToOwn, ownAppends],
    ] as const;
    for (const [operation, total] of round % 2 === 0 ? all : [...all].reverse()) {
      const { count, ms } = await forDuration(operation, (seconds * 1000) / rounds);
      total.count += count;
      total.ms += ms;
    }
  }
  await store.close();
  await pool.end();

  const baseline = inserts.count / (inserts.ms / 1000);
  return [
    ...row({ name: `event appends/s (${writers} writers, 1 event each)`, value: appends.count / (appends.ms / 1000), unit: 'events/s', target: null, better: 'higher', baseline, ratioTarget: 0.7 }),
    ...row({
      name: `event appends/s to existing streams (${writers} writers, 1 event each at the expected revision)`,
      value: ownAppends.count / (ownAppends.ms / 1000),
      unit: 'events/s',
      target: null,
      better: 'higher',
      baseline,
    }),
  ];
}

/** Runs `writers` loops of `operation` for `ms` and answers how many finished and how long they took. */
async function forDuration(operation: (writer: number) => Promise<void>, ms: number): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  const deadline = started + ms;
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        await operation(writer);
        count++;
      }
    }),
  );
  return { count, ms: performance.now() - started };
}
