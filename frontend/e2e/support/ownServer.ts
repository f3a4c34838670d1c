// A product server of a spec's own (`npm start`'s entry on its own port and data folder), for specs that stop and start
// the server mid-way: the suite's shared server is Playwright's and cannot be restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAdmin } from './demoAdmin';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface OwnServer {
  url: string;
  restart(): Promise<void>;
  /** Stops it for good and removes its data folder. */
  stop(): Promise<void>;
}

async function ready(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output.join('')}`);
    const answer = await fetch(`${url}/api/packages`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start in time:\n${output.join('')}`);
}

/** Starts the server on `port` with a fresh data folder; restart() stops it (SIGTERM) and starts it on the same data. */
export async function startOwnServer(port: number, name: string): Promise<OwnServer> {
  const dataDir = path.join('.data-e2e', name);
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'seeds/src/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', PUBLIC_URL: url, DEMO_ADMIN_EMAIL: demoAdmin.email, DEMO_ADMIN_PASSWORD: demoAdmin.password, LOG_LEVEL: 'warn', TEST_CLOCK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await ready(url, child, output);
  };
  const folder = path.join(repoRoot, dataDir);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return {
    url,
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
