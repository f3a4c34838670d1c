// Runs the chat fan-out rows alone (`npx tsx bench/chatAlone.ts`): one embedded PostgreSQL and one product process of
// their own, no demo data.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { rowsInOwnProcess } from './ownProcess';
import { printTable } from './results';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-chat-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
try {
  await server.createDatabase('bench_chat');
  printTable(await rowsInOwnProcess(new URL('./chatProcess.ts', import.meta.url), [server.urlFor('bench_chat'), path.join(root, 'app')]));
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
