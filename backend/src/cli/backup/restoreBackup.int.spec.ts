// The restore's positions when a sequence number was taken late by an older transaction (the log's head then has not
// the highest sequence): the restored log keeps both positions, and the next append neither collides nor sorts before.
import knex from 'knex';
import { afterAll, expect, it } from 'vitest';
import { comparePositions } from '@margdarshak/contracts/log';
import { loadConfig } from '../../platform/config';
import { createPostgresEventStore, migrateEventStore } from '../../platform/eventStore/postgres/postgresEventStore';
import { createFileStore } from '../../platform/files/fileStore';
import { freshTarget, scratchFolders } from '../../testing/backupTesting';
import { createTestDatabase } from '../../testing/testDatabase';
import { openBackup } from './openBackup';
import { migrateTarget } from './restoredProduct';
import { restoreBackup } from './restoreBackup';
import { writeBackup } from './writeBackup';

const folders = scratchFolders();
const backupKey = 'backup-key-for-the-spec-0002';
afterAll(() => folders.removeAll());

it('continues the sequence after the highest restored one, not after the head', async () => {
  const sourceUrl = await createTestDatabase();
  await migrateEventStore({ connectionString: sourceUrl });
  const source = knex({ client: 'pg', connection: sourceUrl, pool: { min: 0, max: 1 } });
  const xid = ((await source.raw('select pg_current_xact_id()::text as xid')).rows as { xid: string }[])[0]?.xid ?? '0';
  const at = { at: '2026-11-23T06:00:00.000Z' };
  // Transaction xid-2 took sequence 5 after transaction xid-1 took 4: in log order, 5 comes first.
  await source.raw(
    `insert into events (global_position, transaction_id, stream_name, stream_revision, event_id, type, data, metadata) values
      (5, (?::numeric - 2)::text::xid8, 'late-a', 0, gen_random_uuid(), 'Late', '{}', ?::jsonb),
      (4, (?::numeric - 1)::text::xid8, 'late-b', 0, gen_random_uuid(), 'Late', '{}', ?::jsonb)`,
    [xid, JSON.stringify(at), xid, JSON.stringify(at)],
  );
  await source.destroy();
  const dir = `${await folders.make('backup')}/late`;
  const dataDir = await folders.make('source-data');
  const manifest = await writeBackup(
    { databaseUrl: sourceUrl, files: createFileStore(`${dataDir}/uploads`), auditDigestDir: `${dataDir}/audit`, serverSecret: 's'.repeat(32), carryServerSecret: false },
    dir,
    backupKey,
  );
  expect(manifest.head).toEqual({ commit: String(BigInt(xid) - 1n), prepare: '4' });

  const target = await freshTarget(folders);
  const config = loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, SERVER_SECRET: 's'.repeat(32) });
  const db = knex({ client: 'pg', connection: target.databaseUrl, pool: { min: 0, max: 2 } });
  const store = createPostgresEventStore({ connectionString: target.databaseUrl });
  try {
    await restoreBackup(
      { databaseUrl: target.databaseUrl, files: createFileStore(`${target.dataDir}/uploads`), auditDigestDir: config.auditDigestDir, migrate: () => migrateTarget(db, target.databaseUrl, config) },
      await openBackup(dir, backupKey),
    );
    // Set to the highest: the next append takes 6 at its first try (a collision would only be retried by the adapter).
    const sequence = await db.raw('select last_value::text as value from events_global_position_seq');
    expect(sequence.rows[0]?.value).toBe('5');
    const { position } = await store.appendToStream('after-restore', [{ type: 'Appended', data: {}, metadata: at }]);
    expect(position.prepare).toBe(6n);
    expect(comparePositions(position, { commit: BigInt(xid) - 1n, prepare: 4n })).toBe(1);
  } finally {
    await store.close();
    await db.destroy();
  }
});
