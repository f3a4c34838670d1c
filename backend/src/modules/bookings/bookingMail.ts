// Confirmation, cancellation and reschedule messages to the student and the counsellor, with an .ics invitation in
// Asia/Kolkata, through the mail port (the local outbox by default).
import { hindiClockAt } from '@margdarshak/contracts/hindiClock';
import { formatPaise } from '@margdarshak/contracts/money';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { withPackageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import type { AppDeps } from '../../platform/deps';
import { studentDisplayName } from '../accounts';

export type BookingNotice = 'confirmed' | 'cancelled' | 'rescheduled' | 'counsellor_removed';

const isCancellation = (notice: BookingNotice) => notice === 'cancelled' || notice === 'counsellor_removed';

/** The session's date and time as India reads it: 'Tuesday, 1 December 2026 at 3:30 pm'. */
export const when = (row: Pick<BookingRow, 'startsAt'>) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short', hour12: true }).format(new Date(row.startsAt));

const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** RFC 5545 folds lines longer than 75 octets: the rest goes on lines that start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  return [...parts, current].join('\r\n ');
}

/** One VEVENT; CANCEL for a cancellation, with a sequence that moves on with each change; `link`: the session's page. */
export function invitation(row: BookingRow, notice: BookingNotice, organiser: string, now: Date, link?: string): string {
  const start = new Date(row.startsAt);
  const end = new Date(start.getTime() + 60 * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Margdarshak//Bookings//EN',
    `METHOD:${isCancellation(notice) ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${row.id}@margdarshak`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(`Margdarshak: ${row.packageName} session`)}`,
    `DESCRIPTION:${icsText(`A 60-minute ${row.packageName} counselling session (India time).${link ? ` Join from ${link}` : ''}`)}`,
    ...(link ? [`URL:${link}`] : []),
    `ORGANIZER:mailto:${organiser}`,
    `STATUS:${isCancellation(notice) ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** 'an Advanced session', 'a Basic session': the package's name capitalised, with its article. */
export function sessionOf(packageName: string): string {
  const name = packageName.charAt(0).toUpperCase() + packageName.slice(1);
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} session`;
}

const subjects: Record<BookingNotice, string> = {
  confirmed: 'Your Margdarshak session is booked',
  cancelled: 'Your Margdarshak session is cancelled',
  rescheduled: 'Your Margdarshak session has a new time',
  counsellor_removed: 'Your Margdarshak session is cancelled',
};

interface Names {
  counsellor: string;
  student: string;
}

function body(row: BookingRow, notice: BookingNotice, forCounsellor: boolean, names: Names): string {
  const who = `Your session with ${names.counsellor}`;
  switch (notice) {
    case 'confirmed':
      return forCounsellor
        ? `${names.student} booked ${sessionOf(row.packageName)} with you on ${when(row)} (India time). The invitation is attached.`
        : `${who} (${row.packageName}) is confirmed for ${when(row)} (India time). ${paidLine(row)} The invitation is attached; the join link appears on your dashboard before the session.`;
    case 'rescheduled':
      return `${forCounsellor ? 'A session with you' : who} now takes place on ${when(row)} (India time). The updated invitation is attached.`;
    case 'cancelled':
      return forCounsellor
        ? `The ${row.packageName} session on ${when(row)} has been cancelled. The time is free again in your calendar.`
        : `${who} on ${when(row)} has been cancelled.${refundLine(row)}`;
    case 'counsellor_removed':
      return forCounsellor
        ? `The ${row.packageName} session on ${when(row)} has been cancelled.`
        : `We are sorry: your counsellor is no longer available on Margdarshak, so your ${row.packageName} session on ${when(row)} (India time) has been cancelled.${refundLine(row)} You are welcome to book another counsellor.`;
    default: {
      const unknown: never = notice;
      return unknown;
    }
  }
}

const paidLine = (row: BookingRow) =>
  row.amountPaise === 0 ? `Your coupon${row.couponCode ? ` ${row.couponCode}` : ''} covers the whole price, so there was nothing to pay.` : `Amount paid: ${formatPaise(row.amountPaise)}.`;

const refundLine = (row: BookingRow) => (row.refundDue ? ` ${formatPaise(row.amountPaise)} will reach your original payment method within 5-7 business days.` : '');

// The student's notice in Hindi (issue 33), for a student whose account reads Margdarshak in Hindi.
const subjectsHi: Record<BookingNotice, string> = {
  confirmed: 'आपका Margdarshak सेशन बुक हो गया है',
  cancelled: 'आपका Margdarshak सेशन रद्द हो गया है',
  rescheduled: 'आपके Margdarshak सेशन का समय बदल गया है',
  counsellor_removed: 'आपका Margdarshak सेशन रद्द हो गया है',
};

/** 'मंगलवार, 1 दिसंबर 2026, दोपहर 3:30 बजे' (India's time). */
export function whenHi(row: Pick<BookingRow, 'startsAt'>): string {
  const start = new Date(row.startsAt);
  const day = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(start);
  return `${day}, ${hindiClockAt(start)}`;
}

const paidLineHi = (row: BookingRow) =>
  row.amountPaise === 0 ? `आपके कूपन${row.couponCode ? ` ${row.couponCode}` : ''} से पूरी फ़ीस माफ़ हो गई, इसलिए कोई भुगतान नहीं करना पड़ा।` : `भुगतान की गई रक़म: ${formatPaise(row.amountPaise)}।`;

const refundLineHi = (row: BookingRow) => (row.refundDue ? ` ${formatPaise(row.amountPaise)} 5-7 कामकाजी दिनों में उसी तरीक़े से वापस पहुँच जाएँगे, जिससे भुगतान किया गया था।` : '');

/** `row.packageName` in Hindi already (the sender's `withPackageNameIn`). */
export function studentBodyHi(row: BookingRow, notice: BookingNotice, counsellor: string): string {
  const session = `${row.packageName} सेशन`;
  switch (notice) {
    case 'confirmed':
      return `${counsellor} के साथ आपका ${session} ${whenHi(row)} (भारतीय समय) के लिए पक्का हो गया है। ${paidLineHi(row)} कैलेंडर का निमंत्रण साथ में है; सेशन से पहले, जुड़ने का लिंक आपके डैशबोर्ड पर दिखेगा।`;
    case 'rescheduled':
      return `${counsellor} के साथ आपका सेशन अब ${whenHi(row)} (भारतीय समय) को होगा। नया कैलेंडर निमंत्रण साथ में है।`;
    case 'cancelled':
      return `${counsellor} के साथ ${whenHi(row)} का आपका सेशन रद्द कर दिया गया है।${refundLineHi(row)}`;
    case 'counsellor_removed':
      return `हमें खेद है: आपके काउंसलर अब Margdarshak पर उपलब्ध नहीं हैं, इसलिए ${whenHi(row)} (भारतीय समय) का आपका ${session} रद्द कर दिया गया है।${refundLineHi(row)} किसी दूसरे काउंसलर के साथ सेशन बुक कीजिए, आपका स्वागत है।`;
    default: {
      const unknown: never = notice;
      return unknown;
    }
  }
}

/** `id` names this notice for good (the notices processor derives it from the event), so it is never delivered twice. */
export async function sendBookingNotice(deps: AppDeps, row: BookingRow, notice: BookingNotice, id: string): Promise<void> {
  const [student, counsellor, studentName] = await Promise.all([findActiveUser(deps.db, row.studentId), findCounsellor(deps.db, row.counsellorId), studentDisplayName(deps, row.studentId)]);
  const organiser = deps.config.MAIL_FROM.replace(/.*<(.+)>.*/, '$1');
  const ics = invitation(row, notice, organiser, deps.clock.now());
  const attachments = [{ filename: 'session.ics', content: ics, contentType: `text/calendar; method=${isCancellation(notice) ? 'CANCEL' : 'REQUEST'}` }];
  const names: Names = { counsellor: counsellor?.name ?? 'your counsellor', student: studentName ?? 'A student' };
  const sends: Promise<void>[] = [];
  // The student's in the language their account reads; the counsellor's in English, as their area is.
  const inHindi = student?.language === 'hi';
  const studentMail = inHindi
    ? { subject: subjectsHi[notice], text: studentBodyHi(await withPackageNameIn(deps.db, row, 'hi'), notice, counsellor?.name ?? 'आपके काउंसलर') }
    : { subject: subjects[notice], text: body(row, notice, false, names) };
  if (student) sends.push(deps.mail.send({ id: `${id}-student`, to: student.email, ...studentMail, attachments }));
  if (counsellor) sends.push(deps.mail.send({ id: `${id}-counsellor`, to: counsellor.email, subject: subjects[notice], text: body(row, notice, true, names), attachments }));
  // A failure is the processor's to retry; the message that went out already is not sent again (its id).
  await Promise.all(sends);
}
