// How each of the parent's mails is put together: the consenting parent found, the facts read once the read models have
// the causing event, the words from parentMailText.ts, and the message handed to the mail port under the id the
// processor derived from the event (so it goes once).
import { firstWordOf } from '@margdarshak/contracts/names';
import { pagePatterns } from '@margdarshak/contracts/pages';
import { findReport } from '@margdarshak/projections/assessments/assessmentsQueries';
import type { ReportRow } from '@margdarshak/projections/assessments/reportsProjection';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { packageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import type { JobContext } from '../../platform/processors/processor';
import { studentOwnName } from '../accounts';
import { invitation, loadBooking, when, whenHi, type BookingNotice } from '../bookings';
import { consentingParent } from './consentingParent';
import { bookingChangedText, bookingConfirmedText, reminderText, type BookingChange, type ParentMailText, type SessionFacts } from './parentMailText';
import { bookingChangedTextHi, bookingConfirmedTextHi, reminderTextHi } from './parentMailTextHi';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { parentSettings } from './parentSettings';

type Position = JobContext['causedAt'];

/** A parent speaks of their child by first name: the first word of the name the child gave, if they gave one. */
async function childName(deps: AppDeps, studentId: string): Promise<string | undefined> {
  return firstWordOf(await studentOwnName(deps, studentId));
}

const dashboardOf = (deps: AppDeps) => `${deps.config.publicUrl.replace(/\/$/, '')}${pagePatterns.parentDashboard}`;

/** Waits until the read models fed by `eventType` have the causing event (the rows a mail reads). */
export async function caughtUp(deps: AppDeps, causedAt: Position, eventType: string): Promise<void> {
  if (!(await deps.readModels.waitFor(causedAt, { eventTypes: [eventType], strict: true }))) throw new Error('The read models are behind; trying again');
}

/** A mail about `studentId` to their consenting parent; nothing when there is none. */
export async function mailToParentOf(
  deps: AppDeps,
  studentId: string,
  id: string,
  words: (child: string | undefined, dashboard: string, language: AccountLanguage) => ParentMailText,
  evenWithdrawn = false,
  attachments?: MailMessage['attachments'],
): Promise<void> {
  const parent = await consentingParent(deps, studentId, evenWithdrawn);
  if (!parent) return;
  await deps.mail.send({ id, to: parent.email, ...words(await childName(deps, studentId), dashboardOf(deps), parent.language), ...(attachments ? { attachments } : {}) });
}

/** The session as a parent's mail names it, its time written in `language`. */
async function sessionFacts(deps: AppDeps, row: BookingRow, language: AccountLanguage): Promise<SessionFacts> {
  const [child, counsellor, packageName] = await Promise.all([
    childName(deps, row.studentId),
    findCounsellor(deps.db, row.counsellorId),
    packageNameIn(deps.db, row.packageId, row.packageName, language),
  ]);
  return { child, counsellor: counsellor?.name ?? undefined, packageName, when: (language === 'hi' ? whenHi : when)(row) };
}

/** The student's own invitation, as their mail carries it. */
function invitationFor(deps: AppDeps, row: BookingRow, notice: BookingNotice): NonNullable<MailMessage['attachments']> {
  const organiser = deps.config.MAIL_FROM.replace(/.*<(.+)>.*/, '$1');
  const cancel = notice === 'cancelled' || notice === 'counsellor_removed';
  return [{ filename: 'session.ics', content: invitation(row, notice, organiser, deps.clock.now()), contentType: `text/calendar; method=${cancel ? 'CANCEL' : 'REQUEST'}` }];
}

async function bookingRow(deps: AppDeps, bookingId: string): Promise<BookingRow> {
  const row = await findBooking(deps.db, bookingId);
  if (!row) throw new Error(`Booking ${bookingId} is not in the read model yet; trying again`);
  return row;
}

export async function mailBookingToParent(
  deps: AppDeps,
  job: { kind: 'confirmed'; bookingId: string; paidAt: string } | { kind: 'changed'; bookingId: string; change: BookingChange },
  id: string,
  causedAt: Position,
): Promise<void> {
  // A cancellation of a booking never confirmed called off no session (its payment's return is mailed to its payer).
  if (job.kind === 'changed' && job.change !== 'rescheduled' && !(await loadBooking(deps, job.bookingId)).wasConfirmed) return;
  await caughtUp(deps, causedAt, job.kind === 'confirmed' ? 'BookingConfirmed' : job.change === 'rescheduled' ? 'BookingRescheduled' : 'BookingCancelled');
  const row = await bookingRow(deps, job.bookingId);
  const notice: BookingNotice = job.kind === 'confirmed' ? 'confirmed' : job.change;
  const paidAt = { startsAt: job.kind === 'confirmed' ? job.paidAt : row.startsAt };
  const refund = row.refundDue ? row.amountPaise : null;
  const facts = { en: await sessionFacts(deps, row, 'en'), hi: await sessionFacts(deps, row, 'hi') };
  const words = (_child: string | undefined, dashboard: string, language: AccountLanguage) => {
    const receipt = { ...row, paidOn: (language === 'hi' ? whenHi : when)(paidAt) };
    if (language === 'hi') return job.kind === 'confirmed' ? bookingConfirmedTextHi(facts.hi, receipt, dashboard) : bookingChangedTextHi(facts.hi, job.change, refund, dashboard);
    return job.kind === 'confirmed' ? bookingConfirmedText(facts.en, receipt, dashboard) : bookingChangedText(facts.en, job.change, refund, dashboard);
  };
  await mailToParentOf(deps, row.studentId, id, words, false, invitationFor(deps, row, notice));
}

export async function mailReminderToParent(deps: AppDeps, job: { bookingId: string; reminder: '24h' | '1h'; startsAt: string }, id: string, causedAt: Position): Promise<void> {
  await caughtUp(deps, causedAt, 'BookingConfirmed');
  const row = { ...(await bookingRow(deps, job.bookingId)), startsAt: job.startsAt };
  const parent = await consentingParent(deps, row.studentId);
  if (!parent || !(await parentSettings(deps, parent.id)).reminders) return;
  const facts = await sessionFacts(deps, row, parent.language);
  const text = (parent.language === 'hi' ? reminderTextHi : reminderText)(facts, job.reminder, dashboardOf(deps));
  await deps.mail.send({ id, to: parent.email, ...text, attachments: invitationFor(deps, row, 'confirmed') });
}

export async function mailReportToParent(
  deps: AppDeps,
  job: { reportId: string; studentId: string },
  id: string,
  causedAt: Position,
  words: (child: string | undefined, report: ReportRow, link: string, language: AccountLanguage) => ParentMailText,
): Promise<void> {
  await caughtUp(deps, causedAt, 'ResultReleased');
  const report = await findReport(deps.db, job.reportId);
  if (!report) return; // erased since
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}${pagePatterns.studentReport.replace(':reportId', encodeURIComponent(report.id))}`;
  await mailToParentOf(deps, job.studentId, id, (child, _dashboard, language) => words(child, report, link, language));
}
