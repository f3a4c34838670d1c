// Waiting for read models: local progress releases waits at once, other projections are polled only while someone waits,
// and a stall never spreads: only the projections a command's events feed are waited for, never a failing one, and a
// projection that already kept a command waiting its whole bound is passed by until it catches up.
import { describe, expect, it } from 'vitest';
import type { LogPosition } from '@margdarshak/contracts/log';
import type { ProjectionProgress } from './checkpoints';
import { createReadModelProgress } from './readModelProgress';

const at = (commit: number): LogPosition => ({ commit: BigInt(commit), prepare: 0n });
const named = (...names: string[]) => names.map((name) => ({ name, eventTypes: [`${name.toUpperCase()}Happened`] }));
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A checkpoints table in memory that counts its reads. */
function table(initial: Record<string, number>) {
  const rows = new Map(Object.entries(initial).map(([name, commit]) => [name, at(commit)]));
  const failing = new Set<string>();
  const reads: string[][] = [];
  return {
    rows,
    failing,
    reads,
    async read(names: string[]) {
      reads.push(names);
      return new Map<string, ProjectionProgress>(names.map((name) => [name, { position: rows.get(name) ?? at(0), failing: failing.has(name) }]));
    },
  };
}

describe('read model progress', () => {
  it('releases a wait when the last local projection passes the position, not before', async () => {
    const checkpoints = table({});
    const progress = createReadModelProgress({ projections: named('a', 'b'), readProgress: checkpoints.read, pollMs: 1 });
    progress.applied('a', at(5));
    progress.applied('b', at(3));
    let answer: boolean | undefined;
    const waiting = progress.waitFor(at(5), { timeoutMs: 10_000 }).then((done) => (answer = done));
    await tick();
    expect(answer).toBeUndefined();
    progress.applied('b', at(7));
    await waiting;
    expect(answer).toBe(true);
    expect(checkpoints.reads).toEqual([]); // both local: the table is never read
  });

  it('reads only the projections run elsewhere, and only while a wait is pending', async () => {
    const checkpoints = table({ b: 1 });
    let caughtUp = 0;
    const progress = createReadModelProgress({ projections: named('a', 'b'), readProgress: checkpoints.read, pollMs: 1, onCaughtUp: () => caughtUp++ });
    progress.applied('a', at(9));
    expect(checkpoints.reads).toEqual([]);
    const waiting = progress.waitFor(at(4), { timeoutMs: 10_000 });
    await tick();
    checkpoints.rows.set('b', at(4));
    expect(await waiting).toBe(true);
    expect(caughtUp).toBe(1);
    expect(new Set(checkpoints.reads.flat())).toEqual(new Set(['b']));
    const readsAfter = checkpoints.reads.length;
    await tick(10);
    expect(checkpoints.reads.length).toBe(readsAfter);
  });

  it('answers false after the bound, and sees a checkpoint reset by a rebuild', async () => {
    const checkpoints = table({ a: 8 });
    const progress = createReadModelProgress({ projections: named('a'), readProgress: checkpoints.read, pollMs: 1 });
    expect(await progress.waitFor(at(8), { timeoutMs: 50 })).toBe(true);
    checkpoints.rows.set('a', at(0));
    expect(await progress.waitFor(at(8), { timeoutMs: 30 })).toBe(false);
  });

  it('answers false to pending and later waits once closed', async () => {
    const progress = createReadModelProgress({ projections: named('a'), readProgress: table({}).read, pollMs: 1 });
    const waiting = progress.waitFor(at(1), { timeoutMs: 10_000 });
    progress.close();
    expect(await waiting).toBe(false);
    expect(await progress.waitFor(at(0), { timeoutMs: 10_000 })).toBe(false);
  });

  it('learns from the table again a projection this process let go of', async () => {
    const checkpoints = table({ a: 2 });
    const progress = createReadModelProgress({ projections: named('a'), readProgress: checkpoints.read, pollMs: 1 });
    progress.applied('a', at(6));
    expect(await progress.waitFor(at(6), { timeoutMs: 50 })).toBe(true);
    progress.released('a');
    checkpoints.rows.set('a', at(7));
    expect(await progress.waitFor(at(8), { timeoutMs: 30 })).toBe(false);
    checkpoints.rows.set('a', at(8));
    await tick(); // the lag is noticed gone at the next wait's look
    expect(await progress.waitFor(at(8), { timeoutMs: 30 })).toBe(true);
    expect(await progress.waitFor(at(9), { timeoutMs: 30 })).toBe(false); // waited for again: not passed by any more
  });

  it('waits only for the projections that consume the types appended', async () => {
    const progress = createReadModelProgress({ projections: named('a', 'b'), readProgress: table({}).read, pollMs: 1 });
    progress.applied('a', at(5));
    progress.applied('b', at(1)); // far behind, but not fed by AHappened
    expect(await progress.waitFor(at(5), { eventTypes: ['AHappened'], timeoutMs: 10_000 })).toBe(true);
    expect(await progress.waitFor(at(5), { eventTypes: ['SomethingElse'], timeoutMs: 10_000 })).toBe(true);
    expect(await progress.waitFor(at(5), { eventTypes: ['BHappened'], timeoutMs: 20 })).toBe(false);
  });

  it('never waits for a projection that is failing, here or in another process', async () => {
    const checkpoints = table({ b: 0 });
    const progress = createReadModelProgress({ projections: named('a', 'b'), readProgress: checkpoints.read, pollMs: 1 });
    progress.applied('a', at(1));
    const waiting = progress.waitFor(at(3), { eventTypes: ['AHappened'], timeoutMs: 10_000 });
    await tick();
    progress.failing('a', true); // a pending wait is released as soon as its projection fails
    expect(await waiting).toBe(true);
    progress.applied('a', at(2)); // a commit ends the failure: waited for again
    expect(await progress.waitFor(at(3), { eventTypes: ['AHappened'], timeoutMs: 20 })).toBe(false);

    checkpoints.failing.add('b');
    expect(await progress.waitFor(at(3), { eventTypes: ['BHappened'], timeoutMs: 10_000 })).toBe(true);
  });

  it('passes by a projection that kept a wait its whole bound, until it reaches what it was waited for', async () => {
    const progress = createReadModelProgress({ projections: named('a'), readProgress: table({}).read, pollMs: 1 });
    progress.applied('a', at(1));
    expect(await progress.waitFor(at(4), { timeoutMs: 40 })).toBe(false);
    // Stalled: later commands answer at once instead of each waiting its bound (10 s would outlast the test's 5 s).
    for (const position of [4, 9, 2]) expect(await progress.waitFor(at(position), { timeoutMs: 10_000 })).toBe(true);
    progress.applied('a', at(4)); // caught up: waited for again
    expect(await progress.waitFor(at(5), { timeoutMs: 20 })).toBe(false);
  });
});
