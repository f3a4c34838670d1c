// The audit index's reads: a booking's events elsewhere in the log, and the booking behind a payment's id.
import type { Knex } from 'knex';
import { auditBookingEventsTable, auditPaymentRefsTable, type PaymentRefKind } from './auditIndexProjection';

export interface IndexedEvent {
  streamName: string;
  revision: bigint;
}

/** Every event about the booking the index knows, in log order. */
export async function bookingEventRefs(db: Knex, bookingId: string): Promise<IndexedEvent[]> {
  const rows: { stream_name: string; revision: string }[] = await db(auditBookingEventsTable)
    .select('stream_name', 'revision')
    .where({ booking_id: bookingId })
    .orderBy([{ column: 'commit' }, { column: 'prepare' }]);
  return rows.map((row) => ({ streamName: row.stream_name, revision: BigInt(row.revision) }));
}

/** The booking an order, payment or refund id belongs to. */
export async function bookingOfPaymentRef(db: Knex, ref: string): Promise<{ bookingId: string; kind: PaymentRefKind } | undefined> {
  const row: { booking_id: string; kind: PaymentRefKind } | undefined = await db(auditPaymentRefsTable).select('booking_id', 'kind').where({ ref }).first();
  return row && { bookingId: row.booking_id, kind: row.kind };
}
