// Reads over the bookings read model, with the counsellor's name joined in at read time (names are personal data and
// live, erasable, in the counsellors read model only).
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import type { BookingPaymentLine, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { sharedRecords, type SharedRecord } from '../sessions/sessionRecordsQueries';
import { paymentLinesOf } from './bookingPaymentsQueries';
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

/** `paymentId` and `refund` are the payment the booking stands on, as the spec has them; `payments` is every one. */
export function toStudentBooking(row: BookingRow, counsellorName: string | null, shared?: SharedRecord, payments: BookingPaymentLine[] = []): StudentBooking {
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
    payments,
    sessionSummary: shared?.summary ?? null,
    documents: (shared?.documents ?? []).map((d) => ({ path: d.url })),
    session: { reports: [] },
    tests: [],
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
  const ids = records.map((r) => String(r.id));
  const [shared, payments] = await Promise.all([sharedRecords(db, ids), paymentLinesOf(db, ids)]);
  return records.map((r) => toStudentBooking(bookingsProjection.fromRecord(r), (r.counsellor_name as string | null) ?? null, shared.get(String(r.id)), payments.get(String(r.id))));
}

export async function bookingWithNames(db: Knex, id: string): Promise<StudentBooking | undefined> {
  const row = await findBooking(db, id);
  if (!row) return undefined;
  const counsellor: { name: string | null } | undefined = await db(counsellorsTable).select('name').where({ id: row.counsellorId }).first();
  const [shared, payments] = await Promise.all([sharedRecords(db, [id]), paymentLinesOf(db, [id])]);
  return toStudentBooking(row, counsellor?.name ?? null, shared.get(id), payments.get(id));
}

/** A counsellor's sessions still to come, paid or being paid for. */
export async function upcomingBookingIdsOf(db: Knex, counsellorId: string, now: Date): Promise<string[]> {
  return db(bookingsTable).where({ counsellor_id: counsellorId }).whereIn('status', ['pending', 'confirmed']).andWhere('starts_at', '>', now).pluck('id');
}

/** A student's sessions still to come, paid or being paid for. */
export async function upcomingBookingIdsOfStudent(db: Knex, studentId: string, now: Date): Promise<string[]> {
  return db(bookingsTable).where({ student_id: studentId }).whereIn('status', ['pending', 'confirmed']).andWhere('starts_at', '>', now).pluck('id');
}

/** Every booking a student ever made, whatever became of it. */
export async function bookingIdsOfStudent(db: Knex, studentId: string): Promise<string[]> {
  return db(bookingsTable).where({ student_id: studentId }).pluck('id');
}
