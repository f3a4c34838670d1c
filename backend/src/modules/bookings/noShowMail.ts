// The mails about a missed session, to the student and the counsellor: when one of them reports that the other did not
// come, and when an admin resolves it. Each in its reader's words; the words to a minor's parent are here too (the parents
// module sends them, as it sends the parent's other mails) and speak about the child by name. The reporter's note is
// never quoted (it is theirs alone).
import { pagePatterns } from '@margdarshak/contracts/pages';
import { formatPaise } from '@margdarshak/contracts/money';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { withPackageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { studentDisplayName } from '../accounts';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { when } from './bookingMail';
import { noShowTextHi } from './noShowMailHi';
import type { NoShowNames, NoShowNotice, Reader } from './noShowNotice';

export type { NoShowNames, NoShowNotice, Reader } from './noShowNotice';

type Session = Pick<BookingRow, 'startsAt' | 'packageName' | 'amountPaise' | 'couponCode'>;

function reportedText(session: Session, notice: Extract<NoShowNotice, { kind: 'reported' }>, to: Reader, n: NoShowNames): string[] {
  const at = `${when(session)} (India time)`;
  const tellUs = `If that is not what happened, please tell us through the Contact page: ${n.contactUrl}`;
  if (to === 'parent') {
    return notice.absent === 'counsellor'
      ? [
          `${n.child} told us that the counsellor, ${n.counsellor}, did not come to ${n.child}’s ${session.packageName} session on ${at}.`,
          'Our team will look into it and write to you both. If the counsellor did not come, what was paid comes back in full.',
        ]
      : [`${n.counsellor}, ${n.child}’s counsellor, told us that ${n.child} did not join the ${session.packageName} session on ${at}.`, `${tellUs}. Our team will look into it and write to you both.`];
  }
  if (to === notice.by) {
    const other = notice.absent === 'counsellor' ? n.counsellor : n.student;
    return [`Thank you for telling us that ${other} did not come to the ${session.packageName} session on ${at}.`, 'Our team will look into it and write to you once it is resolved.'];
  }
  const reporter = notice.by === 'student' ? n.student : n.counsellor;
  return [`${reporter} told us that you did not come to the ${session.packageName} session on ${at}.`, `${tellUs}. Our team will look into it and write to you once it is resolved.`];
}

function resolvedText(session: Session, notice: Extract<NoShowNotice, { kind: 'resolved' }>, to: Reader, n: NoShowNames): string[] {
  const at = `${when(session)} (India time)`;
  const note = `Our note: ${notice.reason}`;
  const refund = notice.refundDue ? `${formatPaise(session.amountPaise)} will reach the original payment method within 5-7 business days.` : '';
  const coupon = session.couponCode ? `The coupon ${session.couponCode} can be used again.` : '';
  const whose = to === 'parent' ? `${n.child}’s` : to === 'student' ? 'your' : 'the';
  const looked = `We looked into ${whose} ${session.packageName} session${to === 'counsellor' ? ` with ${n.student}` : ''} on ${at}`;
  if (notice.absent === 'counsellor') {
    if (to === 'counsellor')
      return [
        `${looked} and found that you did not come. The student’s payment is refunded in full, so the session earns nothing.`,
        note,
        `If you think we got this wrong, please tell us through the Contact page: ${n.contactUrl}`,
      ];
    return [
      `${looked} and found that the counsellor, ${n.counsellor}, did not come. We are sorry.`,
      [refund, coupon].filter(Boolean).join(' '),
      note,
      ...(to === 'student' ? ['You are welcome to book another session whenever you like.'] : []),
    ].filter(Boolean);
  }
  switch (to) {
    case 'counsellor':
      return [`${looked} and found that the student did not join. The session stays paid.`, note];
    case 'student':
      return [
        `${looked} and found that you could not join it. Because ${n.counsellor} kept that hour for you, the session is not refunded.`,
        note,
        'Things come up. You are welcome to book another session whenever you are ready.',
      ];
    case 'parent':
      return [
        `${looked} and found that ${n.child} did not join it. Because the counsellor kept that hour, the session is not refunded.`,
        note,
        `If you think we got this wrong, please tell us through the Contact page: ${n.contactUrl}`,
      ];
    default: {
      const unknown: never = to;
      return unknown;
    }
  }
}

type Subject = 'reported' | 'refunded' | 'resolved';

/** Fixed words, naming no one; a parent's speak of their child's session. */
const subjects: Record<'own' | 'parent', Record<Subject, string>> = {
  own: {
    reported: 'A missed Margdarshak session was reported',
    refunded: 'Your missed Margdarshak session is refunded',
    resolved: 'About your missed Margdarshak session',
  },
  parent: {
    reported: 'Your child’s Margdarshak session was reported as missed',
    refunded: 'Your child’s missed Margdarshak session is refunded',
    resolved: 'About your child’s missed Margdarshak session',
  },
};

/**
 * The subject and text one reader gets; pure, so each wording is tested on its own. A student or parent reading Hindi
 * gets noShowMailHi.ts's words (with `names` in Hindi: see noShowNamesHi); a counsellor always the English.
 */
export function noShowText(session: Session, notice: NoShowNotice, to: Reader, names: NoShowNames, language: AccountLanguage = 'en'): { subject: string; text: string } {
  // `session.packageName` in Hindi already for a Hindi reader (the sender's `withPackageNameIn`).
  if (language === 'hi' && to !== 'counsellor') return noShowTextHi(session, notice, to, names);
  const greeting = to === 'parent' ? 'Hello,' : `Hello ${to === 'student' ? names.student : names.counsellor},`;
  const lines = notice.kind === 'reported' ? reportedText(session, notice, to, names) : resolvedText(session, notice, to, names);
  const subject: Subject = notice.kind === 'reported' ? 'reported' : notice.absent === 'counsellor' && notice.refundDue && to !== 'counsellor' ? 'refunded' : 'resolved';
  return { subject: subjects[to === 'parent' ? 'parent' : 'own'][subject], text: [greeting, ...lines, 'Margdarshak'].join('\n\n') };
}

export const contactUrlOf = (deps: AppDeps) => `${deps.config.publicUrl.replace(/\/$/, '')}${pagePatterns.contact}`;

/** Mails the student and the counsellor once each: `id` is derived from the causing event, and each reader adds their part. */
export async function sendNoShowMails(deps: AppDeps, row: BookingRow, notice: NoShowNotice, id: string): Promise<void> {
  const [student, counsellor, studentName] = await Promise.all([findActiveUser(deps.db, row.studentId), findCounsellor(deps.db, row.counsellorId), studentDisplayName(deps, row.studentId)]);
  const names: NoShowNames = { student: studentName ?? 'the student', counsellor: counsellor?.name ?? 'the counsellor', child: 'your child', contactUrl: contactUrlOf(deps) };
  // The student's in the language their account reads; the counsellor's in English, as their area is.
  const studentLanguage = student?.language ?? 'en';
  const studentNames = studentLanguage === 'hi' ? { ...names, student: studentName ?? '', counsellor: counsellor?.name ?? 'काउंसलर' } : names;
  const readers: [Reader, string | undefined, NoShowNames, AccountLanguage][] = [
    ['student', student?.email, studentNames, studentLanguage],
    ['counsellor', counsellor?.email, names, 'en'],
  ];
  // A failure is the processor's to retry; a message that went out already is not sent again (its id).
  await Promise.all(
    readers.map(async ([to, address, readerNames, language]) => {
      if (!address) return;
      const session = await withPackageNameIn(deps.db, row, language);
      await deps.mail.send({ id: `${id}-${to}`, to: address, ...noShowText(session, notice, to, readerNames, language) });
    }),
  );
}
