// One embedded PostgreSQL per test run; each spec file makes its own database on it (see testDatabase.ts).
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embeddedPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-test-pg-'));
  chmodSync(root, 0o755); // the postgres user must enter it when tests run as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'data'), durable: false });
  project.provide('postgresAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
