// The mail that tells a student why a payment of theirs was not kept (the time went to someone else, it arrived after the
// session's start, the booking was already paid or cancelled) and that it is on its way back in full.
import { formatPaise } from '@margdarshak/contracts/money';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { withPackageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import type { RefundReason } from './booking';
import { when, whenHi } from './bookingMail';
import { refundReasons } from './refundReasons';

export const RETURNED_PAYMENT_SUBJECT = 'Your Margdarshak payment is being refunded';

export function returnedPaymentText(row: Pick<BookingRow, 'startsAt' | 'packageName'>, amountPaise: number, reason: RefundReason): string {
  return [
    `${refundReasons[reason]}.`,
    `You paid ${formatPaise(amountPaise)} for the ${row.packageName} session on ${when(row)} (India time). We are refunding all of it to your original payment method; it reaches your account within 5-7 business days.`,
    'You are welcome to choose another time on Margdarshak.',
  ].join('\n\n');
}

// The same mail in Hindi (issue 33), for a student whose account reads Margdarshak in Hindi. The reason is the one the
// verify answer gives in Hindi (contracts/src/messages/hindi.ts), so the page and the mail say it alike.
export const RETURNED_PAYMENT_SUBJECT_HI = 'आपके Margdarshak भुगतान का रिफ़ंड किया जा रहा है';

export function returnedPaymentTextHi(row: Pick<BookingRow, 'startsAt' | 'packageName'>, amountPaise: number, reason: RefundReason): string {
  return [
    `${hindiOf(refundReasons[reason]) ?? refundReasons[reason]}।`,
    `${whenHi(row)} (भारतीय समय) के ${row.packageName} सेशन के लिए आपका ${formatPaise(amountPaise)} का भुगतान मिला था। यह पूरी रक़म उसी तरीक़े से लौटाई जा रही है, जिससे भुगतान किया गया था, और 5-7 कामकाजी दिनों में वहीं पहुँच जाएगी।`,
    'Margdarshak पर कोई दूसरा समय चुनिए; आपका स्वागत है।',
  ].join('\n\n');
}

/** `id` names this mail for good (derived from the event that made the refund due), so it is never delivered twice. */
export async function sendReturnedPayment(deps: AppDeps, row: BookingRow, amountPaise: number, reason: RefundReason, id: string): Promise<void> {
  const student = await findActiveUser(deps.db, row.studentId);
  if (!student) return;
  const words =
    student.language === 'hi'
      ? { subject: RETURNED_PAYMENT_SUBJECT_HI, text: returnedPaymentTextHi(await withPackageNameIn(deps.db, row, 'hi'), amountPaise, reason) }
      : { subject: RETURNED_PAYMENT_SUBJECT, text: returnedPaymentText(row, amountPaise, reason) };
  await deps.mail.send({ id, to: student.email, ...words });
}
