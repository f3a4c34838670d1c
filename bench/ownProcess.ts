// Some rows measure a process's own memory (RSS): run after the others in the bench's process, they would count what the
// earlier rows grew and later gave back (the chat's RSS per stream once read -26 KiB). Such rows run in a fresh process:
// `rowsInOwnProcess` forks a bench module's runner, which answers its rows over IPC through `answerRows`.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { BenchRow } from './results';

export async function rowsInOwnProcess(script: URL, args: string[]): Promise<BenchRow[]> {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const [answer] = (await Promise.race([once(child, 'message'), exited.then(([code]) => Promise.reject(new Error(`${script.pathname} exited with ${code} before its rows`)))])) as [BenchRow[]];
  await exited;
  return answer;
}

/** In the forked runner: sends the rows to the bench and ends. */
export async function answerRows(rows: Promise<BenchRow[]>): Promise<void> {
  const answer = await rows;
  await new Promise<void>((resolve, reject) => process.send?.(answer, (error: Error | null) => (error ? reject(error) : resolve())));
  process.disconnect?.();
}
