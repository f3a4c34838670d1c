// A missed session of a minor, told to their consenting parent as the student and the counsellor are told it
// (bookings/noShowNotices.processor.ts): the report that one of them did not come, and an admin's finding, in the
// parent's words (bookings/noShowMail.ts), once each: the message's id is derived from the event.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { contactUrlOf, noShowText, type NoShowNotice } from '../bookings';
import { caughtUp, mailToParentOf } from './parentMail';

type Job = { kind: 'no-show'; bookingId: string; notice: NoShowNotice };

export const noShowParentMailsProcessor = processor<Job>({
  name: 'no-show-parent-mails',
  eventTypes: ['NoShowReported', 'NoShowResolved'],
  from: 'deployment',
  plan(event) {
    if (event.type === 'NoShowReported') {
      const { bookingId, by, absent } = bookingEvents.NoShowReported.schema.parse(event.data);
      return [{ kind: 'no-show', bookingId, notice: { kind: 'reported', by, absent }, dueAt: atOnce(event) }];
    }
    const { bookingId, absent, reason, refundDue } = bookingEvents.NoShowResolved.schema.parse(event.data);
    return [{ kind: 'no-show', bookingId, notice: { kind: 'resolved', absent, reason, refundDue }, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor, causedAt }) {
    await caughtUp(deps, causedAt, 'BookingRequested');
    const row = await findBooking(deps.db, job.bookingId);
    if (!row) return; // erased since
    const counsellor = await findCounsellor(deps.db, row.counsellorId);
    const id = `${actor.causationId ?? job.bookingId}-no-show-${job.notice.kind}-parent`;
    await mailToParentOf(deps, row.studentId, id, (child) =>
      noShowText(row, job.notice, 'parent', { student: child ?? 'your child', child: child ?? 'your child', counsellor: counsellor?.name ?? 'the counsellor', contactUrl: contactUrlOf(deps) }),
    );
  },
});
