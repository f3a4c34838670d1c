import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testDatabase';

describe('test database', () => {
  it('is a real, empty PostgreSQL 18 database', async () => {
    const client = new pg.Client({ connectionString: await createTestDatabase() });
    await client.connect();
    const { rows } = await client.query<{ version: string; tables: string }>(
      "select current_setting('server_version') as version, (select count(*) from information_schema.tables where table_schema = 'public') as tables",
    );
    await client.end();
    expect(rows[0]?.version).toMatch(/^18\./);
    expect(Number(rows[0]?.tables)).toBe(0);
  });
});
