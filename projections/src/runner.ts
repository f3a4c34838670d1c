// Follows the log and keeps every registered read model up to date: one loop per projection, each holding that
// projection's advisory lock, subscribing from its checkpoint and applying one batch per transaction, the checkpoint
// claimed and moved in that same transaction.
//
// Why a subscription per projection rather than one shared read fanned out: a projection that fails on an event (a bug,
// a poison event) retries on its own while the others stay current; each lock is taken and lost independently (two
// workers may split the projections between them) without restarting anybody else; and the never-skip, never-double
// argument is local to one loop and one position. The price is that each projection reads the log itself: reads are
// index range scans, cheap beside the writes a batch makes, and one append wakes every loop at once.
import type { Knex } from 'knex';
import { startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { createLockOwner, delay, projectionLockKey, type HeldLock } from './advisoryLock';
import { applyBatch, eventsFor } from './applyBatch';
import { CheckpointMovedError, ensureCheckpoint, markFailing, readProgress, replaysRequested } from './checkpoints';
import { prepareProjection, replayFromStart } from './prepareProjection';
import type { Projection, ProjectionContext } from './projection';
import { createReadModelProgress, type ReadModelWaiter } from './readModelProgress';

export { projectionAppliedChannel } from './checkpoints';
export { defaultWaitMs, type ReadModelWaiter, type WaitOptions } from './readModelProgress';

/** The part of the event store the read side needs; the backend's EventStore satisfies it. */
export interface LogSource {
  /** A page of the log strictly after `after` (from the start without it), in log order. */
  readAll(options: { after?: LogPosition; maxCount: number }): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live: batches in log order until `signal` aborts. */
  subscribeToAll(options: { after?: LogPosition; batchSize?: number; signal?: AbortSignal }): AsyncIterable<RecordedEvent[]>;
}

export interface RunnerLogger {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface RunnerOptions {
  db: Knex;
  log: LogSource;
  projections: Projection[];
  context: ProjectionContext;
  logger?: RunnerLogger;
  /** Most events applied in one transaction (default 500). */
  batchSize?: number;
  /** How often a projection held elsewhere is tried again, and the first back-off after a failed batch (default 1 s). */
  retryMs?: number;
  /** How often waitFor reads the checkpoints of projections this runner does not hold (default 20 ms). */
  pollMs?: number;
  /** Attempts on one failing event before it is parked (default 3). */
  parkAfterAttempts?: number;
  /** How often the runner looks for replays asked of the projections it holds (default 2 s). */
  replayPollMs?: number;
  /** Called after a batch commits, before waiters are released (e.g. to drop cached reads). */
  onApplied?: (projectionName: string) => void;
}

export interface ProjectionRunner extends ReadModelWaiter {
  /** Migrates the checkpoints and every projection's tables, then follows the log in the background. */
  start(): Promise<void>;
  /** Lets batches in flight commit, releases the locks; pending waits answer false. */
  stop(): Promise<void>;
  /** Names of the projections this runner holds the lock of right now. */
  held(): string[];
}

const silent: RunnerLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const maxBackoffMs = 30_000;

export function createProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { db, log, projections, context, logger = silent, batchSize = 500, retryMs = 1_000, pollMs, parkAfterAttempts, replayPollMs = 2_000, onApplied } = options;
  const locks = createLockOwner(db);
  const progress = createReadModelProgress({ projections, readProgress: (names) => readProgress(db, names), pollMs });
  const holding = new Map<string, HeldLock>();
  /** Aborting one ends that projection's subscription so that it replays from the start. */
  const replays = new Map<string, AbortController>();
  const stopping = new AbortController();
  let loops: Promise<void>[] = [];
  let replayTimer: NodeJS.Timeout | undefined;

  async function takeReplayRequests() {
    const held = [...replays.keys()];
    if (held.length === 0) return;
    for (const name of await replaysRequested(db, held).catch(() => [])) replays.get(name)?.abort();
  }

  /**
   * While `signal` lets it: subscribe from the checkpoint and apply batch after batch, each in one transaction with its
   * checkpoint; a batch with nothing this projection consumes moves only the position in memory (the checkpoint row
   * catches up with the next batch that has). An event that keeps failing is parked (applyBatch.ts); a database that is
   * away is waited out with a back-off, resuming from the checkpoint.
   */
  async function applyWhileHeld(projection: Projection, signal: AbortSignal) {
    const { name } = projection;
    let failures = 0;
    const onFailure = (error: unknown) => {
      progress.failing(name, true);
      void markFailing(db, name, error).catch(() => {});
    };
    while (!signal.aborted) {
      try {
        let committed = await ensureCheckpoint(db, name);
        progress.applied(name, committed);
        for await (const batch of log.subscribeToAll({ after: committed, batchSize, signal })) {
          const last = batch.at(-1);
          if (!last) continue;
          const events = eventsFor(projection, batch, committed);
          if (events.length > 0) {
            await applyBatch({ db, projection, context, parkAfterAttempts, retryMs, onFailure, logger, signal }, committed, events, last.position);
            committed = last.position;
            failures = 0;
            onApplied?.(name);
          }
          progress.applied(name, last.position);
        }
        // A subscription only ends when its signal aborts; should a source end one early, do not spin.
        if (!signal.aborted) await delay(retryMs, signal);
      } catch (error) {
        if (signal.aborted) return;
        // The batch rolled back. Resume from the checkpoint: at once if another instance moved it, else after a back-off.
        const moved = error instanceof CheckpointMovedError;
        if (!moved) {
          failures++;
          onFailure(error);
        }
        logger[moved ? 'warn' : 'error']({ err: error, projection: name }, 'projection batch rolled back; resuming from the checkpoint');
        if (!moved) await delay(Math.min(retryMs * 2 ** (failures - 1), maxBackoffMs), signal);
      }
    }
  }

  async function follow(projection: Projection) {
    const { name } = projection;
    const key = projectionLockKey(name);
    // Its own signal, following the runner's: a loop standing by waits on it, so the runner's signal does not gather
    // one listener per projection (Node warns past ten).
    const stopped = AbortSignal.any([stopping.signal]);
    while (!stopped.aborted) {
      let lock = await locks.tryLock(key).catch(() => undefined);
      if (!lock) {
        logger.debug({ projection: name }, 'projection held by another runner; standing by');
        lock = await locks.lock(key, retryMs, stopped);
      }
      if (!lock) return;
      holding.set(name, lock);
      logger.debug({ projection: name }, 'projection lock taken');
      try {
        while (!stopping.signal.aborted && !lock.lost.aborted) {
          const replay = new AbortController();
          replays.set(name, replay);
          await applyWhileHeld(projection, AbortSignal.any([stopping.signal, lock.lost, replay.signal]));
          if (replay.signal.aborted && !stopping.signal.aborted && !lock.lost.aborted) {
            try {
              await replayFromStart(db, projection);
              // Its tables are empty again: no wait may be answered from the progress it had before.
              progress.applied(name, startOfLog);
              logger.info({ projection: name }, 'replaying the projection from the start, as asked');
            } catch (error) {
              // The request stays set: the next look takes it again; meanwhile the projection goes on from its checkpoint.
              logger.error({ err: error, projection: name }, 'could not start the replay asked for; trying again');
              await delay(retryMs, stopped);
            }
          }
        }
      } finally {
        replays.delete(name);
        holding.delete(name);
        progress.released(name);
        await lock.release();
      }
      if (!stopping.signal.aborted) logger.warn({ projection: name }, 'projection lock lost; standing by');
    }
  }

  return {
    async start() {
      for (const projection of projections) {
        if ((await prepareProjection(db, projection)) === 'rebuilding')
          logger.info({ projection: projection.name, version: projection.version }, 'read model changed shape: replaying the log into it');
      }
      loops = projections.map((projection) => follow(projection).catch((error: unknown) => logger.error({ err: error, projection: projection.name }, 'projection loop ended unexpectedly')));
      replayTimer = setInterval(() => void takeReplayRequests(), replayPollMs);
      replayTimer.unref();
    },
    async stop() {
      clearInterval(replayTimer);
      stopping.abort();
      await Promise.all(loops);
      progress.close();
      await locks.close();
    },
    held: () => projections.map((p) => p.name).filter((name) => holding.get(name)?.lost.aborted === false),
    waitFor: (position, waitOptions) => progress.waitFor(position, waitOptions),
  };
}

/** For an API process whose projections run in a separate worker: waits by polling the checkpoints table. */
export function createCheckpointWaiter(db: Knex, projections: Projection[], onCaughtUp: () => void = () => {}, pollMs = 20): ReadModelWaiter {
  return createReadModelProgress({ projections, readProgress: (names) => readProgress(db, names), pollMs, onCaughtUp });
}

/** `npm run projector`: the same runner on its own; it stands by for any projection another worker holds. */
export async function runProjectorWorker(options: RunnerOptions): Promise<ProjectionRunner> {
  const runner = createProjectionRunner(options);
  await runner.start();
  return runner;
}
