// The digests' schedule (platform/processors/recurringJob.ts): each job appends a digest and leaves the next one
// AUDIT_DIGEST_EVERY_MINUTES later by the product's clock. scheduleDigests puts the first in place at start (tests call
// it when they want digests); a job that finds the schedule turned off ends it.
import type { Knex } from 'knex';
import type { Clock } from '../../platform/clock';
import { processor } from '../../platform/processors/processor';
import { type RecurringJob, recurringSchedule } from '../../platform/processors/recurringJob';
import { appendHeadsDigest } from './digests';

export const digestsProcessorName = 'audit-digests';
const everyMs = (minutes: number) => minutes * 60_000;
const schedule = recurringSchedule(digestsProcessorName, 'digest', 'DigestsScheduled');

export const digestsProcessor = processor<RecurringJob>({
  name: digestsProcessorName,
  // No event plans this work: scheduleDigests starts it, and each job leaves the next.
  eventTypes: [],
  plan: () => [],
  async run(job, { deps }) {
    const minutes = deps.config.AUDIT_DIGEST_EVERY_MINUTES;
    if (minutes === 0) return; // turned off: the schedule ends here, and starts again with the next start-up
    await appendHeadsDigest(deps);
    await schedule.next(deps.db, deps.clock, job, everyMs(minutes));
  },
});

/** Starts the digests' schedule (the first one interval from now), unless it runs already; a no-op when turned off. */
export async function scheduleDigests(db: Knex, clock: Clock, minutes: number): Promise<void> {
  if (minutes > 0) await schedule.start(db, clock, everyMs(minutes));
}
