// The product as `npm start` runs it (one process: embedded PostgreSQL, projectors, processors, API, demo data), on a
// data folder of the caller's, started and killed for real; or, with `entry: 'backend/src/cli/serve.ts'`, as production runs
// it, on the DATABASE_URL the caller gives.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Set by the integration tests' global setup once it has built the backend from today's sources: `npm start`'s process
 * then runs as built JavaScript (backend/dist/start.mjs), as production runs, and a restart takes about 2.6 s of CPU
 * instead of 6.5 s through tsx (measured on this machine), which the crash specs pay at every kill.
 */
export const builtBackendVariable = 'MARGDARSHAK_BACKEND_BUILT';

export interface ProductProcess {
  url: string;
  /** The process's id (a bench reads its CPU time). */
  pid: number | undefined;
  /** SIGKILL: no shutdown of any kind (its embedded PostgreSQL is left running, as after a real crash of the app). */
  kill(): Promise<void>;
  /** Ctrl-C (or SIGTERM): the orderly shutdown, the database included; resolves with how the process exited. */
  stop(signal?: 'SIGINT' | 'SIGTERM'): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed (stdout and stderr together, the last 20,000 characters). */
  output(): string;
}

interface StartOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** The script the process runs, from the repository's root (main.ts only in copies from before cli/serve.ts). */
  entry?: 'seeds/src/start.ts' | 'backend/src/cli/serve.ts' | 'backend/src/main.ts' | 'backend/dist/start.mjs' | 'backend/dist/serve.mjs';
  /** The repository's root (another copy of the code, for a comparison); this one's by default. */
  root?: string;
  /** After the entry, e.g. `['--mode', 'api']`. */
  args?: string[];
  /** Ready once the process prints this (a projector serves no HTTP), rather than once /api/health/ready answers. */
  readyLine?: string;
  /**
   * Started in a process group of its own, as a shell starts `npm start`; stop() then signals the whole group, as Ctrl-C
   * in a terminal does (the embedded server included, unless it keeps a group of its own).
   */
  asTerminalJob?: boolean;
}

const npmStart = () => (process.env[builtBackendVariable] ? 'backend/dist/start.mjs' : 'seeds/src/start.ts');

/** Node's arguments for one of our scripts: its built JavaScript once the global setup built it, else its source through tsx. */
export const scriptArgs = (source: string, built: string): string[] => (process.env[builtBackendVariable] ? [built] : ['--import', 'tsx', source]);

export async function startProduct({ dataDir, port, env = {}, entry = npmStart(), root = repoRoot, args: extra = [], readyLine, asTerminalJob = false }: StartOptions): Promise<ProductProcess> {
  const url = `http://127.0.0.1:${port}`;
  // `node --import tsx`, not `npx tsx`: one process, so a kill kills the product and no wrapper survives it. The built
  // output (`npm run build`) runs on plain node, as production runs it.
  const args = [...(entry.endsWith('.mjs') ? [entry] : ['--import', 'tsx', entry]), ...extra];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development', REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: asTerminalJob,
  });
  let output = '';
  let sawReadyLine = false;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (readyLine && (output.slice(-readyLine.length) + text).includes(readyLine)) sawReadyLine = true;
    output = (output + text).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The product exited while starting:\n${output}`);
    const ready =
      sawReadyLine ||
      (!readyLine &&
        (await fetch(`${url}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )));
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product was not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop(signal = 'SIGINT') {
      if (asTerminalJob && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
      return exited;
    },
    output: () => output,
  };
}
