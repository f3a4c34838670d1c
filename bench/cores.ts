// Side-by-side HTTP rows on a two-core machine: the servers (this process, every thread) on one core and the load
// generator on the other, so the scheduler cannot put them on the same core in one round and apart in the next, which
// made a row's ratio swing between rounds (docs/decisions/0156). Linux's taskset; elsewhere, or on one core, nothing is
// pinned and the rows run as before.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

function affinity(pid: number): string | undefined {
  try {
    return /list:\s*(\S+)/.exec(execFileSync('taskset', ['-cp', String(pid)], { encoding: 'utf8' }))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` with this process on the first core, handing it the cores for the load generator (load()'s `cores`), then
 * restores the affinity. Nothing pinned: `work` gets undefined.
 */
export async function withServersPinned<T>(work: (loadCores: string | undefined) => Promise<T>): Promise<T> {
  // Read before pinning: the count follows this process's own affinity.
  const cores = availableParallelism();
  const before = cores >= 2 ? affinity(process.pid) : undefined;
  if (before === undefined) return work(undefined);
  execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });
  try {
    return await work(cores === 2 ? '1' : `1-${cores - 1}`);
  } finally {
    execFileSync('taskset', ['-a', '-cp', before, String(process.pid)], { stdio: 'ignore' });
  }
}
