// What every `*Alone.ts` runner shares: an embedded PostgreSQL of its own in a fresh folder, the rows printed as the
// whole bench prints them, and everything removed after, whether the rows ran or failed.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../backend/src/main';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { seedDemoData } from '../seeds/src/demo';
import { printTable, type BenchRow } from './results';

export interface AloneRun {
  /** The run's own folder, for data folders beside the database's. */
  root: string;
  /** A new database on the run's PostgreSQL, as a connection string. */
  database(name: string): Promise<string>;
}

export async function runAlone(name: string, rows: (run: AloneRun) => Promise<BenchRow[]>): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), `margdarshak-bench-${name}-`));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
  try {
    const database = async (database: string) => {
      await server.createDatabase(database);
      return server.urlFor(database);
    };
    printTable(await rows({ root, database }));
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The product with the demo data in this process, on BENCH_PORT (a free port unless given), for the rows of `work`. */
export async function withDemoProduct(run: AloneRun, name: string, work: (appUrl: string) => Promise<BenchRow[]>): Promise<BenchRow[]> {
  const app = await main({
    mode: 'all',
    seed: seedDemoData,
    env: { NODE_ENV: 'test', PORT: process.env.BENCH_PORT ?? '0', DATA_DIR: path.join(run.root, 'app'), DATABASE_URL: await run.database(name), LOG_LEVEL: 'silent' },
  });
  try {
    return await work(app.url.replace('localhost', '127.0.0.1'));
  } finally {
    await app.stop();
  }
}
