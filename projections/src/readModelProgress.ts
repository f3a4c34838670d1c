// How far every read model has applied the log, and the commands waiting for them to pass a position (read your writes).
// Projections this process runs report their progress as they commit; the others are read from the checkpoints table,
// polled only while someone waits.
import { comparePositions, type LogPosition } from '@margdarshak/contracts/log';

export interface ReadModelWaiter {
  /**
   * Resolves true once every projection has applied the log up to at least `position`, and false after `timeoutMs`
   * (default 5 s): it never rejects and never hangs a command, whose events are stored either way.
   */
  waitFor(position: LogPosition, timeoutMs?: number): Promise<boolean>;
}

export const defaultWaitMs = 5_000;

export interface ReadModelProgress extends ReadModelWaiter {
  /** This process now runs `name` and has applied the log up to `position` (set, not maxed: a rebuild resets it). */
  applied(name: string, position: LogPosition): void;
  /** This process no longer runs `name`: learn its progress from the table again. */
  released(name: string): void;
  /** Answers false to every current and later wait. */
  close(): void;
}

export interface ProgressOptions {
  names: string[];
  readCheckpoints(names: string[]): Promise<Map<string, LogPosition>>;
  pollMs?: number;
  /** Called each time a wait succeeds. */
  onCaughtUp?: () => void;
}

interface Waiter {
  position: LogPosition;
  finish(done: boolean): void;
}

export function createReadModelProgress({ names, readCheckpoints, pollMs = 20, onCaughtUp }: ProgressOptions): ReadModelProgress {
  const local = new Map<string, LogPosition>();
  // Polled positions count only while the polling that read them goes on, so a rebuild's reset is seen at the next poll.
  let polled = new Map<string, LogPosition>();
  const waiters = new Set<Waiter>();
  let polling = false;
  let closed = false;

  const reached = (position: LogPosition) =>
    names.every((name) => {
      const known = local.get(name) ?? polled.get(name);
      return known !== undefined && comparePositions(known, position) >= 0;
    });

  function settle() {
    for (const waiter of waiters) if (reached(waiter.position)) waiter.finish(true);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      while (!closed && waiters.size > 0) {
        const remote = names.filter((name) => !local.has(name));
        if (remote.length === 0) break;
        try {
          polled = await readCheckpoints(remote);
          settle();
        } catch {
          // a failed read leaves the waiters to their timeout
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
      settle();
    },
    released(name) {
      local.delete(name);
      if (waiters.size > 0) void poll();
    },
    close() {
      closed = true;
      for (const waiter of waiters) waiter.finish(false);
    },
    waitFor(position, timeoutMs = defaultWaitMs) {
      if (closed) return Promise.resolve(false);
      if (reached(position)) {
        onCaughtUp?.();
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position,
          finish(done) {
            clearTimeout(timer);
            waiters.delete(waiter);
            if (done) onCaughtUp?.();
            resolve(done);
          },
        };
        const timer = setTimeout(() => waiter.finish(false), timeoutMs);
        waiters.add(waiter);
        void poll();
      });
    },
  };
}
