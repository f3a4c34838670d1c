// The log against the payments read model (booking_payments): each payment and refund the log recorded must show as its
// own line (the payment's amount; its refund id, refunds being in full), and each payment or refund a line shows must be
// in the log. A second capture of one booking has a line of its own, so it never hides or replaces the first.
import { formatPaise } from '@margdarshak/contracts/money';
import type { ReconciliationDifference } from '@margdarshak/contracts/api/audit';
import type { PaymentMoneyRow } from '@margdarshak/projections/audit/reconciliationQueries';
import { indiaDayOf } from './indiaTime';
import type { MoneyMove } from './moneyLedger';
import { difference } from './reconciliationParts';

/** What the payment's line says this move was, in paise (0 when no line shows it). */
export function readModelAmount(line: PaymentMoneyRow | undefined, move: MoneyMove): number {
  if (!line) return 0;
  if (move.kind === 'captured') return line.amountPaise;
  return line.refundId === move.refundId ? line.amountPaise : 0;
}

export function readModelMessage(line: PaymentMoneyRow | undefined, move: MoneyMove): string {
  if (!line) return `The payments read model has no line for payment ${move.paymentId}`;
  if (move.kind === 'captured') return `The payments read model says ${formatPaise(line.amountPaise)} was paid; the log says ${formatPaise(move.amountPaise)}`;
  if (line.refundId !== move.refundId) return `The payments read model shows ${line.refundId ? `refund ${line.refundId}` : 'no refund'} on payment ${move.paymentId}, not ${move.refundId}`;
  return `The payments read model says ${formatPaise(line.amountPaise)} was refunded; the log says ${formatPaise(move.amountPaise)}`;
}

/** Lines that show a payment or refund the log never recorded (checked against the booking's stream). */
export async function unexplainedRows(
  lines: readonly PaymentMoneyRow[],
  known: { payments: ReadonlySet<string>; refunds: ReadonlySet<string> },
  logHas: (bookingId: string, type: string, field: string, value: string) => Promise<boolean>,
): Promise<ReconciliationDifference[]> {
  const differences: ReconciliationDifference[] = [];
  for (const line of lines) {
    const ids = { day: indiaDayOf(line.capturedAt), bookingId: line.bookingId, orderId: line.orderId, paymentId: line.paymentId, refundId: line.refundId };
    if (!known.payments.has(line.paymentId) && !(await logHas(line.bookingId, 'PaymentVerified', 'paymentId', line.paymentId))) {
      differences.push(difference('readModel', { ...ids, kind: 'captured' }, 0, line.amountPaise, `The payments read model shows payment ${line.paymentId}, which the log never recorded`));
    }
    if (line.refundId && !known.refunds.has(line.refundId) && !(await logHas(line.bookingId, 'RefundIssued', 'refundId', line.refundId))) {
      differences.push(difference('readModel', { ...ids, kind: 'refunded' }, 0, line.amountPaise, `The payments read model shows refund ${line.refundId}, which the log never recorded`));
    }
  }
  return differences;
}
