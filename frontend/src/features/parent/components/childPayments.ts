// What the parent's payments list writes: one row per payment (a booking paid twice has two, a refund on the one it
// concerns), newest first, with the booking's coupon and, for the payment the booking stands on, its receipt, every amount through the one money formatter (₹899.10, never ₹899.1), and the refund said as
// a parent reads it ('Refund pending', 'Refunded'), never as an amount 'due', which reads as money owed.
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { formatRupees } from '@margdarshak/contracts/money';
import type { Translate } from '../../../lib/i18n/catalogue';
import { parentMessages } from '../messages';

type ParentMessageId = Parameters<ReturnType<typeof parentMessages.translator>>[0];

export interface PaymentRow {
  key: string;
  /** When it was paid, ISO 8601 (the page writes the date). */
  at: string;
  /** The session it paid for: its package, and the name it was sold under. */
  packageId: string;
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

function statusOf(line: ParentChildBooking['payments'][number], t: Translate<ParentMessageId>): string {
  const amount = line.refund && line.refund.amount !== line.amount ? formatRupees(line.refund.amount) : undefined;
  if (line.refund?.status === 'issued') return amount ? t('payments.status.refundedPart', { amount }) : t('payments.status.refunded');
  if (line.refund) return amount ? t('payments.status.refundPendingPart', { amount }) : t('payments.status.refundPending');
  return t(line.status === 'kept' ? 'payments.status.paid' : 'payments.status.confirming');
}

/** `t`: the parent dashboard's words in the page's language (English unless told). */
export function paymentRows(
  bookings: readonly Pick<ParentChildBooking, 'id' | 'packageId' | 'packageName' | 'sessionDate' | 'couponCode' | 'payments'>[],
  t: Translate<ParentMessageId> = parentMessages.translator('en'),
): PaymentRow[] {
  return bookings
    .flatMap((booking) =>
      booking.payments.map((line) => ({
        key: line.paymentId,
        at: line.at,
        packageId: booking.packageId,
        packageName: booking.packageName,
        sessionDate: booking.sessionDate,
        amount: formatRupees(line.amount),
        status: statusOf(line, t),
        paymentId: line.paymentId,
        couponCode: booking.couponCode,
        receiptFor: line.status === 'kept' ? booking.id : null,
      })),
    )
    .sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
}
