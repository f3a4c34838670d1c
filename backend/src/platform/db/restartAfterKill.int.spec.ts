// `npm start` killed with SIGKILL starts again on the same data folder: the orphaned database is stopped, nothing
// acknowledged is lost, and the demo data is not seeded twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptArgs } from '../../testing/productProcess';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-restart-'));
chmodSync(dataDir, 0o755);
const port = 3400 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

function start(): Promise<ChildProcess> {
  const started = spawn(process.execPath, scriptArgs('seeds/src/start.ts', 'backend/dist/start.mjs'), {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Margdarshak is running')) resolve(started);
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', onData);
    started.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a killed npm start', () => {
  it('comes back on the same data folder with everything it acknowledged, seeded once', async () => {
    child = await start();
    const email = `kept-${Date.now()}@example.in`;
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', role: 'student' }),
    });
    expect(registered.status).toBe(201);

    const killed = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await killed;

    child = await start();
    const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'secret-123' }) });
    expect(login.status).toBe(200);
    const packages = (await (await fetch(`${url}/api/packages`)).json()) as { type: string }[];
    expect(packages.map((p) => p.type)).toEqual(['basic', 'advanced', 'comprehensive']);
  }, 90_000);
});
