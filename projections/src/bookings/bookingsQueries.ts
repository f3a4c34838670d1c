// Reads over the bookings read model, with the counsellor's name joined in at read time (names are personal data and
// live, erasable, in the counsellors read model only).
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { bookingsProjection, bookingsTable, type BookingRow } from './bookingsProjection';

const shownStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export async function findBooking(db: Knex, id: string): Promise<BookingRow | undefined> {
  const record = await db(bookingsTable).where({ id }).first();
  return record ? bookingsProjection.fromRecord(record) : undefined;
}

export async function findBookingByOrder(db: Knex, orderId: string): Promise<BookingRow | undefined> {
  const record = await db(bookingsTable).where({ order_id: orderId }).first();
  return record ? bookingsProjection.fromRecord(record) : undefined;
}

export function toStudentBooking(row: BookingRow, counsellorName: string | null): StudentBooking {
  const refund = row.refundDue ? { amount: row.amountPaise / 100, status: row.refundId ? ('issued' as const) : ('due' as const) } : null;
  return {
    id: row.id,
    sessionId: row.id,
    counsellorId: row.counsellorId,
    counsellorName: counsellorName ?? COUNSELLOR_DEFAULTS.name,
    packageId: row.packageId,
    packageName: row.packageName,
    packageType: row.packageType,
    sessionDate: row.startsAt,
    date: row.date,
    timeSlot: row.slot,
    bookingDate: row.createdAt,
    status: row.status === 'failed' || row.status === 'expired' ? 'cancelled' : row.status,
    amount: row.amountPaise / 100,
    couponCode: row.couponCode,
    paymentId: row.paymentId,
    refund,
    sessionSummary: null,
    documents: [],
    session: { reports: [] },
  };
}

/** A student's sessions, soonest first; payments never completed (failed or lapsed) are left out. */
export async function studentBookings(db: Knex, studentId: string): Promise<StudentBooking[]> {
  const records: Record<string, unknown>[] = await db(bookingsTable)
    .leftJoin(counsellorsTable, `${counsellorsTable}.id`, `${bookingsTable}.counsellor_id`)
    .select(`${bookingsTable}.*`, `${counsellorsTable}.name as counsellor_name`)
    .where(`${bookingsTable}.student_id`, studentId)
    .whereIn(`${bookingsTable}.status`, shownStatuses)
    .orderBy(`${bookingsTable}.starts_at`, 'asc');
  return records.map((r) => toStudentBooking(bookingsProjection.fromRecord(r), (r.counsellor_name as string | null) ?? null));
}

export async function bookingWithNames(db: Knex, id: string): Promise<StudentBooking | undefined> {
  const row = await findBooking(db, id);
  if (!row) return undefined;
  const counsellor: { name: string | null } | undefined = await db(counsellorsTable).select('name').where({ id: row.counsellorId }).first();
  return toStudentBooking(row, counsellor?.name ?? null);
}

/** Pending bookings whose hold lapsed: the sweeper expires them. */
export async function lapsedBookingIds(db: Knex, now: Date, limit = 100): Promise<string[]> {
  const rows: { id: string }[] = await db(bookingsTable).select('id').where('status', 'pending').andWhere('hold_until', '<=', now).limit(limit);
  return rows.map((row) => row.id);
}

/** Orders not paid as far as we know, from the last day, for the reconciler to ask the gateway about. */
export async function pendingOrders(db: Knex, now: Date, limit = 100): Promise<{ id: string; orderId: string }[]> {
  const rows: { id: string; order_id: string }[] = await db(bookingsTable)
    .select('id', 'order_id')
    .whereIn('status', ['pending', 'expired'])
    .whereNotNull('order_id')
    .andWhere('hold_until', '>', new Date(now.getTime() - 86_400_000))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, orderId: row.order_id }));
}
