// A missed session's report and its resolution are mailed to the student, the counsellor and the parent whose consent
// stands for a minor, once each: every message's id is derived from the event (noShowMail.ts), so a replay after a
// crash hands nothing over twice. Not awaited: a slow mail server never holds a page.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { atOnce, type Planned, processor } from '../../platform/processors/processor';
import { sendNoShowMails, type NoShowNotice } from './noShowMail';

export type NoShowJob = { kind: 'no-show'; bookingId: string; notice: NoShowNotice };

/** One mail job for a NoShowReported or NoShowResolved event, at once: the parties' here, the parent's in parents/. */
export function planNoShowNotice(event: RecordedEvent): Planned<NoShowJob>[] {
  if (event.type === 'NoShowReported') {
    const { bookingId, by, absent } = bookingEvents.NoShowReported.schema.parse(event.data);
    return [{ kind: 'no-show', bookingId, notice: { kind: 'reported', by, absent }, dueAt: atOnce(event) }];
  }
  const { bookingId, absent, reason, refundDue } = bookingEvents.NoShowResolved.schema.parse(event.data);
  return [{ kind: 'no-show', bookingId, notice: { kind: 'resolved', absent, reason, refundDue }, dueAt: atOnce(event) }];
}

export const noShowNoticesProcessor = processor<NoShowJob>({
  name: 'no-show-notices',
  eventTypes: ['NoShowReported', 'NoShowResolved'],
  // New with this version: nothing before it to mail.
  from: 'deployment',
  plan: planNoShowNotice,
  async run(job, { deps, actor, causedAt }) {
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
    const row = await findBooking(deps.db, job.bookingId);
    if (row) await sendNoShowMails(deps, row, job.notice, `${actor.causationId ?? job.bookingId}-no-show-${job.notice.kind}`);
  },
});
