// The digests' schedule, kept in the processors' jobs table like every time-driven job (so it survives restarts and
// runs once with several API copies): one pending job at a time, each appending a digest and leaving the next one
// AUDIT_DIGEST_EVERY_MINUTES later by the product's clock. scheduleDigests puts the first in place at start (tests call
// it when they want digests); a job that finds the schedule turned off ends it.
import type { Knex } from 'knex';
import type { Clock } from '../../platform/clock';
import { nameBasedId } from '../../platform/nameBasedId';
import { jobId, jobsTable } from '../../platform/processors/jobs';
import { processor } from '../../platform/processors/processor';
import { appendHeadsDigest } from './digests';

type Job = { kind: 'digest'; dueAt: string };

export const digestsProcessorName = 'audit-digests';
const everyMs = (minutes: number) => minutes * 60_000;
/** The cause every digest job names: the schedule itself, not an event. */
const scheduleId = nameBasedId('audit-digests schedule');
const digestJobId = (dueAt: string) => jobId(digestsProcessorName, 'digest', dueAt, scheduleId);

/**
 * Puts a digest job due at `due` in the schedule, unless one (other than `replacing`, the job now running) is pending:
 * checked and inserted under a lock, so two starts at once, or a job run twice, never make two schedules.
 */
async function scheduleNext(db: Knex, due: Date, replacing?: string): Promise<void> {
  const dueAt = due.toISOString();
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [digestsProcessorName]);
    const pending = trx(jobsTable).where({ processor: digestsProcessorName }).whereNull('done_at').first('id');
    if (replacing) void pending.whereNot({ id: replacing });
    if (await pending) return;
    await trx(jobsTable)
      .insert({
        id: digestJobId(dueAt),
        processor: digestsProcessorName,
        kind: 'digest',
        payload: JSON.stringify({ kind: 'digest', dueAt }),
        awaited: false,
        causation_id: scheduleId,
        causation_type: 'DigestsScheduled',
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

export const digestsProcessor = processor<Job>({
  name: digestsProcessorName,
  // No event plans this work: scheduleDigests starts it, and each job leaves the next.
  eventTypes: [],
  plan: () => [],
  async run(job, { deps }) {
    const minutes = deps.config.AUDIT_DIGEST_EVERY_MINUTES;
    if (minutes === 0) return; // turned off: the schedule ends here, and starts again with the next start-up
    await appendHeadsDigest(deps);
    // The next one interval after this one was due, or after now when the schedule fell behind (the product was down).
    const every = everyMs(minutes);
    const due = Date.parse(job.dueAt);
    const now = deps.clock.now().getTime();
    await scheduleNext(deps.db, new Date(due + every * Math.max(1, Math.ceil((now - due) / every))), digestJobId(job.dueAt));
  },
});

/** Starts the digests' schedule (the first one interval from now), unless it runs already; a no-op when turned off. */
export async function scheduleDigests(db: Knex, clock: Clock, minutes: number): Promise<void> {
  if (minutes > 0) await scheduleNext(db, new Date(clock.now().getTime() + everyMs(minutes)));
}
