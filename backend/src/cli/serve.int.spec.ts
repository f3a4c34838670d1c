// The backend as production runs it: built to JavaScript by `npm run build` (scripts/buildBackend.mjs; the test run's
// global setup builds it) and started with plain node, no TypeScript loader, on an external database. The image prunes
// development packages after the build, so the built code must import only production dependencies.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../platform/freePort';
import { type ProductProcess, startProduct } from '../testing/productProcess';
import { createTestDatabase } from '../testing/testDatabase';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const workspaces = ['backend', 'contracts', 'projections', 'seeds', 'frontend'];

interface Metafile {
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** `zod/mini` → `zod`, `@koa/router/x` → `@koa/router`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the built backend', () => {
  let product: ProductProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-built-'));

  beforeAll(async () => {
    product = await startProduct({
      entry: 'backend/dist/serve.mjs',
      dataDir,
      port: await freePort(),
      env: { NODE_ENV: 'test', DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'warn' },
    });
  });

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports only packages production installs, and never the TypeScript loader', () => {
    const meta = JSON.parse(readFileSync(path.join(root, 'backend/dist/meta.json'), 'utf8')) as Metafile;
    const imported = new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !entry.path.startsWith('node:'))
        .map((entry) => packageOf(entry.path)),
    );
    const production = new Set(
      workspaces.flatMap((workspace) => Object.keys((JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {})),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !production.has(name))).toEqual([]);
    expect(imported.has('tsx')).toBe(false);
    for (const entry of ['serve.mjs', 'start.mjs', 'pdfWorker.mjs', 'audit.mjs', 'backup.mjs', 'restore.mjs', 'rebuildProjections.mjs', 'replayParked.mjs']) {
      expect(existsSync(path.join(root, 'backend/dist', entry))).toBe(true);
    }
  });

  it('serves the API, the server-rendered pages and a sign-up from plain node', async () => {
    const ready = await fetch(`${product.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    const page = await fetch(`${product.url}/packages`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    // A sign-up hashes the password with argon2 (a native module) and appends through the event store.
    const email = `built-${Date.now()}@example.in`;
    const signUp = await fetch(`${product.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: product.url },
      body: JSON.stringify({ email, password: 'a long built password 42', role: 'student', name: 'Built Student' }),
    });
    expect(signUp.status).toBe(201);
  });

  it('stops in order on Ctrl-C, exiting 0', async () => {
    expect(await product.stop()).toEqual({ code: 0, signal: null });
  });
});
