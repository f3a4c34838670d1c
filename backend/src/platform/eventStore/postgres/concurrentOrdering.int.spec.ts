// The subscriber-safety property of the PostgreSQL log: with many writers whose transactions commit out of sequence
// order, a subscriber reading concurrently from the start sees every event exactly once, each stream in revision order.
// (A reader that follows the sequence alone, `where global_position > last order by global_position`, fails this: it
// skips the events of a transaction that took a lower sequence but committed after the reader moved past it.)
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '@margdarshak/contracts/log';
import { createTestDatabase } from '../../../testing/testDatabase';
import { WrongExpectedRevisionError, type EventStore } from '../eventStore';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';

// Test-only: an append whose first event carries holdMs keeps its transaction open that long after taking its sequence.
const holdAppendsOpen = `
create or replace function hold_append_open() returns trigger language plpgsql as $$
begin
  perform pg_sleep((new.data->>'holdMs')::int / 1000.0);
  return null;
end $$;
create or replace trigger hold_append_open after insert on events
  for each row when ((new.data->>'holdMs') is not null) execute function hold_append_open();`;

interface PlannedAppend {
  stream: number;
  events: number;
  delayMs: number;
  holdMs: number;
  /** 'exact' reads the stream and appends at its revision, retrying on conflict, as the command handler does. */
  mode: 'any' | 'exact';
}

const plannedAppend: fc.Arbitrary<PlannedAppend> = fc.record({
  stream: fc.integer({ min: 0, max: 4 }),
  events: fc.integer({ min: 1, max: 3 }),
  delayMs: fc.integer({ min: 0, max: 15 }),
  holdMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
  mode: fc.constantFrom<PlannedAppend['mode']>('any', 'exact'),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function append(store: EventStore, streamName: string, ids: string[], { holdMs, mode }: PlannedAppend) {
  const events = ids.map((id, i) => ({ id, type: 'Raced', data: i === 0 && holdMs > 0 ? { i, holdMs } : { i }, metadata: { at: new Date().toISOString() } }));
  for (let attempt = 1; ; attempt++) {
    const expectedRevision = mode === 'any' ? 'any' : ((await store.readStream(streamName)).at(-1)?.revision ?? 'no_stream');
    try {
      return await store.appendToStream(streamName, events, { expectedRevision });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt === 50) throw error;
    }
  }
}

describe('PostgreSQL log under concurrent writers', () => {
  let url: string;
  let writers: EventStore;

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(holdAppendsOpen);
    await admin.end();
    writers = createPostgresEventStore({ connectionString: url, poolSize: 16 });
  });
  afterAll(() => writers.close());

  it('never lets a subscriber skip, repeat or reorder events, even when transactions commit out of sequence order', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(plannedAppend, { minLength: 5, maxLength: 20 }), fc.integer({ min: 1, max: 5 }), async (plan, batchSize) => {
        const prefix = `race${++run}-`;
        const appended = plan.map((p) => Array.from({ length: p.events }, () => randomUUID()));
        const expected = new Set(appended.flat());
        const reader = createPostgresEventStore({ connectionString: url, pollIntervalMs: 5, poolSize: 2 });
        const controller = new AbortController();
        const everything: RecordedEvent[] = [];
        const seen: RecordedEvent[] = [];
        const subscriber = (async () => {
          for await (const batch of reader.subscribeToAll({ batchSize, signal: controller.signal })) {
            everything.push(...batch);
            seen.push(...batch.filter((e) => e.streamName.startsWith(prefix)));
            if (seen.length >= expected.size) controller.abort();
          }
        })();

        try {
          await Promise.all(
            plan.map(async (p, n) => {
              await sleep(p.delayMs);
              await append(writers, `${prefix}${p.stream}`, appended[n] ?? [], p);
            }),
          );
        } finally {
          // Everything is committed now; a subscriber that has not seen it all within 3 s has skipped something.
          const giveUp = setTimeout(() => controller.abort(), 3_000);
          await subscriber;
          clearTimeout(giveUp);
          await reader.close();
        }

        expect(seen.map((e) => e.id).sort()).toEqual([...expected].sort());
        for (let stream = 0; stream < 5; stream++) {
          const revisions = seen.filter((e) => e.streamName === `${prefix}${stream}`).map((e) => e.revision);
          expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
        }
        everything.slice(1).forEach((e, i) => {
          expect(comparePositions(everything[i]?.position ?? e.position, e.position)).toBe(-1);
        });
      }),
      // A failing run waits out giveUp, so shrinking would outlast the test's timeout: report the first counterexample.
      { numRuns: 12, endOnFailure: true },
    );
  });
});
