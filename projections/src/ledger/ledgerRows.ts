// The rows a batch of events adds to the ledger: a payment row per PaymentVerified, a refund row per RefundIssued, dated
// by the event's own India day and named by the booking's request (from the batch, or from what earlier batches kept);
// and a row per money document issued, of the document's kind (ledgerDocumentRows.ts).
import type { Knex } from 'knex';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { counsellorEntryOf } from './ledgerCounsellorRows';
import { documentRowIds, issuedDocumentOf } from './ledgerDocumentRows';
import { type LedgerBookingRecord, type LedgerEntryRecord, type LedgerKind, ledgerBookingsTable, ledgerEntriesTable } from './ledgerTables';

/** The booking and payment rows a batch needs but did not bring: read once per batch. */
async function knownBefore(trx: Knex.Transaction, bookingIds: string[], paymentIds: string[]) {
  const [bookings, payments] = await Promise.all([
    bookingIds.length === 0 ? [] : (trx(ledgerBookingsTable).whereIn('booking_id', bookingIds) as Promise<LedgerBookingRecord[]>),
    paymentIds.length === 0
      ? []
      : (trx(ledgerEntriesTable).where({ kind: 'payment' }).whereIn('payment_id', paymentIds).select('payment_id', 'order_id') as Promise<{ payment_id: string; order_id: string }[]>),
  ]);
  return { bookings: new Map(bookings.map((b) => [b.booking_id, b])), orders: new Map(payments.map((p) => [p.payment_id, p.order_id])) };
}

function entry(
  event: RecordedEvent,
  kind: LedgerKind,
  booking: LedgerBookingRecord | undefined,
  ids: { bookingId: string; orderId: string | null; paymentId: string; refundId: string | null; amountPaise: number; documentNumber?: string; at?: string },
): LedgerEntryRecord {
  const at = ids.at ?? event.metadata.at;
  return {
    event_id: event.id,
    kind,
    event_type: event.type,
    commit_position: String(event.position.commit),
    prepare_position: String(event.position.prepare),
    at,
    day: istDate(new Date(at)),
    booking_id: ids.bookingId,
    counsellor_id: booking?.counsellor_id ?? null,
    student_id: booking?.student_id ?? null,
    package_name: booking?.package_name ?? null,
    coupon_code: booking?.coupon_code ?? null,
    discount_paise: booking?.discount_paise ?? null,
    order_id: ids.orderId,
    payment_id: ids.paymentId,
    refund_id: ids.refundId,
    amount_paise: ids.amountPaise,
    document_number: ids.documentNumber ?? null,
  };
}

/** The rows a batch adds, in log order; pure but for the two reads of what earlier batches wrote. */
export async function entriesOf(
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
): Promise<{ bookings: LedgerBookingRecord[]; kept: { payment_id: string; booking_id: string }[]; entries: LedgerEntryRecord[] }> {
  const requested = new Map<string, LedgerBookingRecord>();
  const kept: { payment_id: string; booking_id: string }[] = [];
  const captured = new Map<string, string>();
  const wantBookings = new Set<string>();
  const wantOrders = new Set<string>();
  for (const event of events) {
    if (event.type === 'BookingRequested') {
      const d = bookingEvents.BookingRequested.schema.parse(event.data);
      requested.set(d.bookingId, {
        booking_id: d.bookingId,
        counsellor_id: d.counsellorId,
        student_id: d.studentId,
        package_name: d.packageName,
        coupon_code: d.couponCode,
        discount_paise: d.discountPaise,
      });
    } else if (event.type === 'BookingConfirmed') {
      const d = bookingEvents.BookingConfirmed.schema.parse(event.data);
      if (d.paymentId !== null) kept.push({ payment_id: d.paymentId, booking_id: d.bookingId });
    } else if (event.type === 'PaymentVerified' || event.type === 'RefundIssued') {
      const d = event.data as { bookingId: string; paymentId: string; orderId?: string };
      if (!requested.has(d.bookingId)) wantBookings.add(d.bookingId);
      if (event.type === 'PaymentVerified' && d.orderId) captured.set(d.paymentId, d.orderId);
      else if (!captured.has(d.paymentId)) wantOrders.add(d.paymentId);
    } else {
      const document = issuedDocumentOf(event);
      if (document && !requested.has(document.bookingId)) wantBookings.add(document.bookingId);
      if (document && !captured.has(document.paymentId)) wantOrders.add(document.paymentId);
    }
  }
  const known = await knownBefore(trx, [...wantBookings], [...wantOrders]);
  const bookingOf = (id: string) => requested.get(id) ?? known.bookings.get(id);
  const entries: LedgerEntryRecord[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'PaymentVerified': {
        const d = bookingEvents.PaymentVerified.schema.parse(event.data);
        entries.push(entry(event, 'payment', bookingOf(d.bookingId), { ...d, refundId: null }));
        break;
      }
      case 'RefundIssued': {
        const d = bookingEvents.RefundIssued.schema.parse(event.data);
        entries.push(entry(event, 'refund', bookingOf(d.bookingId), { ...d, orderId: captured.get(d.paymentId) ?? known.orders.get(d.paymentId) ?? null }));
        break;
      }
      default: {
        const counsellorEntry = counsellorEntryOf(event);
        if (counsellorEntry) entries.push(counsellorEntry);
        const document = issuedDocumentOf(event);
        if (!document) break;
        const ids = documentRowIds(document);
        entries.push(entry(event, document.kind, bookingOf(ids.bookingId), { ...ids, orderId: captured.get(ids.paymentId) ?? known.orders.get(ids.paymentId) ?? null }));
        break;
      }
    }
  }
  return { bookings: [...requested.values()], kept, entries };
}
