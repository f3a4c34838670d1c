// Follows the log and keeps every registered read model up to date, one batch and one transaction at a time,
// with each projection's checkpoint written in the transaction that changes its rows.
import type { Knex } from 'knex';
import { comparePositions, startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { projectionLockKey, tryAdvisoryLock, type HeldLock } from './advisoryLock';
import { migrateCheckpoints, readCheckpoints, writeCheckpoint } from './checkpoints';
import type { Projection, ProjectionContext } from './projection';

/** The part of the event store the read side needs; the backend's EventStore satisfies it. */
export interface LogSource {
  readAll(options: { after?: LogPosition; maxCount: number }): Promise<RecordedEvent[]>;
  subscribeToAll(options: { after?: LogPosition; batchSize?: number; signal?: AbortSignal }): AsyncIterable<RecordedEvent[]>;
}

export interface RunnerLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface RunnerOptions {
  db: Knex;
  log: LogSource;
  projections: Projection[];
  context: ProjectionContext;
  logger?: RunnerLogger;
  batchSize?: number;
  /** How often a runner missing some projections' locks tries to take them over (and retries after an error). */
  retryMs?: number;
  /** Called after a batch of a projection commits, before waiters are released (e.g. to drop cached reads). */
  onApplied?: (projectionName: string) => void;
}

/** Other processes (API copies) LISTEN on this channel to learn that a read model changed. */
export const projectionAppliedChannel = 'projection_applied';

export interface ReadModelWaiter {
  /** True once every projection has applied the log up to `position`; false after `timeoutMs` (never hangs a command). */
  waitFor(position: LogPosition, timeoutMs?: number): Promise<boolean>;
}

export interface ProjectionRunner extends ReadModelWaiter {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const silent: RunnerLogger = { info: () => {}, error: () => {} };
export const defaultWaitMs = 5_000;

export function createProjectionRunner({ db, log, projections, context, logger = silent, batchSize = 500, retryMs = 1_000, onApplied }: RunnerOptions): ProjectionRunner {
  const locks = new Map<string, HeldLock>();
  const positions = new Map<string, LogPosition>();
  const waiters = new Set<{ position: LogPosition; resolve: (done: boolean) => void }>();
  const stopping = new AbortController();
  let caughtUp: LogPosition | undefined;
  let loop: Promise<void> | undefined;

  async function takeLocks() {
    for (const projection of projections) {
      if (locks.has(projection.name)) continue;
      const lock = await tryAdvisoryLock(db, projectionLockKey(projection.name));
      if (lock) locks.set(projection.name, lock);
    }
  }

  function settleWaiters() {
    for (const waiter of waiters) {
      if (caughtUp && comparePositions(caughtUp, waiter.position) >= 0) {
        waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  async function applyBatch(held: Projection[], batch: RecordedEvent[]) {
    for (const projection of held) {
      const from = positions.get(projection.name) ?? startOfLog;
      const events = batch.filter((event) => comparePositions(event.position, from) > 0);
      const last = events.at(-1);
      if (!last) continue;
      await db.transaction(async (trx) => {
        await projection.apply(trx, events, context);
        await writeCheckpoint(trx, projection.name, last.position);
        await trx.raw('select pg_notify(?, ?)', [projectionAppliedChannel, projection.name]);
      });
      positions.set(projection.name, last.position);
      onApplied?.(projection.name);
    }
  }

  async function follow() {
    while (!stopping.signal.aborted) {
      const round = new AbortController();
      const stopRound = () => round.abort();
      stopping.signal.addEventListener('abort', stopRound, { once: true });
      let timer: NodeJS.Timeout | undefined;
      try {
        await takeLocks();
        const held = projections.filter((p) => locks.has(p.name));
        // A runner without every lock stands by and tries again, so it takes over when the holder stops.
        if (held.length < projections.length) timer = setTimeout(stopRound, retryMs);
        if (held.length === 0) {
          await new Promise((resolve) => round.signal.addEventListener('abort', resolve, { once: true }));
          continue;
        }
        const checkpoints = await readCheckpoints(db, held.map((p) => p.name));
        for (const [name, position] of checkpoints) positions.set(name, position);
        const from = [...checkpoints.values()].reduce((min, p) => (comparePositions(p, min) < 0 ? p : min));
        caughtUp ??= from;
        for await (const batch of log.subscribeToAll({ after: from, batchSize, signal: round.signal })) {
          await applyBatch(held, batch);
          const last = batch.at(-1);
          if (last && comparePositions(last.position, caughtUp) > 0) caughtUp = last.position;
          settleWaiters();
        }
      } catch (error) {
        if (stopping.signal.aborted) break;
        logger.error({ err: error }, 'projection batch failed; retrying from the checkpoints');
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      } finally {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', stopRound);
      }
    }
  }

  return {
    async start() {
      await migrateCheckpoints(db);
      for (const projection of projections) await projection.migrate(db);
      loop = follow();
    },
    async stop() {
      stopping.abort();
      await loop;
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
      for (const lock of locks.values()) await lock.release();
      locks.clear();
    },
    waitFor(position, timeoutMs = defaultWaitMs) {
      if (caughtUp && comparePositions(caughtUp, position) >= 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (done: boolean) => {
            clearTimeout(timer);
            resolve(done);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** For an API process whose projections run in a separate worker: waits by reading the checkpoints table. */
export function createCheckpointWaiter(db: Knex, projections: Projection[], onCaughtUp: () => void = () => {}, pollMs = 20): ReadModelWaiter {
  const names = projections.map((p) => p.name);
  return {
    async waitFor(position, timeoutMs = defaultWaitMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const checkpoints = await readCheckpoints(db, names);
        if ([...checkpoints.values()].every((p) => comparePositions(p, position) >= 0)) {
          onCaughtUp();
          return true;
        }
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

/** `npm run projector`: the same runner, started on its own. */
export async function runProjectorWorker(options: RunnerOptions): Promise<ProjectionRunner> {
  const runner = createProjectionRunner(options);
  await runner.start();
  return runner;
}
