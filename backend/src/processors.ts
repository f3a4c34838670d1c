// Every processor, and the projections the runner follows: the read models and the processors' scheduler. Composed
// here, beside app.ts, so that platform code never reaches up into the modules.
import type { Projection } from '@margdarshak/projections/projection';
import { projections } from '@margdarshak/projections/registry';
import { erasureProcessor } from './modules/accounts/erasure.processor';
import { registrationsProcessor } from './modules/counsellors/registrations.processor';
import { sessionsProcessor } from './modules/accounts/sessions.processor';
import { bookingTimeProcessor } from './modules/bookings/bookingTime.processor';
import { completionProcessor } from './modules/bookings/completion.processor';
import { couponReturnsProcessor } from './modules/bookings/couponReturns.processor';
import { holdsProcessor } from './modules/bookings/holds.processor';
import { noticesProcessor } from './modules/bookings/notices.processor';
import { paymentsProcessor } from './modules/bookings/payments.processor';
import { refundsProcessor } from './modules/bookings/refunds.processor';
import { remindersProcessor } from './modules/bookings/reminders.processor';
import { counsellorFilesProcessor } from './modules/counsellors/files.processor';
import { counsellorNoticesProcessor } from './modules/counsellors/notices.processor';
import { counsellorRemovalProcessor } from './modules/counsellors/removal.processor';
import { digestsProcessor } from './modules/audit/digests.processor';
import { refusalsProcessor } from './modules/family/refusals.processor';
import { releaseProcessor } from './modules/reports/release.processor';
import { studentRemovalProcessor } from './modules/students/removal.processor';
import { sessionRemovalProcessor } from './modules/sessions/removal.processor';
import type { Processor } from './platform/processors/processor';
import { schedulerProjection } from './platform/processors/scheduler';
import type { ProcessorStarts } from './platform/processors/starts';

export const processors: readonly Processor[] = [
  paymentsProcessor,
  refundsProcessor,
  bookingTimeProcessor,
  holdsProcessor,
  completionProcessor,
  noticesProcessor,
  remindersProcessor,
  registrationsProcessor,
  erasureProcessor,
  sessionsProcessor,
  counsellorRemovalProcessor,
  counsellorFilesProcessor,
  counsellorNoticesProcessor,
  releaseProcessor,
  studentRemovalProcessor,
  sessionRemovalProcessor,
  digestsProcessor,
  refusalsProcessor,
  couponReturnsProcessor,
];

/** Everything the log is followed for: the read models, then the processors' scheduler. */
export const runnerProjections = (starts?: ProcessorStarts, all: readonly Processor[] = processors): Projection[] => [...projections, schedulerProjection(all, starts)];

/**
 * The read models and the scheduler, apart: commands wait for the read models their events feed (read your writes);
 * only a request settling a workflow waits for the scheduler (settle). Each has a runner of its own.
 */
export function followedProjections(starts?: ProcessorStarts, all: readonly Processor[] = processors): { readModels: Projection[]; scheduler: Projection } {
  return { readModels: projections, scheduler: schedulerProjection(all, starts) };
}
