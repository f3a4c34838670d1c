// The subscriber-safety property of the PostgreSQL log: with writers whose transactions commit out of sequence order,
// a subscriber reading concurrently sees every event exactly once, and each stream in revision order.
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { createTestDatabase } from '../../../testing/testDatabase';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';

const metadata = { at: '2026-11-23T10:00:00.000Z' };

/** An append inside an explicit transaction that stays open for `holdMs` after inserting, so it commits late. */
async function slowAppend(pool: pg.Pool, stream: string, n: number, holdMs: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select * from append_events($1, -2, array[gen_random_uuid()], array['E'], array[$2::jsonb], array[$3::jsonb])", [
      stream,
      JSON.stringify({ n }),
      JSON.stringify(metadata),
    ]);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('PostgreSQL log ordering under concurrent writers', () => {
  it('never lets a subscriber skip or repeat an event that commits late', async () => {
    const url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    const writers = new pg.Pool({ connectionString: url, max: 12 });
    let run = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ stream: fc.integer({ min: 0, max: 5 }), holdMs: fc.integer({ min: 0, max: 25 }) }), { minLength: 5, maxLength: 40 }),
        async (appends) => {
          run++;
          const store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 5 });
          const prefix = `ordering${run}`;
          const expected = appends.length;
          const controller = new AbortController();
          const seen: RecordedEvent[] = [];
          const start = (await store.readAll({ maxCount: 1_000_000 })).at(-1)?.position;
          const subscriber = (async () => {
            for await (const batch of store.subscribeToAll({ ...(start ? { after: start } : {}), batchSize: 3, signal: controller.signal })) {
              seen.push(...batch.filter((e) => e.streamName.startsWith(prefix)));
              if (seen.length >= expected) controller.abort();
            }
          })();
          // Appends to one stream follow each other (as a command handler's would); streams race each other.
          const tails = new Map<number, Promise<void>>();
          appends.forEach(({ stream, holdMs }, n) => {
            const previous = tails.get(stream) ?? new Promise((resolve) => setTimeout(resolve, n % 5));
            tails.set(stream, previous.then(() => slowAppend(writers, `${prefix}-${stream}`, n, holdMs)));
          });
          await Promise.all(tails.values());
          const timeout = setTimeout(() => controller.abort(), 5_000);
          await subscriber;
          clearTimeout(timeout);
          await store.close();

          expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
          expect(seen).toHaveLength(expected);
          for (let s = 0; s < 6; s++) {
            const revisions = seen.filter((e) => e.streamName === `${prefix}-${s}`).map((e) => e.revision);
            expect(revisions).toEqual([...revisions].sort((a, b) => (a < b ? -1 : 1)));
          }
        },
      ),
      { numRuns: 15 },
    );
    await writers.end();
  });
});
