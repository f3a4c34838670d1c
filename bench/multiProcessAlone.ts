// Runs the multi-process bookings row alone (`npm run build && npx tsx bench/multiProcessAlone.ts`): one embedded
// PostgreSQL of its own, a database for the single process and one for the two API processes and the projector.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { benchMultiProcessBookings } from './multiProcessBookings';
import { printTable } from './results';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-multiproc-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
try {
  const database = async (name: string) => {
    await server.createDatabase(name);
    return server.urlFor(name);
  };
  printTable(await benchMultiProcessBookings(database, root));
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
