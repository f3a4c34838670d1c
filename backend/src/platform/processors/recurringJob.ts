// Work that follows the clock rather than an event (the audit digests, the orphan-file sweep), kept in the processors'
// jobs table like every time-driven job, so it survives restarts and runs once with several copies of the product: one
// pending job at a time, each leaving the next when it has run. The first is put in place at start-up.
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { nameBasedId } from '../nameBasedId';
import { jobId, jobsTable } from './jobs';

export type RecurringJob = { kind: string; dueAt: string };

export interface RecurringSchedule {
  /** Starts the schedule (the first job `everyMs` from now) unless it runs already. */
  start(db: Knex, clock: Clock, everyMs: number): Promise<void>;
  /** From inside the running job: leaves the next one `everyMs` after this one was due, or after now when behind. */
  next(db: Knex, clock: Clock, job: RecurringJob, everyMs: number): Promise<void>;
}

/** The schedule of one processor's recurring job; `causationType` names the schedule in the job's row. */
export function recurringSchedule(processor: string, kind: string, causationType: string): RecurringSchedule {
  /** The cause every job names: the schedule itself, not an event. */
  const scheduleId = nameBasedId(`${processor} schedule`);
  const idAt = (dueAt: string) => jobId(processor, kind, dueAt, scheduleId);

  /**
   * Puts a job due at `due` in the schedule, unless one (other than `replacing`, the job now running) is pending:
   * checked and inserted under a lock, so two starts at once, or a job run twice, never make two schedules.
   */
  async function schedule(db: Knex, due: Date, replacing?: string): Promise<void> {
    const dueAt = due.toISOString();
    await db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [processor]);
      const pending = trx(jobsTable).where({ processor }).whereNull('done_at').first('id');
      if (replacing) void pending.whereNot({ id: replacing });
      if (await pending) return;
      await trx(jobsTable)
        .insert({
          id: idAt(dueAt),
          processor,
          kind,
          payload: JSON.stringify({ kind, dueAt }),
          awaited: false,
          causation_id: scheduleId,
          causation_type: causationType,
          correlation_id: null,
          caused_commit: '0',
          caused_prepare: '0',
          due_at: due,
          next_attempt_at: due,
        })
        .onConflict('id')
        .ignore();
    });
  }

  return {
    start: (db, clock, everyMs) => schedule(db, new Date(clock.now().getTime() + everyMs)),
    next(db, clock, job, everyMs) {
      const due = Date.parse(job.dueAt);
      const now = clock.now().getTime();
      return schedule(db, new Date(due + everyMs * Math.max(1, Math.ceil((now - due) / everyMs))), idAt(job.dueAt));
    },
  };
}
