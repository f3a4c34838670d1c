// One embedded PostgreSQL per test run; each spec file makes its own database on it (see testDatabase.ts). And one
// temporary folder per run: every spec's (and every process it starts') os.tmpdir() is inside it, through TMPDIR, so the
// run leaves the system's temporary folder as it found it, whatever a spec forgets or a failure skips. And the backend
// built once (scripts/buildBackend.mjs): the specs that start the product as a process run the built JavaScript.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embeddedPostgres';
import { builtBackendVariable } from './productProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Made before the workers start, so they and the processes they spawn inherit TMPDIR. */
function runTemporaryFolder(): () => void {
  const outer = process.env.TMPDIR;
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-run-'));
  chmodSync(root, 0o755); // the postgres user must enter it when tests run as root
  process.env.TMPDIR = root;
  return () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(root, { recursive: true, force: true });
  };
}

/**
 * Built from today's sources before any spec runs (about a second), and announced to the workers and the processes they
 * start, so none of them rebuilds it while another runs it.
 */
function buildBackend(): void {
  if (process.env[builtBackendVariable]) return; // built by the other integration project's setup in this run
  execFileSync(process.execPath, ['scripts/buildBackend.mjs'], { cwd: fileURLToPath(new URL('../../../', import.meta.url)), stdio: 'pipe' });
  process.env[builtBackendVariable] = '1';
}

export default async function setup(project: TestProject) {
  const removeTemporaryFolder = runTemporaryFolder();
  buildBackend();
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return removeTemporaryFolder;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-test-pg-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'data'), durable: false });
  project.provide('postgresAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    removeTemporaryFolder();
  };
}
