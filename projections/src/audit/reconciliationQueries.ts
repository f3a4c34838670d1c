// What the read models say about money, for the audit's reconciliation: each payment's line in booking_payments (its
// amount and its refund), and the admin stats' revenue by India month where that read model exists.
import type { Knex } from 'knex';
import { bookingPaymentsTable } from '../bookings/bookingPaymentsProjection';

export interface PaymentMoneyRow {
  paymentId: string;
  bookingId: string;
  orderId: string;
  refundId: string | null;
  amountPaise: number;
  capturedAt: string;
}

interface Record {
  payment_id: string;
  booking_id: string;
  order_id: string;
  refund_id: string | null;
  amount_paise: string | number;
  captured_at: Date | string;
}

const columns = ['payment_id', 'booking_id', 'order_id', 'refund_id', 'amount_paise', 'captured_at'];
const toRow = (r: Record): PaymentMoneyRow => ({
  paymentId: r.payment_id,
  bookingId: r.booking_id,
  orderId: r.order_id,
  refundId: r.refund_id,
  amountPaise: Number(r.amount_paise),
  capturedAt: new Date(r.captured_at).toISOString(),
});

/** The payment lines of these bookings, by payment id. */
export async function paymentMoneyRows(db: Knex, bookingIds: readonly string[]): Promise<Map<string, PaymentMoneyRow>> {
  const rows = new Map<string, PaymentMoneyRow>();
  for (let i = 0; i < bookingIds.length; i += 5_000) {
    const records: Record[] = await db(bookingPaymentsTable)
      .select(columns)
      .whereIn('booking_id', bookingIds.slice(i, i + 5_000));
    for (const record of records) rows.set(record.payment_id, toRow(record));
  }
  return rows;
}

/** Payment lines captured or refunded in [from, to), as the read model dates them. */
export async function paymentsMovedBetween(db: Knex, from: string, to: string): Promise<PaymentMoneyRow[]> {
  const records: Record[] = await db(bookingPaymentsTable)
    .select(columns)
    .where((q) => q.where('captured_at', '>=', from).andWhere('captured_at', '<', to))
    .orWhere((q) => q.where('refunded_at', '>=', from).andWhere('refunded_at', '<', to));
  return records.map(toRow);
}

export const adminStatMonthsTable = 'admin_stat_months';

/** The admin stats' captured and refunded paise for these India months; undefined when that read model is not there. */
export async function adminStatMonths(db: Knex, months: readonly string[]): Promise<Map<string, { capturedPaise: number; refundedPaise: number }> | undefined> {
  if (!(await db.schema.hasTable(adminStatMonthsTable))) return undefined;
  const records: { month: string; captured_paise: string | number; refunded_paise: string | number }[] = await db(adminStatMonthsTable)
    .select('month', 'captured_paise', 'refunded_paise')
    .whereIn('month', months);
  return new Map(records.map((r) => [r.month, { capturedPaise: Number(r.captured_paise), refundedPaise: Number(r.refunded_paise) }]));
}
