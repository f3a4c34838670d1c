// What the parent's payments list writes: one row per payment (a booking paid twice has two, a refund on the one it
// concerns), newest first, with the booking's coupon and, for the payment the booking stands on, its receipt, every amount through the one money formatter (₹899.10, never ₹899.1), and the refund said as
// a parent reads it ('Refund pending', 'Refunded'), never as an amount 'due', which reads as money owed.
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { formatRupees } from '@margdarshak/contracts/money';

export interface PaymentRow {
  key: string;
  /** When it was paid, ISO 8601 (the page writes the date). */
  at: string;
  /** The session it paid for. */
  packageName: string;
  sessionDate: string;
  amount: string;
  status: string;
  /** The provider's reference, for a question to the bank: shown small, never as the main text. */
  paymentId: string;
  /** The coupon the booking was priced with. */
  couponCode: string | null;
  /** The booking whose receipt this payment has; null for a payment given back (the booking never stood on it). */
  receiptFor: string | null;
}

function statusOf(line: ParentChildBooking['payments'][number]): string {
  const partly = line.refund && line.refund.amount !== line.amount ? ` ${formatRupees(line.refund.amount)}` : '';
  if (line.refund?.status === 'issued') return `Refunded${partly}`;
  if (line.refund) return `Refund pending${partly}`;
  return line.status === 'kept' ? 'Paid' : 'Being confirmed';
}

export function paymentRows(bookings: readonly Pick<ParentChildBooking, 'id' | 'packageName' | 'sessionDate' | 'couponCode' | 'payments'>[]): PaymentRow[] {
  return bookings
    .flatMap((booking) =>
      booking.payments.map((line) => ({
        key: line.paymentId,
        at: line.at,
        packageName: booking.packageName,
        sessionDate: booking.sessionDate,
        amount: formatRupees(line.amount),
        status: statusOf(line),
        paymentId: line.paymentId,
        couponCode: booking.couponCode,
        receiptFor: line.status === 'kept' ? booking.id : null,
      })),
    )
    .sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
}
