// The pieces a reconciliation is assembled from: per-day sums in paise, differences as the contract shows them, and the
// booking streams read once each when a difference must be told from a move that lies outside the range.
import type { MoneyFigures, ReconciliationDifference } from '@margdarshak/contracts/api/audit';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { bookingStream } from '../bookings';
import type { AuditDeps } from './auditDeps';
import type { MoneyMove } from './moneyLedger';

export interface Sums {
  captured: number;
  refunded: number;
}

export type Source = 'log' | 'readModel' | 'gateway';

export const zero = (): Sums => ({ captured: 0, refunded: 0 });
export const figures = (sums: Sums): MoneyFigures => ({ captured: sums.captured / 100, refunded: sums.refunded / 100, net: (sums.captured - sums.refunded) / 100 });

export interface Ids {
  day: string;
  kind: MoneyMove['kind'];
  bookingId: string;
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
}

export function difference(source: ReconciliationDifference['source'], ids: Ids, logPaise: number, otherPaise: number, message: string): ReconciliationDifference {
  return {
    date: ids.day,
    source,
    kind: ids.kind,
    bookingId: ids.bookingId,
    orderId: ids.orderId,
    paymentId: ids.paymentId,
    refundId: ids.refundId,
    log: logPaise / 100,
    other: otherPaise / 100,
    message,
  };
}

/** Whether a booking's stream records an event of `type` whose `field` is `value`; each stream is read once. */
export function bookingHistoryLookup(deps: Pick<AuditDeps, 'eventStore'>) {
  const streams = new Map<string, Promise<RecordedEvent[]>>();
  return async (bookingId: string, type: string, field: string, value: string): Promise<boolean> => {
    let events = streams.get(bookingId);
    if (!events) {
      events = deps.eventStore.readStream(bookingStream(bookingId));
      streams.set(bookingId, events);
    }
    return (await events).some((event) => event.type === type && (event.data as Record<string, unknown>)[field] === value);
  };
}
