// How far every read model has applied the log, and the commands waiting for them to pass a position (read your writes).
// Projections this process runs report their progress as they commit; the others are read from the checkpoints table,
// polled only while someone waits.
//
// A stall never spreads: a command waits only for the projections that consume the event types it appended, never for
// one that is failing right now, and never again for one that already kept a command waiting its whole bound, until that
// projection has caught up with the position it was waited for.
import { comparePositions, type LogPosition } from '@margdarshak/contracts/log';
import type { ProjectionProgress } from './checkpoints';

export interface WaitOptions {
  /** The types the command appended; only projections consuming one of them are waited for (all when absent). */
  eventTypes?: readonly string[];
  /** The bound (default 5 s). */
  timeoutMs?: number;
  /**
   * Wait for failing and lagging projections too, up to the bound: for a processor whose next step reads the rows and
   * must see the event (a command passes them by instead).
   */
  strict?: boolean;
}

export interface ReadModelWaiter {
  /**
   * Resolves true once every projection concerned has applied the log up to at least `position` (or is passed by as
   * failing or lagging), and false after the bound: it never rejects and never hangs a command, whose events are stored
   * either way.
   */
  waitFor(position: LogPosition, options?: WaitOptions): Promise<boolean>;
}

export const defaultWaitMs = 5_000;

export interface ReadModelProgress extends ReadModelWaiter {
  /** This process now runs `name` and has applied the log up to `position` (set, not maxed: a rebuild resets it). */
  applied(name: string, position: LogPosition): void;
  /** This process's attempt to apply `name` failed (true), or it committed again (false). */
  failing(name: string, failing: boolean): void;
  /** This process no longer runs `name`: learn its progress from the table again. */
  released(name: string): void;
  /** Answers false to every current and later wait. */
  close(): void;
}

export interface ProgressOptions {
  projections: readonly { name: string; eventTypes: readonly string[] }[];
  readProgress(names: string[]): Promise<Map<string, ProjectionProgress>>;
  pollMs?: number;
  /** Called each time a wait succeeds. */
  onCaughtUp?: () => void;
}

interface Waiter {
  position: LogPosition;
  names: readonly string[];
  strict: boolean;
  finish(done: boolean): void;
}

export function createReadModelProgress({ projections, readProgress, pollMs = 20, onCaughtUp }: ProgressOptions): ReadModelProgress {
  const allNames = projections.map((p) => p.name);
  const consumers = new Map<string, string[]>();
  for (const { name, eventTypes } of projections) for (const type of eventTypes) consumers.set(type, [...(consumers.get(type) ?? []), name]);
  const local = new Map<string, LogPosition>();
  const failingHere = new Set<string>();
  // Polled progress counts only while the polling that read it goes on, so a rebuild's reset is seen at the next poll.
  let polled = new Map<string, ProjectionProgress>();
  /** Projections that kept a wait for this position its whole bound: passed by until they reach it. */
  const lagging = new Map<string, LogPosition>();
  const waiters = new Set<Waiter>();
  let polling = false;
  let refreshing = false;
  let closed = false;

  const namesFor = (types: readonly string[] | undefined): readonly string[] => (types === undefined ? allNames : [...new Set(types.flatMap((type) => consumers.get(type) ?? []))]);

  const known = (name: string) => local.get(name) ?? polled.get(name)?.position;
  const passedBy = (name: string) => failingHere.has(name) || (!local.has(name) && polled.get(name)?.failing === true) || lagging.has(name);
  const reachedBy = (name: string, position: LogPosition) => {
    const at = known(name);
    return at !== undefined && comparePositions(at, position) >= 0;
  };
  const reached = (waiter: Waiter) => waiter.names.every((name) => (!waiter.strict && passedBy(name)) || reachedBy(name, waiter.position));

  function forgetLagIfCaughtUp(name: string) {
    const mark = lagging.get(name);
    if (mark && reachedBy(name, mark)) lagging.delete(name);
  }

  /** A lagging projection run elsewhere is passed by without a poll: look at it once, to notice it caught up. */
  async function refreshLag(names: readonly string[]) {
    const remote = names.filter((name) => lagging.has(name) && !local.has(name));
    if (refreshing || remote.length === 0) return;
    refreshing = true;
    try {
      const read = await readProgress(remote);
      for (const name of remote) {
        const mark = lagging.get(name);
        const at = read.get(name)?.position;
        if (mark && at && comparePositions(at, mark) >= 0) lagging.delete(name);
      }
    } catch {
      // the next wait looks again
    } finally {
      refreshing = false;
    }
  }

  function settle() {
    for (const waiter of waiters) if (reached(waiter)) waiter.finish(true);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      while (!closed && waiters.size > 0) {
        const remote = [...new Set([...waiters].flatMap((w) => w.names))].filter((name) => !local.has(name));
        if (remote.length === 0) break;
        try {
          polled = await readProgress(remote);
          for (const name of remote) forgetLagIfCaughtUp(name);
          settle();
        } catch {
          // a failed read leaves the waiters to their bound
        }
        if (waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } finally {
      polling = false;
      polled = new Map();
    }
  }

  return {
    applied(name, position) {
      local.set(name, position);
      failingHere.delete(name);
      forgetLagIfCaughtUp(name);
      settle();
    },
    failing(name, failing) {
      if (failing) failingHere.add(name);
      else failingHere.delete(name);
      settle();
    },
    released(name) {
      local.delete(name);
      failingHere.delete(name);
      if (waiters.size > 0) void poll();
    },
    close() {
      closed = true;
      for (const waiter of waiters) waiter.finish(false);
    },
    waitFor(position, { eventTypes, timeoutMs = defaultWaitMs, strict = false } = {}) {
      if (closed) return Promise.resolve(false);
      const names = namesFor(eventTypes);
      if (lagging.size > 0) void refreshLag(names);
      if (names.every((name) => (!strict && passedBy(name)) || reachedBy(name, position))) {
        onCaughtUp?.();
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position,
          names,
          strict,
          finish(done) {
            clearTimeout(timer);
            waiters.delete(waiter);
            if (done) onCaughtUp?.();
            resolve(done);
          },
        };
        const timer = setTimeout(() => {
          if (!strict) for (const name of names) if (!passedBy(name) && !reachedBy(name, position)) lagging.set(name, position);
          waiter.finish(false);
        }, timeoutMs);
        waiters.add(waiter);
        void poll();
      });
    },
  };
}
