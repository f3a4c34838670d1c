// The mail that tells a student why a payment of theirs was not kept (the time went to someone else, it arrived after the
// session's start, the booking was already paid or cancelled) and that it is on its way back in full.
import { formatPaise } from '@margdarshak/contracts/money';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import type { RefundReason } from './booking';
import { when } from './bookingMail';
import { refundReasons } from './refundReasons';

export const RETURNED_PAYMENT_SUBJECT = 'Your Margdarshak payment is being refunded';

export function returnedPaymentText(row: Pick<BookingRow, 'startsAt' | 'packageName'>, amountPaise: number, reason: RefundReason): string {
  return [
    `${refundReasons[reason]}.`,
    `You paid ${formatPaise(amountPaise)} for the ${row.packageName} session on ${when(row)} (India time). We are refunding all of it to your original payment method; it reaches your account within 5-7 business days.`,
    'You are welcome to choose another time on Margdarshak.',
  ].join('\n\n');
}

/** `id` names this mail for good (derived from the event that made the refund due), so it is never delivered twice. */
export async function sendReturnedPayment(deps: AppDeps, row: BookingRow, amountPaise: number, reason: RefundReason, id: string): Promise<void> {
  const student = await findActiveUser(deps.db, row.studentId);
  if (student) await deps.mail.send({ id, to: student.email, subject: RETURNED_PAYMENT_SUBJECT, text: returnedPaymentText(row, amountPaise, reason) });
}
