// A missed session of a minor, told to their consenting parent as the student and the counsellor are told it
// (bookings/noShowNotices.processor.ts): the report that one of them did not come, and an admin's finding, in the
// parent's words (bookings/noShowMail.ts), once each: the message's id is derived from the event.
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { processor } from '../../platform/processors/processor';
import { contactUrlOf, type NoShowJob, noShowText, planNoShowNotice } from '../bookings';
import { caughtUp, mailToParentOf } from './parentMail';

export const noShowParentMailsProcessor = processor<NoShowJob>({
  name: 'no-show-parent-mails',
  eventTypes: ['NoShowReported', 'NoShowResolved'],
  from: 'deployment',
  plan: planNoShowNotice,
  async run(job, { deps, actor, causedAt }) {
    await caughtUp(deps, causedAt, 'BookingRequested');
    const row = await findBooking(deps.db, job.bookingId);
    if (!row) return; // erased since
    const counsellor = await findCounsellor(deps.db, row.counsellorId);
    const id = `${actor.causationId ?? job.bookingId}-no-show-${job.notice.kind}-parent`;
    // In the parent's language: a child without a name given is 'आपके बच्चे' in Hindi, always before a postposition.
    await mailToParentOf(deps, row.studentId, id, (child, _dashboard, language) => {
      const yourChild = language === 'hi' ? 'आपके बच्चे' : 'your child';
      const theCounsellor = language === 'hi' ? 'काउंसलर' : 'the counsellor';
      return noShowText(row, job.notice, 'parent', { student: child ?? yourChild, child: child ?? yourChild, counsellor: counsellor?.name ?? theCounsellor, contactUrl: contactUrlOf(deps) }, language);
    });
  },
});
