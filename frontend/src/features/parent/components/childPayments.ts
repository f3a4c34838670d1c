// What the parent's payments table writes for one paid session: the amount and its refund, through the one money
// formatter (₹899.10, never ₹899.1).
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { formatRupees } from '@margdarshak/contracts/money';

export function paymentCells(booking: Pick<ParentChildBooking, 'amount' | 'refund'>): { paid: string; refund: string } {
  return { paid: formatRupees(booking.amount), refund: booking.refund ? `${formatRupees(booking.refund.amount)} ${booking.refund.status}` : '—' };
}
