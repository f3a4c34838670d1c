// What the backup and restore specs share: the two commands as child processes (as an operator runs them), scratch
// folders removed afterwards, a fresh target, rows to compare, and appends that go on while a backup runs.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { projections } from '@margdarshak/projections/registry';
import type { EventStore } from '../platform/eventStore/eventStore';
import { scriptArgs } from './productProcess';
import { createTestDatabase } from './testDatabase';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- <dir>` (built, or through tsx as the script does) with the given settings. */
export function runBackupCommand(command: 'backup' | 'restore', dir: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...scriptArgs(`backend/src/cli/${command}.ts`, `backend/dist/${command}.mjs`), dir],
      { cwd: root, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** New folders under the system's temporary one, all removed by `removeAll`. */
export function scratchFolders() {
  const made: string[] = [];
  return {
    async make(name: string) {
      const folder = await mkdtemp(path.join(tmpdir(), `margdarshak-${name}-`));
      made.push(folder);
      return folder;
    },
    async removeAll() {
      for (const folder of made) await rm(folder, { recursive: true, force: true });
    },
  };
}

/** An empty database and data folder to restore into. */
export async function freshTarget(folders: ReturnType<typeof scratchFolders>) {
  const databaseUrl = await createTestDatabase();
  const dataDir = await folders.make('restored');
  return { databaseUrl, dataDir, env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } };
}

/** A table's rows as JSON text, in one order. */
export const rowsOf = async (db: Knex, table: string) => ((await db.raw(`select to_jsonb(t)::text as row from ${table} t order by 1`)) as { rows: { row: string }[] }).rows.map((r) => r.row);

/** Every read model table with its rows, to compare two databases with. */
export async function readModelRows(db: Knex) {
  const tables: { table: string; rows: string[] }[] = [];
  for (const projection of projections) for (const table of projection.tables) tables.push({ table, rows: await rowsOf(db, table) });
  return tables;
}

/** Appends to streams no read model follows until stopped: the product keeps writing while the backup runs. */
export function keepAppending(eventStore: EventStore, at: Date) {
  let stopped = false;
  let appended = 0;
  const done = (async () => {
    while (!stopped) {
      await eventStore.appendToStream(`backup-noise-${appended % 7}`, [{ type: 'BackupNoise', data: { n: appended }, metadata: { at: at.toISOString() } }]);
      appended++;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return appended;
    },
  };
}
