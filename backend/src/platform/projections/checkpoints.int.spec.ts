// The checkpoints table: bigint positions that round-trip exactly, and an in-place migration from its first shape.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointsTable, ensureCheckpoint, migrateCheckpoints, readCheckpoints, resetCheckpoint, writeCheckpoint } from '@margdarshak/projections/checkpoints';
import { createTestDatabase } from '../../testing/testDatabase';

describe('projection checkpoints', () => {
  let db: Knex;

  beforeAll(async () => {
    db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 4 } });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("renames the first version's columns in place, keeping the positions", async () => {
    await db.raw(`create table ${checkpointsTable} (name text primary key, commit_position bigint not null, prepare_position bigint not null,
      updated_at timestamptz not null default now())`);
    await db(checkpointsTable).insert({ name: 'old', commit_position: '812', prepare_position: '40' });
    await migrateCheckpoints(db);
    await migrateCheckpoints(db); // idempotent
    expect((await readCheckpoints(db, ['old', 'new'])).get('old')).toEqual({ commit: 812n, prepare: 40n });
    const columns = await db('information_schema.columns')
      .where({ table_name: checkpointsTable, table_schema: db.raw('current_schema()') })
      .pluck('column_name');
    expect(columns.sort()).toEqual(['commit', 'failing_since', 'last_error', 'name', 'prepare', 'replay_requested_at', 'updated_at', 'version']);
  });

  it('stores positions up to the largest bigint exactly, and refuses larger ones rather than wrapping', async () => {
    await migrateCheckpoints(db);
    const largest = { commit: 2n ** 63n - 1n, prepare: 2n ** 62n + 12_345n };
    await ensureCheckpoint(db, 'wide');
    await db.transaction((trx) => writeCheckpoint(trx, 'wide', largest));
    expect((await readCheckpoints(db, ['wide'])).get('wide')).toEqual(largest);
    await expect(db.transaction((trx) => writeCheckpoint(trx, 'wide', { commit: 2n ** 63n, prepare: 0n }))).rejects.toThrow(/out of range/);
    await resetCheckpoint(db, 'wide');
    expect((await readCheckpoints(db, ['wide'])).get('wide')).toEqual({ commit: 0n, prepare: 0n });
  });
});
