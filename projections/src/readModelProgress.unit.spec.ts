// Waiting for read models: local progress releases waits at once, other projections are polled only while someone waits.
import { describe, expect, it } from 'vitest';
import type { LogPosition } from '@margdarshak/contracts/log';
import { createReadModelProgress } from './readModelProgress';

const at = (commit: number): LogPosition => ({ commit: BigInt(commit), prepare: 0n });

/** A checkpoints table in memory that counts its reads. */
function table(initial: Record<string, number>) {
  const rows = new Map(Object.entries(initial).map(([name, commit]) => [name, at(commit)]));
  const reads: string[][] = [];
  return {
    rows,
    reads,
    async read(names: string[]) {
      reads.push(names);
      return new Map(names.map((name) => [name, rows.get(name) ?? at(0)]));
    },
  };
}

describe('read model progress', () => {
  it('releases a wait when the last local projection passes the position, not before', async () => {
    const checkpoints = table({});
    const progress = createReadModelProgress({ names: ['a', 'b'], readCheckpoints: checkpoints.read, pollMs: 1 });
    progress.applied('a', at(5));
    progress.applied('b', at(3));
    let answer: boolean | undefined;
    const waiting = progress.waitFor(at(5), 10_000).then((done) => (answer = done));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answer).toBeUndefined();
    progress.applied('b', at(7));
    await waiting;
    expect(answer).toBe(true);
    expect(checkpoints.reads).toEqual([]); // both local: the table is never read
  });

  it('reads only the projections run elsewhere, and only while a wait is pending', async () => {
    const checkpoints = table({ b: 1 });
    let caughtUp = 0;
    const progress = createReadModelProgress({ names: ['a', 'b'], readCheckpoints: checkpoints.read, pollMs: 1, onCaughtUp: () => caughtUp++ });
    progress.applied('a', at(9));
    expect(checkpoints.reads).toEqual([]);
    const waiting = progress.waitFor(at(4), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    checkpoints.rows.set('b', at(4));
    expect(await waiting).toBe(true);
    expect(caughtUp).toBe(1);
    expect(new Set(checkpoints.reads.flat())).toEqual(new Set(['b']));
    const readsAfter = checkpoints.reads.length;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkpoints.reads.length).toBe(readsAfter);
  });

  it('answers false after the bound, and sees a checkpoint reset by a rebuild', async () => {
    const checkpoints = table({ a: 8 });
    const progress = createReadModelProgress({ names: ['a'], readCheckpoints: checkpoints.read, pollMs: 1 });
    expect(await progress.waitFor(at(8), 50)).toBe(true);
    checkpoints.rows.set('a', at(0));
    expect(await progress.waitFor(at(8), 30)).toBe(false);
  });

  it('answers false to pending and later waits once closed', async () => {
    const progress = createReadModelProgress({ names: ['a'], readCheckpoints: table({}).read, pollMs: 1 });
    const waiting = progress.waitFor(at(1), 10_000);
    progress.close();
    expect(await waiting).toBe(false);
    expect(await progress.waitFor(at(0), 10_000)).toBe(false);
  });

  it('learns from the table again a projection this process let go of', async () => {
    const checkpoints = table({ a: 2 });
    const progress = createReadModelProgress({ names: ['a'], readCheckpoints: checkpoints.read, pollMs: 1 });
    progress.applied('a', at(6));
    expect(await progress.waitFor(at(6), 50)).toBe(true);
    progress.released('a');
    expect(await progress.waitFor(at(6), 30)).toBe(false);
    checkpoints.rows.set('a', at(6));
    expect(await progress.waitFor(at(6), 1_000)).toBe(true);
  });
});
