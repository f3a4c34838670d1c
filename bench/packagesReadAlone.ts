// Runs the GET /api/packages row alone (`npx tsx bench/packagesReadAlone.ts`, after `npm run build`): one embedded
// PostgreSQL and one product with the demo data, on BENCH_PORT (a free port unless given).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../backend/src/main';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { seedDemoData } from '../seeds/src/demo';
import { benchPackagesRead } from './packagesRead';
import { printTable } from './results';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-packages-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
try {
  await server.createDatabase('bench_packages');
  const app = await main({
    mode: 'all',
    seed: seedDemoData,
    env: { NODE_ENV: 'test', PORT: process.env.BENCH_PORT ?? '0', DATA_DIR: path.join(root, 'app'), DATABASE_URL: server.urlFor('bench_packages'), LOG_LEVEL: 'silent' },
  });
  try {
    printTable(await benchPackagesRead(app.url.replace('localhost', '127.0.0.1')));
  } finally {
    await app.stop();
  }
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
