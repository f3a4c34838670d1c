// The log against the gateway's own records: each payment the log recorded as captured must be captured (or refunded
// since) at the gateway for the same amount, each refund must be there for its amount, and the gateway must have taken
// nothing on the range's orders, nor refunded anything of their payments, that the log never recorded.
import { formatPaise } from '@margdarshak/contracts/money';
import type { ReconciliationDifference } from '@margdarshak/contracts/api/audit';
import { wasCaptured, type GatewayRecords } from './gatewayRecords';
import type { MoneyMove, OrderPlaced } from './moneyLedger';
import { difference } from './reconciliationParts';

/** What the gateway says this move was, in paise (0 when it has no record of it). */
export function gatewayAmount(records: GatewayRecords, move: MoneyMove): number {
  if (move.kind === 'captured') {
    const payment = (move.orderId ? records.payments.get(move.orderId) : undefined)?.find((p) => p.id === move.paymentId);
    return payment && wasCaptured(payment) ? payment.amount : 0;
  }
  return records.refunds.get(move.paymentId)?.find((refund) => refund.id === move.refundId)?.amount ?? 0;
}

export function gatewayMessage(amount: number, move: MoneyMove): string {
  const what = move.kind === 'captured' ? `payment ${move.paymentId}` : `refund ${move.refundId}`;
  return amount === 0 ? `The gateway has no record of ${what}` : `The gateway says ${what} was ${formatPaise(amount)}; the log says ${formatPaise(move.amountPaise)}`;
}

export interface GatewayOnly {
  difference: ReconciliationDifference;
  /** Money the gateway moved that the log does not have, counted on this day's gateway figure. */
  day: string;
  kind: MoneyMove['kind'];
  amountPaise: number;
}

/** Captures on the range's orders and refunds of the range's payments that the gateway made and the log never recorded. */
export async function gatewayOnly(
  records: GatewayRecords,
  orders: readonly OrderPlaced[],
  moves: readonly MoneyMove[],
  logHas: (bookingId: string, type: string, field: string, value: string) => Promise<boolean>,
): Promise<GatewayOnly[]> {
  const found: GatewayOnly[] = [];
  const captured = new Set(moves.filter((m) => m.kind === 'captured').map((m) => m.paymentId));
  const refunded = new Set(moves.flatMap((m) => (m.refundId ? [m.refundId] : [])));
  for (const order of orders) {
    for (const payment of records.payments.get(order.orderId) ?? []) {
      if (!wasCaptured(payment) || captured.has(payment.id) || (await logHas(order.bookingId, 'PaymentVerified', 'paymentId', payment.id))) continue;
      const ids = { day: order.day, kind: 'captured' as const, bookingId: order.bookingId, orderId: order.orderId, paymentId: payment.id, refundId: null };
      found.push({
        day: order.day,
        kind: 'captured',
        amountPaise: payment.amount,
        difference: difference('gateway', ids, 0, payment.amount, `The gateway captured payment ${payment.id} of ${formatPaise(payment.amount)}; the log never recorded it`),
      });
    }
  }
  for (const move of moves.filter((m) => m.kind === 'captured')) {
    for (const refund of records.refunds.get(move.paymentId) ?? []) {
      if (refunded.has(refund.id) || (await logHas(move.bookingId, 'RefundIssued', 'refundId', refund.id))) continue;
      const ids = { day: move.day, kind: 'refunded' as const, bookingId: move.bookingId, orderId: move.orderId, paymentId: move.paymentId, refundId: refund.id };
      found.push({
        day: move.day,
        kind: 'refunded',
        amountPaise: refund.amount,
        difference: difference('gateway', ids, 0, refund.amount, `The gateway refunded ${formatPaise(refund.amount)} of payment ${move.paymentId} (refund ${refund.id}); the log never recorded it`),
      });
    }
  }
  return found;
}
