// HTTP load with autocannon in a child process (so the load generator does not share the server's event loop), asking for
// compressed bodies as browsers do,
// loopback only, bounded in time.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The cores autocannon runs on, as taskset lists them (bench/cores.ts); absent, wherever the system puts it. */
  cores?: string;
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`Load tests target loopback only, not ${url}`);
  const headers = Object.entries({ 'accept-encoding': 'gzip, deflate, br', ...options.headers }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [autocannonCli, '--json', '-c', String(options.connections), '-d', String(options.seconds), ...headers, url];
  const { cores } = options;
  const [command, commandArgs] = cores === undefined ? [process.execPath, args] : ['taskset', ['-c', cores, process.execPath, ...args]];
  const { stdout } = await run(command, commandArgs, { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; timeouts: number; non2xx: number };
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
