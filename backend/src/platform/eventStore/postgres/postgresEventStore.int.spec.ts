import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../testing/testDatabase';
import { runEventStoreContract } from '../eventStoreContract';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';

async function freshStore(connectionString: string) {
  await migrateEventStore({ connectionString });
  return createPostgresEventStore({ connectionString, pollIntervalMs: 20 });
}

runEventStoreContract('PostgreSQL', async () => {
  const store = await freshStore(await createTestDatabase());
  return { store, cleanup: () => store.close() };
});

describe('PostgreSQL events table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database level', async () => {
    const url = await createTestDatabase();
    const store = await freshStore(url);
    await store.appendToStream('immutable-1', [{ type: 'A', data: {}, metadata: { at: new Date().toISOString() } }]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await expect(client.query("update events set type = 'B'")).rejects.toThrow(/immutable/);
    await expect(client.query('delete from events')).rejects.toThrow(/immutable/);
    await expect(client.query('truncate events')).rejects.toThrow(/immutable/);
    const { rows } = await client.query<{ type: string }>('select type from events');
    expect(rows).toEqual([{ type: 'A' }]);
    await client.end();
    await store.close();
  });

  it('migrates twice without harm', async () => {
    const url = await createTestDatabase();
    await migrateEventStore({ connectionString: url });
    await expect(migrateEventStore({ connectionString: url })).resolves.toBeUndefined();
  });
});
