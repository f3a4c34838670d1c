// Every processor, and the projections the runner follows: the read models and the processors' scheduler. Composed
// here, beside app.ts, so that platform code never reaches up into the modules.
import type { Projection } from '@margdarshak/projections/projection';
import { projections } from '@margdarshak/projections/registry';
import { erasureProcessor, sessionsProcessor } from './modules/accounts';
import { registrationsProcessor, counsellorFilesProcessor, counsellorNoticesProcessor, counsellorRemovalProcessor } from './modules/counsellors';
import {
  bookingTimeProcessor,
  completionProcessor,
  couponReturnsProcessor,
  holdsProcessor,
  noticesProcessor,
  noShowNoticesProcessor,
  paymentsProcessor,
  refundsProcessor,
  remindersProcessor,
} from './modules/bookings';
import { digestsProcessor } from './modules/audit';
import { askParentProcessor, bookingOpenProcessor, parentLanguageProcessor, refusalsProcessor } from './modules/family';
import { releaseProcessor } from './modules/reports';
import { commissionProcessor, payoutReferencesProcessor } from './modules/statements';
import { documentMailsProcessor, invoicesProcessor } from './modules/invoices';
import { studentRemovalProcessor } from './modules/students';
import { sessionRemovalProcessor } from './modules/sessions';
import { noShowParentMailsProcessor, parentMailsProcessor } from './modules/parents';
import { orphanSweepProcessor } from './platform/files/orphanSweep.processor';
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
  parentMailsProcessor,
  askParentProcessor,
  bookingOpenProcessor,
  parentLanguageProcessor,
  noShowNoticesProcessor,
  noShowParentMailsProcessor,
  invoicesProcessor,
  commissionProcessor,
  documentMailsProcessor,
  payoutReferencesProcessor,
  orphanSweepProcessor,
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
