// The processors' second half: runs the jobs that are due, a few at a time, in the one process that holds the jobs'
// advisory lock. A job is marked done only after it ran; a crash in between runs it again, which its processor makes
// harmless (keys and event ids derived from the causing event). A failing job is retried with a growing back-off and
// never holds up the others; a refusal (DomainError) ends it.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createLockOwner, delay } from '@margdarshak/projections/advisoryLock';
import { isTransient } from '@margdarshak/projections/databaseErrors';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import type { Actor } from '../commandHandler';
import type { AppDeps } from '../deps';
import { DomainError } from '../http/errors';
import { dueJobs, markAgain, markDone, markFailed, type JobRow } from './jobs';
import { mayAwait } from './workflows';
import type { Processor } from './processor';

export interface JobWorker {
  start(): void;
  stop(): Promise<void>;
  /** Jobs may have become due (the scheduler planned some, or a test moved the clock): look now. */
  poke(): void;
  /** Runs every job due now, and those that their effects make due, until none is left (tests that move the clock). */
  drain(): Promise<void>;
}

export interface WorkerOptions {
  deps: AppDeps;
  processors: readonly Processor[];
  logger: Logger;
  /** Jobs run at once (default 32: they wait on the database and the gateway, not on this process's CPU). */
  concurrency?: number;
  /** How often due jobs are looked for without a poke (default 1 s): time-driven jobs fall due this way. */
  pollMs?: number;
  /** Told of each job that settles (done, refused, failed or postponed), with its correlation id. */
  onSettled?: (correlationId: string | null) => void;
  /**
   * The processors' scheduler: a job is marked done once what its own events ask for is planned, so a request waiting
   * on a workflow sees the next job before this one counts as done.
   */
  planned?: ReadModelWaiter;
  /** The event types some processor plans awaited jobs for: only a job that appended one waits for the scheduler. */
  awaitedTypes?: ReadonlySet<string>;
  /** Where jobs are read and marked (default deps.db): a lost mark only runs a job again, which its processor allows. */
  bookkeeping?: Knex;
}

const lockKey = 'processor-jobs';
const maxBackoffMs = 5 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function createJobWorker({ deps, processors, logger, concurrency = 32, pollMs = 1_000, onSettled, planned, awaitedTypes = new Set(), bookkeeping }: WorkerOptions): JobWorker {
  const { clock } = deps;
  const db = bookkeeping ?? deps.db;
  const byName = new Map(processors.map((p) => [p.name, p]));
  const running = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let wake = new AbortController();
  let loop: Promise<void> | undefined;

  const poke = () => wake.abort();

  async function runJob(job: JobRow): Promise<void> {
    const processor = byName.get(job.processor);
    const actor: Actor = { role: 'system', correlationId: job.correlationId ?? job.causationId, causationId: job.causationId, derivedIds: true };
    try {
      if (!processor) throw new Error(`No processor named ${job.processor} in this version`);
      const outcome = await processor.run(job.payload, { deps, actor, causedAt: job.causedAt, attempts: job.attempts });
      if (actor.appendedUpTo && mayAwait(actor.appendedTypes, awaitedTypes)) await planned?.waitFor(actor.appendedUpTo, { strict: true });
      if (outcome) await markAgain(db, job.id, outcome.again);
      else await markDone(db, job.id, 'done');
    } catch (error) {
      await settleFailure(job, error).catch((failure: unknown) => logger.warn({ err: failure, job: job.id }, 'could not record a job failure; it will run again'));
    }
    onSettled?.(job.correlationId);
  }

  async function settleFailure(job: JobRow, error: unknown): Promise<void> {
    if (error instanceof DomainError) {
      logger.warn({ job: job.id, err: error }, 'job refused; not retried');
      await markDone(db, job.id, `refused: ${error.message}`);
      return;
    }
    const attempts = job.attempts + 1;
    logger[isTransient(error) ? 'warn' : 'error']({ job: job.id, err: error, attempts }, 'job failed; it will be retried');
    await markFailed(db, job.id, describe(error), new Date(clock.now().getTime() + retryDelayMs(attempts)));
  }

  /** Starts the due jobs there is room for; answers how many it started. One fill at a time, so no job starts twice. */
  let filling: Promise<number> = Promise.resolve(0);
  const fill = (): Promise<number> => {
    filling = filling.catch(() => 0).then(fillOnce);
    return filling;
  };
  async function fillOnce(): Promise<number> {
    const room = concurrency - running.size;
    if (room <= 0) return 0;
    const jobs = await dueJobs(db, clock.now(), room, new Set(running.keys()));
    for (const job of jobs) {
      const done = runJob(job).finally(() => {
        running.delete(job.id);
        poke();
      });
      running.set(job.id, done);
    }
    return jobs.length;
  }

  async function work(): Promise<void> {
    const locks = createLockOwner(db);
    try {
      while (!stopping.signal.aborted) {
        const lock = await locks.lock(lockKey, pollMs, stopping.signal);
        if (!lock) return;
        try {
          while (!stopping.signal.aborted && !lock.lost.aborted) {
            wake = new AbortController();
            await fill();
            await delay(pollMs, AbortSignal.any([wake.signal, stopping.signal, lock.lost]));
          }
        } catch (error) {
          logger.error({ err: error }, 'job worker pass failed; trying again');
          await delay(pollMs, stopping.signal);
        } finally {
          await Promise.allSettled(running.values());
          await lock.release();
        }
      }
    } finally {
      await locks.close();
    }
  }

  return {
    start() {
      loop ??= work().catch((error: unknown) => logger.error({ err: error }, 'job worker ended unexpectedly'));
    },
    async stop() {
      stopping.abort();
      await loop;
    },
    poke,
    async drain() {
      for (;;) {
        await Promise.allSettled(running.values());
        const started = await fill();
        if (started === 0 && running.size === 0) return;
      }
    },
  };
}
