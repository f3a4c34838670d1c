// Every payment of some bookings as the API lists it: one line per capture from booking_payments, with its refund, so a
// second capture and its refund show beside the first wherever a booking is read (the student's list, the parent's
// table, the data export, the back office's record).
import type { Knex } from 'knex';
import type { BookingPaymentLine } from '@margdarshak/contracts/api/bookings';
import { bookingPaymentsTable } from './bookingPaymentsProjection';

interface PaymentRecord {
  payment_id: string;
  booking_id: string;
  amount_paise: string | number;
  captured_at: string | Date;
  kept: boolean;
  refund_due: boolean;
  refund_id: string | null;
}

const rupees = (paise: number) => paise / 100;

function toLine(record: PaymentRecord): BookingPaymentLine {
  const amount = rupees(Number(record.amount_paise));
  return {
    paymentId: record.payment_id,
    amount,
    status: record.kept ? 'kept' : record.refund_due ? 'returned' : 'processing',
    // Refunds are in full (the refund processor refunds what was captured).
    refund: record.refund_due ? { amount, status: record.refund_id ? 'issued' : 'due' } : null,
    at: new Date(record.captured_at).toISOString(),
  };
}

/** The payment lines of each booking, oldest capture first; a booking with none is absent from the map. */
export async function paymentLinesOf(db: Knex, bookingIds: readonly string[]): Promise<Map<string, BookingPaymentLine[]>> {
  const lines = new Map<string, BookingPaymentLine[]>();
  const ids = [...new Set(bookingIds)];
  for (let i = 0; i < ids.length; i += 5_000) {
    const records: PaymentRecord[] = await db(bookingPaymentsTable)
      .select('payment_id', 'booking_id', 'amount_paise', 'captured_at', 'kept', 'refund_due', 'refund_id')
      .whereIn('booking_id', ids.slice(i, i + 5_000))
      .orderBy([{ column: 'captured_at' }, { column: 'payment_id' }]);
    for (const record of records) lines.set(record.booking_id, [...(lines.get(record.booking_id) ?? []), toLine(record)]);
  }
  return lines;
}
