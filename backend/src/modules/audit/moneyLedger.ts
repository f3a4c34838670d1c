// Money as the log itself records it: every captured payment (PaymentVerified) and issued refund (RefundIssued) in a
// range of India days, each on the day it happened, with the booking, order and ids behind it. The reconciliation
// replays this beside the ledger projection (projections/src/ledger), which every money figure reads.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { AuditDeps } from './auditDeps';
import { allMatching } from './eventLog';
import { addDays, indiaDayOf, indiaDayStart } from './indiaTime';

export interface MoneyMove {
  /** The event that recorded it: the ledger's row of the same money carries the same id. */
  eventId: string;
  kind: 'captured' | 'refunded';
  /** India day. */
  day: string;
  bookingId: string;
  orderId: string | null;
  paymentId: string;
  refundId: string | null;
  amountPaise: number;
}

export interface OrderPlaced {
  day: string;
  bookingId: string;
  orderId: string;
}

/** [from, to) as instants for India days from..to, both included. */
export const dayRangeInstants = (from: string, to: string) => ({ from: indiaDayStart(from), to: indiaDayStart(addDays(to, 1)) });

export function moneyMoveOf(event: RecordedEvent): MoneyMove | undefined {
  const day = indiaDayOf(event.metadata.at);
  if (event.type === 'PaymentVerified') {
    const d = bookingEvents.PaymentVerified.schema.parse(event.data);
    return { eventId: event.id, kind: 'captured', day, bookingId: d.bookingId, orderId: d.orderId, paymentId: d.paymentId, refundId: null, amountPaise: d.amountPaise };
  }
  if (event.type === 'RefundIssued') {
    const d = bookingEvents.RefundIssued.schema.parse(event.data);
    return { eventId: event.id, kind: 'refunded', day, bookingId: d.bookingId, orderId: null, paymentId: d.paymentId, refundId: d.refundId, amountPaise: d.amountPaise };
  }
  return undefined;
}

/** The log's money moves (captures, then refunds) and the orders placed between two instants. */
export async function moneyBetween(deps: Pick<AuditDeps, 'eventStore'>, from: string, to: string): Promise<{ moves: MoneyMove[]; orders: OrderPlaced[] }> {
  const [captured, refunded, ordered] = await Promise.all(['PaymentVerified', 'RefundIssued', 'PaymentOrderCreated'].map((type) => allMatching(deps, { type, from, to })));
  const moves = [...(captured ?? []), ...(refunded ?? [])].flatMap((event) => moneyMoveOf(event) ?? []);
  const orders = (ordered ?? []).map((event) => {
    const d = bookingEvents.PaymentOrderCreated.schema.parse(event.data);
    return { day: indiaDayOf(event.metadata.at), bookingId: d.bookingId, orderId: d.orderId };
  });
  return { moves, orders };
}
