// The consenting parent of a minor hears what their child hears, in words for the parent (parentMailText.ts): their
// consent recorded; a session booked (with the receipt and the invitation), moved or cancelled (with the refund); the
// reminders before it, following each reminder the student was sent (unless the parent turned reminders off); a report
// released; the child's account deleted. Each message's id is derived from the event that caused it, so a job run again
// after a crash hands nothing over twice (the mail port keeps its own record). From this version on: history is not mailed.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { familyEvents } from '@margdarshak/contracts/events/family';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { atOnce, processor, type Planned } from '../../platform/processors/processor';
import { type BookingChange, childDeletedText, consentRecordedText, reportReadyText, type DeletedBy } from './parentMailText';
import { childDeletedTextHi, consentRecordedTextHi, reportReadyTextHi } from './parentMailTextHi';
import { caughtUp, mailBookingToParent, mailReminderToParent, mailReportToParent, mailToParentOf } from './parentMail';

export type ParentMailJob =
  | { kind: 'consent'; cause: string; studentId: string; noticeLanguage?: AccountLanguage }
  | { kind: 'confirmed'; cause: string; bookingId: string; paidAt: string }
  | { kind: 'changed'; cause: string; bookingId: string; change: BookingChange }
  | { kind: 'reminder'; cause: string; bookingId: string; reminder: '24h' | '1h'; startsAt: string }
  | { kind: 'report'; cause: string; reportId: string; studentId: string; version: number }
  | { kind: 'deleted'; cause: string; studentId: string; by: DeletedBy };

const once = (event: RecordedEvent, job: ParentMailJob): Planned<ParentMailJob>[] => [{ ...job, dueAt: atOnce(event) }];

/** Pure: a replay plans the same jobs. */
export function planParentMails(event: RecordedEvent): Planned<ParentMailJob>[] {
  const cause = event.id;
  switch (event.type) {
    case 'ParentalConsentGiven': {
      const { studentId, noticeLanguage } = familyEvents.ParentalConsentGiven.schema.parse(event.data);
      return once(event, { kind: 'consent', cause, studentId, ...(noticeLanguage ? { noticeLanguage } : {}) });
    }
    case 'BookingConfirmed':
      return once(event, { kind: 'confirmed', cause, bookingId: bookingEvents.BookingConfirmed.schema.parse(event.data).bookingId, paidAt: event.metadata.at });
    case 'BookingRescheduled':
      return once(event, { kind: 'changed', cause, bookingId: bookingEvents.BookingRescheduled.schema.parse(event.data).bookingId, change: 'rescheduled' });
    case 'BookingCancelled': {
      const { bookingId, reason } = bookingEvents.BookingCancelled.schema.parse(event.data);
      // A child's deleted account cancels their sessions: the deletion's own mail tells the parent so, once.
      if (reason === 'student_removed') return [];
      // An admin found the counsellor did not come: the no-show mail tells the parent so, with the refund, once.
      if (reason === 'counsellor_no_show') return [];
      return once(event, { kind: 'changed', cause, bookingId, change: reason === 'counsellor_removed' ? 'counsellor_removed' : 'cancelled' });
    }
    case 'SessionReminderSent': {
      const { bookingId, kind, to, startsAt } = bookingEvents.SessionReminderSent.schema.parse(event.data);
      return to === 'student' ? once(event, { kind: 'reminder', cause, bookingId, reminder: kind, startsAt }) : [];
    }
    case 'ResultReleased': {
      const { reportId, studentId } = assessmentEvents.ResultReleased.schema.parse(event.data);
      return once(event, { kind: 'report', cause, reportId, studentId, version: 1 });
    }
    case 'ComprehensiveReportReleased': {
      const { reportId, studentId, version } = assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data);
      return once(event, { kind: 'report', cause, reportId, studentId, version });
    }
    case 'UserErased': {
      const { userId } = accountEvents.UserErased.schema.parse(event.data);
      // A parent who closed their child's account is told by the erasure itself (accounts/deletionMail.ts).
      if (event.metadata.role === 'parent') return [];
      return once(event, { kind: 'deleted', cause, studentId: userId, by: event.metadata.userId === userId ? 'child' : 'team' });
    }
    default:
      return [];
  }
}

export const parentMailsProcessor = processor<ParentMailJob>({
  name: 'parent-mails',
  eventTypes: ['ParentalConsentGiven', 'BookingConfirmed', 'BookingRescheduled', 'BookingCancelled', 'SessionReminderSent', 'ResultReleased', 'ComprehensiveReportReleased', 'UserErased'],
  from: 'deployment',
  plan: planParentMails,
  async run(job, { deps, causedAt }) {
    const id = `parent-${job.cause}-${job.kind}`;
    switch (job.kind) {
      case 'consent':
        // The parent's account may be as new as their consent: the users read model must have it.
        await caughtUp(deps, causedAt, 'UserRegistered');
        // In the words of the notice the parent consented to: their account may take that language only after this mail
        // (family's parentLanguage processor).
        return mailToParentOf(deps, job.studentId, id, (child, dashboard, language) => ((job.noticeLanguage ?? language) === 'hi' ? consentRecordedTextHi : consentRecordedText)(child, dashboard));
      case 'confirmed':
      case 'changed':
        return mailBookingToParent(deps, job, id, causedAt);
      case 'reminder':
        return mailReminderToParent(deps, job, id, causedAt);
      case 'report':
        return mailReportToParent(deps, job, id, causedAt, (child, report, link, language) => (language === 'hi' ? reportReadyTextHi : reportReadyText)(child, report.title, job.version > 1, link));
      case 'deleted':
        // The child's name went with their key: the parent is told plainly (decision 0101).
        return mailToParentOf(deps, job.studentId, id, (_child, _dashboard, language) => (language === 'hi' ? childDeletedTextHi : childDeletedText)(undefined, job.by), true);
      default: {
        const unknown: never = job;
        return unknown;
      }
    }
  },
});
