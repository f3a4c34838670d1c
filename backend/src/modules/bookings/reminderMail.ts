// The reminder mail: to the student or the counsellor, with the session's time in India, the link to their own session
// page (where the join button and, from 15 minutes before, the video room are) and the invitation again, updated.
import { pagePatterns } from '@margdarshak/contracts/pages';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { withPackageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { MailMessage } from '../../platform/mail/mailer';
import type { AppDeps } from '../../platform/deps';
import { studentDisplayName } from '../accounts';
import { invitation, when, whenHi } from './bookingMail';
import type { Reminder, ReminderKind, ReminderParty } from './reminders';

/** The session's page for each party: the room's own link opens only 15 minutes before, this one works from now on. */
export function sessionPageLink(publicUrl: string, to: ReminderParty, bookingId: string): string {
  const pattern = to === 'student' ? pagePatterns.studentSession : pagePatterns.counsellorSession;
  return `${publicUrl.replace(/\/$/, '')}${pattern.replace(':sessionId', encodeURIComponent(bookingId))}`;
}

const inWords: Record<ReminderKind, string> = { '24h': 'in 24 hours', '1h': 'in one hour' };

interface Names {
  student: string;
  counsellor: string;
}

export function reminderText(row: Pick<BookingRow, 'startsAt' | 'packageName'>, kind: ReminderKind, to: ReminderParty, names: Names, link: string): { subject: string; text: string } {
  const at = `${when(row)} (India time)`;
  const student = to === 'student';
  const lines = [
    `Hello ${student ? names.student : names.counsellor},`,
    `Your ${row.packageName} session with ${student ? names.counsellor : names.student} starts ${inWords[kind]}: ${at}.`,
    `${student ? 'Your' : 'The'} session page: ${link}`,
    'The video room opens from that page 15 minutes before the start.',
    ...(student && kind === '24h' ? ['Before then, note down what you would like to ask, and check that your camera and microphone work.'] : []),
  ];
  return {
    subject: `Reminder: your Margdarshak session starts ${inWords[kind]}`,
    text: [...lines, 'The calendar invitation attached is the latest one; it replaces any earlier copy.', 'Margdarshak'].join('\n\n'),
  };
}

// The student's reminder in Hindi (issue 33), for a student whose account reads Margdarshak in Hindi; the counsellor's
// stays English, as their area is.
const inWordsHi: Record<ReminderKind, string> = { '24h': '24 घंटे में', '1h': 'एक घंटे में' };

export function reminderTextHi(row: Pick<BookingRow, 'startsAt' | 'packageName'>, kind: ReminderKind, names: Names, link: string): { subject: string; text: string } {
  const lines = [
    names.student ? `नमस्ते ${names.student},` : 'नमस्ते,',
    `${names.counsellor} के साथ आपका ${row.packageName} सेशन ${inWordsHi[kind]} शुरू होगा: ${whenHi(row)} (भारतीय समय)।`,
    `आपके सेशन का पेज: ${link}`,
    'सेशन शुरू होने से 15 मिनट पहले, इसी पेज से वीडियो रूम खुल जाएगा।',
    ...(kind === '24h' ? ['उससे पहले, काउंसलर से जो पूछना है, वह लिख लीजिए, और देख लीजिए कि आपका कैमरा और माइक्रोफ़ोन ठीक से काम कर रहे हैं।'] : []),
  ];
  return {
    subject: `याद दिला दें: आपका Margdarshak सेशन ${inWordsHi[kind]} शुरू होगा`,
    text: [...lines, 'साथ में भेजा गया कैलेंडर निमंत्रण सबसे नया है; यह पहले भेजे गए निमंत्रण की जगह लेता है।', 'Margdarshak'].join('\n\n'),
  };
}

/**
 * The reminder for one party, or undefined when that party is gone (an erased account). `id` names the message for good
 * (derived from the event that planned it), so a second send after a crash is not delivered twice.
 */
export async function reminderMessage(deps: AppDeps, row: BookingRow, reminder: Reminder, id: string): Promise<MailMessage | undefined> {
  const [student, counsellor, studentName] = await Promise.all([findActiveUser(deps.db, row.studentId), findCounsellor(deps.db, row.counsellorId), studentDisplayName(deps, row.studentId)]);
  const address = reminder.to === 'student' ? student?.email : counsellor?.email;
  if (!address || !studentName || !counsellor) return undefined;
  const names: Names = { student: studentName, counsellor: counsellor.name ?? 'your counsellor' };
  const link = sessionPageLink(deps.config.publicUrl, reminder.to, row.id);
  const organiser = deps.config.MAIL_FROM.replace(/.*<(.+)>.*/, '$1');
  const ics = invitation(row, 'confirmed', organiser, deps.clock.now(), link);
  return {
    id,
    to: address,
    ...(reminder.to === 'student' && student?.language === 'hi'
      ? reminderTextHi(await withPackageNameIn(deps.db, row, 'hi'), reminder.kind, { ...names, counsellor: counsellor.name ?? 'आपके काउंसलर' }, link)
      : reminderText(row, reminder.kind, reminder.to, names, link)),
    attachments: [{ filename: 'session.ics', content: ics, contentType: 'text/calendar; method=REQUEST' }],
  };
}
