// The log against the bookings read model: each payment and refund the log recorded must show on its booking's row
// (payment_id and amount_paise; refund_id, refunds being in full), and each payment or refund a row shows must be in
// the log. A row shows one payment, the one its booking stands on: a second capture of one booking (owed back) is
// listed too, since the read model does not show it.
import { formatPaise } from '@margdarshak/contracts/money';
import type { ReconciliationDifference } from '@margdarshak/contracts/api/audit';
import type { BookingMoneyRow } from '@margdarshak/projections/audit/reconciliationQueries';
import { indiaDayOf } from './indiaTime';
import type { MoneyMove } from './moneyLedger';
import { difference } from './reconciliationParts';

/** What the row says this move was, in paise (0 when the row does not show it). */
export function readModelAmount(row: BookingMoneyRow | undefined, move: MoneyMove): number {
  if (!row) return 0;
  if (move.kind === 'captured') return row.paymentId === move.paymentId ? row.amountPaise : 0;
  return row.refundId === move.refundId ? row.amountPaise : 0;
}

export function readModelMessage(row: BookingMoneyRow | undefined, move: MoneyMove): string {
  if (!row) return 'The bookings read model has no row for this booking';
  if (move.kind === 'captured') {
    if (row.paymentId !== move.paymentId) return `The bookings read model shows ${row.paymentId ? `payment ${row.paymentId}` : 'no payment'} on this booking, not ${move.paymentId}`;
    return `The bookings read model says ${formatPaise(row.amountPaise)} was paid; the log says ${formatPaise(move.amountPaise)}`;
  }
  if (row.refundId !== move.refundId) return `The bookings read model shows ${row.refundId ? `refund ${row.refundId}` : 'no refund'} on this booking, not ${move.refundId}`;
  return `The bookings read model says ${formatPaise(row.amountPaise)} was refunded; the log says ${formatPaise(move.amountPaise)}`;
}

/** Rows that show a payment or refund the log never recorded (checked against the booking's stream). */
export async function unexplainedRows(
  rows: readonly BookingMoneyRow[],
  known: { payments: ReadonlySet<string>; refunds: ReadonlySet<string> },
  logHas: (bookingId: string, type: string, field: string, value: string) => Promise<boolean>,
): Promise<ReconciliationDifference[]> {
  const differences: ReconciliationDifference[] = [];
  for (const row of rows) {
    const ids = { day: indiaDayOf(row.createdAt), bookingId: row.id, orderId: row.orderId, paymentId: row.paymentId, refundId: row.refundId };
    if (row.paymentId && !known.payments.has(row.paymentId) && !(await logHas(row.id, 'PaymentVerified', 'paymentId', row.paymentId))) {
      differences.push(difference('readModel', { ...ids, kind: 'captured' }, 0, row.amountPaise, `The bookings read model shows payment ${row.paymentId}, which the log never recorded`));
    }
    if (row.refundId && !known.refunds.has(row.refundId) && !(await logHas(row.id, 'RefundIssued', 'refundId', row.refundId))) {
      differences.push(difference('readModel', { ...ids, kind: 'refunded' }, 0, row.amountPaise, `The bookings read model shows refund ${row.refundId}, which the log never recorded`));
    }
  }
  return differences;
}
