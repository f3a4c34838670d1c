// A log restored with transaction ids far ahead of its new cluster's counter (as a backup from a busy cluster is): with
// the shift, readers see the restored events and a new append sorts after them; without it, neither would hold.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { comparePositions, startOfLog } from '@margdarshak/contracts/log';
import { logSettler } from '../../../testing/logVisibility';
import { createTestDatabase } from '../../../testing/testDatabase';
import type { EventStore } from '../eventStore';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';
import { moveTransactionIdsPast } from './restoredPositions';

let url: string;
let store: EventStore;
let pool: pg.Pool;
/** Other spec files' open transactions on the shared server may hide what was just written, for a moment. */
const settled = () => logSettler(pool)();
const metadata = { at: '2026-11-23T06:00:00.000Z' };

beforeAll(async () => {
  url = await createTestDatabase();
  await migrateEventStore({ connectionString: url });
  store = createPostgresEventStore({ connectionString: url, pollIntervalMs: 10 });
  pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
});

it('reads events restored ahead of the counter, and appends after them', async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ahead: bigint;
  try {
    await client.query('begin');
    const { rows } = await client.query<{ current: string }>('select pg_current_xact_id()::text as current');
    ahead = BigInt(rows[0]?.current ?? '0') + 5_000_000_000n; // past the next epoch, too
    await client.query(
      `insert into events (global_position, transaction_id, stream_name, stream_revision, event_id, type, data, metadata)
       values (7, $1::text::xid8, 'restored-1', 0, gen_random_uuid(), 'Restored', '{}', $3), (9, $2::text::xid8, 'restored-1', 1, gen_random_uuid(), 'Restored', '{}', $3)`,
      [String(ahead - 10n), String(ahead), JSON.stringify(metadata)],
    );
    await client.query(`select setval(pg_get_serial_sequence('events', 'global_position'), 9)`);
    expect(await moveTransactionIdsPast(client, ahead)).toBeGreaterThan(4_999_000_000n);
    await client.query('commit');
  } finally {
    await client.end();
  }

  await settled();
  const restored = await store.readAll({ after: startOfLog, maxCount: 10 });
  expect(restored.map((e) => [e.streamName, e.revision, e.position])).toEqual([
    ['restored-1', 0n, { commit: ahead - 10n, prepare: 7n }],
    ['restored-1', 1n, { commit: ahead, prepare: 9n }],
  ]);
  const { position } = await store.appendToStream('after-restore', [{ type: 'Appended', data: {}, metadata }]);
  expect(comparePositions(position, { commit: ahead, prepare: 9n })).toBe(1);
  await settled();
  expect((await store.readAll({ after: { commit: ahead, prepare: 9n }, maxCount: 10 })).map((e) => e.streamName)).toEqual(['after-restore']);
  expect(await store.headPosition()).toEqual(position);
});

it('changes nothing when the counter is past the restored ids already', async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    expect(await moveTransactionIdsPast(client, 1n)).toBe(0n);
    await client.query('rollback');
  } finally {
    await client.end();
  }
});
