// One row per captured payment, with its refund: the money side of a booking, where a later payment never overwrites an
// earlier one. A booking usually has one; a student who paid twice, or paid after the booking was cancelled or after its
// start, has one row per payment. `kept`: the booking was confirmed on it; a payment owed back carries its reason and,
// once issued, its refund. Earnings and the reconciliation read it; the bookings row keeps the payment the booking stands on.
import type { Knex } from 'knex';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { Projection } from '../projection';

export const bookingPaymentsTable = 'booking_payments';

export interface BookingPayment {
  paymentId: string;
  bookingId: string;
  orderId: string;
  amountPaise: number;
  capturedAt: string;
  kept: boolean;
  refundDue: boolean;
  refundReason: string | null;
  refundId: string | null;
  refundedAt: string | null;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(bookingPaymentsTable)) return;
  await db.schema.createTable(bookingPaymentsTable, (t) => {
    t.text('payment_id').primary();
    t.uuid('booking_id').notNullable().index();
    t.text('order_id').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.timestamp('captured_at', { useTz: true }).notNullable();
    t.boolean('kept').notNullable();
    t.boolean('refund_due').notNullable();
    t.text('refund_reason');
    t.text('refund_id').unique();
    t.timestamp('refunded_at', { useTz: true });
  });
}

/** Marks one payment owed back; a cancellation recorded before it named its payment owes the kept one, else the latest. */
async function owe(trx: Knex.Transaction, bookingId: string, paymentId: string | null | undefined, reason: string) {
  const id =
    paymentId ??
    (
      (await trx(bookingPaymentsTable)
        .where({ booking_id: bookingId })
        .orderBy([
          { column: 'kept', order: 'desc' },
          { column: 'captured_at', order: 'desc' },
        ])
        .first('payment_id')) as { payment_id: string } | undefined
    )?.payment_id;
  if (id) await trx(bookingPaymentsTable).where({ payment_id: id, refund_due: false }).update({ refund_due: true, refund_reason: reason });
}

export const bookingPaymentsProjection: Projection = {
  name: 'booking-payments',
  version: 1,
  eventTypes: ['PaymentVerified', 'BookingConfirmed', 'BookingCancelled', 'PaymentRefundDue', 'RefundIssued'],
  tables: [bookingPaymentsTable],
  migrate,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'PaymentVerified': {
          const d = bookingEvents.PaymentVerified.schema.parse(event.data);
          await trx(bookingPaymentsTable)
            .insert({ payment_id: d.paymentId, booking_id: d.bookingId, order_id: d.orderId, amount_paise: d.amountPaise, captured_at: event.metadata.at, kept: false, refund_due: false })
            .onConflict('payment_id')
            .ignore();
          break;
        }
        case 'BookingConfirmed': {
          const d = bookingEvents.BookingConfirmed.schema.parse(event.data);
          if (d.paymentId === null) break; // nothing was paid: a coupon took the whole price off
          await trx(bookingPaymentsTable).where({ payment_id: d.paymentId, booking_id: d.bookingId }).update({ kept: true });
          break;
        }
        case 'BookingCancelled': {
          const d = bookingEvents.BookingCancelled.schema.parse(event.data);
          if (d.refundDue) await owe(trx, d.bookingId, d.paymentId, d.reason);
          break;
        }
        case 'PaymentRefundDue': {
          const d = bookingEvents.PaymentRefundDue.schema.parse(event.data);
          await owe(trx, d.bookingId, d.paymentId, d.reason);
          break;
        }
        case 'RefundIssued': {
          const d = bookingEvents.RefundIssued.schema.parse(event.data);
          await trx(bookingPaymentsTable).where({ payment_id: d.paymentId }).update({ refund_id: d.refundId, refunded_at: event.metadata.at });
          break;
        }
        default:
          break;
      }
    }
  },
};
