// What the read models say about money, for the audit's reconciliation: the bookings' payment and refund columns, and
// the admin stats' revenue by India month where that read model exists.
import type { Knex } from 'knex';
import { bookingsTable } from '../bookings/bookingsProjection';

export interface BookingMoneyRow {
  id: string;
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
  amountPaise: number;
  createdAt: string;
}

interface Record {
  id: string;
  order_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  amount_paise: string | number;
  created_at: Date | string;
}

const columns = ['id', 'order_id', 'payment_id', 'refund_id', 'amount_paise', 'created_at'];
const toRow = (r: Record): BookingMoneyRow => ({
  id: r.id,
  orderId: r.order_id,
  paymentId: r.payment_id,
  refundId: r.refund_id,
  amountPaise: Number(r.amount_paise),
  createdAt: new Date(r.created_at).toISOString(),
});

export async function bookingMoneyRows(db: Knex, ids: readonly string[]): Promise<Map<string, BookingMoneyRow>> {
  const rows = new Map<string, BookingMoneyRow>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const records: Record[] = await db(bookingsTable).select(columns).whereIn('id', ids.slice(i, i + 5_000));
    for (const record of records) rows.set(record.id, toRow(record));
  }
  return rows;
}

/** Bookings made in [from, to) that the read model says were paid or refunded. */
export async function paidBookingsCreatedBetween(db: Knex, from: string, to: string): Promise<BookingMoneyRow[]> {
  const records: Record[] = await db(bookingsTable)
    .select(columns)
    .where('created_at', '>=', from)
    .andWhere('created_at', '<', to)
    .andWhere((q) => q.whereNotNull('payment_id').orWhereNotNull('refund_id'));
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
