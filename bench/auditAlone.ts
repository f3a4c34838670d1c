// Runs the audit's benchmark rows alone (`npx tsx bench/auditAlone.ts`), on an embedded PostgreSQL of its own.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { benchAudit } from './audit';
import { printTable } from './results';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-audit-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
try {
  await server.createDatabase('bench_audit');
  printTable(await benchAudit(server.urlFor('bench_audit'), path.join(root, 'audit')));
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
