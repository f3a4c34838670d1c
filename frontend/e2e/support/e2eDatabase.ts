// The e2e server's own PostgreSQL and its operator command, for specs that play a database owner behind the product's
// back (changing the log around its immutability trigger) and then run `npm run audit -- verify` as an operator would.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../../../backend/src/platform/db/connect';
import { E2E_DATA_DIR } from './e2eServer';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export async function e2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = embeddedDatabaseUrl(E2E_DATA_DIR);
  if (!url) throw new Error(`No embedded PostgreSQL runs on ${E2E_DATA_DIR}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Sets one field of a stored event's data around the trigger, leaving its hash; answers the data it had. */
export const forgeEventData = (streamName: string, revision: number, field: string, value: unknown): Promise<unknown> =>
  e2eDatabase(async (client) => {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ data: unknown }>('select data from events where stream_name = $1 and stream_revision = $2', [streamName, revision]);
      await client.query('alter table events disable trigger events_immutable');
      await client.query('update events set data = jsonb_set(data, $3::text[], $4::jsonb) where stream_name = $1 and stream_revision = $2', [
        streamName,
        revision,
        `{${field}}`,
        JSON.stringify(value),
      ]);
      await client.query('alter table events enable trigger events_immutable');
      await client.query('commit');
      return rows[0]?.data;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });

/** Puts a stored event's data back as it was. */
export const restoreEventData = (streamName: string, revision: number, data: unknown): Promise<void> =>
  e2eDatabase(async (client) => {
    await client.query('begin');
    await client.query('alter table events disable trigger events_immutable');
    await client.query('update events set data = $3::jsonb where stream_name = $1 and stream_revision = $2', [streamName, revision, JSON.stringify(data)]);
    await client.query('alter table events enable trigger events_immutable');
    await client.query('commit');
  });

const run = promisify(execFile);

/** `npm run audit -- verify --no-read-models` on the e2e server's data: its exit code and what it printed. */
export async function auditVerify(): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'backend/src/cli/audit.ts', 'verify', '--no-read-models'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      timeout: 120_000,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '' };
  }
}
