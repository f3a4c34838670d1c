// The digests' schedule: one job that never ends, kept in the processors' jobs table like every time-driven job (so it
// survives restarts and runs once with several API copies). Each run appends a digest and asks to run again
// AUDIT_DIGEST_EVERY_MINUTES later by the product's clock. scheduleDigests puts the job there once; the composition
// root calls it at start (tests call it when they want digests).
import type { Knex } from 'knex';
import type { Clock } from '../../platform/clock';
import { nameBasedId } from '../../platform/nameBasedId';
import { jobId, jobsTable } from '../../platform/processors/jobs';
import { processor } from '../../platform/processors/processor';
import { appendHeadsDigest } from './digests';

type Job = { kind: 'digest' };

export const digestsProcessorName = 'audit-digests';
const everyMs = (minutes: number) => minutes * 60_000;

export const digestsProcessor = processor<Job>({
  name: digestsProcessorName,
  // No event plans its work: the one job is put in place by scheduleDigests.
  eventTypes: [],
  plan: () => [],
  async run(_job, { deps }) {
    const minutes = deps.config.AUDIT_DIGEST_EVERY_MINUTES;
    if (minutes === 0) return; // turned off: the job ends, and scheduleDigests revives it once turned on again
    await appendHeadsDigest(deps);
    return { again: new Date(deps.clock.now().getTime() + everyMs(minutes)) };
  },
});

/** Puts the digests' job in the schedule, first due one interval from now; a no-op while it is there and not done. */
export async function scheduleDigests(db: Knex, clock: Clock, minutes: number): Promise<void> {
  if (minutes === 0) return;
  const cause = nameBasedId('audit-digests schedule');
  const due = new Date(clock.now().getTime() + everyMs(minutes));
  await db(jobsTable)
    .insert({
      id: jobId(digestsProcessorName, 'digest', undefined, cause),
      processor: digestsProcessorName,
      kind: 'digest',
      payload: JSON.stringify({ kind: 'digest' }),
      awaited: false,
      causation_id: cause,
      causation_type: 'DigestsScheduled',
      correlation_id: null,
      caused_commit: '0',
      caused_prepare: '0',
      due_at: due,
      next_attempt_at: due,
    })
    .onConflict('id')
    .merge({ done_at: null, outcome: null, due_at: due, next_attempt_at: due })
    .whereNotNull(`${jobsTable}.done_at`);
}
