// The counsellor's side of the bookings read model (dashboards §2, §3): their bookings a page at a time, the dashboard's
// figures, and what each booking earned. What a booking earned is defined once, here, in SQL: the stats sum it and
// the earnings list it, so the two always agree.
import type { Knex } from 'knex';
import type { CounsellorBooking, CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';
import { counsellorName, findCounsellor } from '../counsellors/counsellorsQueries';
import { studentNames } from '../students/studentProfilesQueries';
import { earnedMoves, type EarnedMove, keptPaidSql, keptRefundedSql } from '../ledger/ledgerEarnings';
import { bookingsProjection, bookingsTable, type BookingRow } from './bookingsProjection';

const listedStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

/**
 * An order never paid is not a session: one that failed or lapsed, or that the student gave up for a new order (cancelled
 * with no payment), is listed nowhere on the counsellor's side, as the student's pages leave it out too. An order still
 * in its hold is (pending).
 */
export const isListed = (row: Pick<BookingRow, 'status' | 'paymentId'>) => (listedStatuses as readonly string[]).includes(row.status) && !(row.status === 'cancelled' && row.paymentId === null);

const listedOf = (db: Knex, counsellorId: string) =>
  db(bookingsTable)
    .where({ counsellor_id: counsellorId })
    .whereIn('status', listedStatuses)
    .whereNot((q) => q.where('status', 'cancelled').whereNull('payment_id'));
/** How a student erased since is named on the counsellor's lists (their name went with their key). */
export const ERASED_STUDENT_NAME = 'Deleted account';
/** A session lasts its slot: it is upcoming until it has ended. */

/**
 * Paise the booking was paid and stood on, and refunded of that, from the ledger (ledgerEarnings.ts): a capture the
 * booking never stood on (a second payment, one that came too late) is owed back in full and left out of both sides, so
 * it can never take away what an earlier payment earned. A refund counts once it is issued, as everywhere money is read.
 */
export const paidPaiseSql = keptPaidSql(`${bookingsTable}.id`);
export const refundedPaiseSql = keptRefundedSql(`${bookingsTable}.id`);

export type CounsellorBookingsView = 'upcoming' | 'past' | 'all';

function inView(query: Knex.QueryBuilder, view: CounsellorBookingsView, now: Date): Knex.QueryBuilder {
  const endedBefore = new Date(now.getTime() - SESSION_MS);
  if (view === 'upcoming') return query.whereIn('status', ['pending', 'confirmed']).andWhere('starts_at', '>', endedBefore);
  if (view === 'past') return query.where((q) => q.whereIn('status', ['completed', 'cancelled']).orWhere('starts_at', '<=', endedBefore));
  return query;
}

export async function counsellorBookingsPage(
  db: Knex,
  counsellorId: string,
  page: { view: CounsellorBookingsView; limit: number; offset: number },
  now: Date,
): Promise<{ bookings: CounsellorBooking[]; total: number }> {
  const listed = inView(listedOf(db, counsellorId), page.view, now);
  const direction = page.view === 'upcoming' ? 'asc' : 'desc';
  const [records, [count], counsellor] = await Promise.all([
    listed
      .clone()
      .orderBy([
        { column: 'starts_at', order: direction },
        { column: 'id', order: direction },
      ])
      .limit(page.limit)
      .offset(page.offset) as Promise<Record<string, unknown>[]>,
    listed.clone().count<{ n: string }[]>({ n: '*' }),
    counsellorName(db, counsellorId),
  ]);
  const rows = records.map(bookingsProjection.fromRecord);
  const names = await studentNames(
    db,
    rows.map((r) => r.studentId),
  );
  return { bookings: rows.map((row) => toCounsellorBooking(row, names.get(row.studentId) ?? ERASED_STUDENT_NAME, counsellor)), total: Number(count?.n ?? 0) };
}

export function toCounsellorBooking(row: BookingRow, studentName: string, counsellorName: string): CounsellorBooking {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName,
    counsellorId: row.counsellorId,
    counsellorName,
    packageId: row.packageId,
    packageName: row.packageName,
    packageType: row.packageType,
    sessionDate: row.startsAt,
    bookingDate: row.createdAt,
    status: row.status === 'failed' || row.status === 'expired' ? 'cancelled' : row.status,
    amount: row.amountPaise / 100,
    paymentId: row.paymentId,
  };
}

/**
 * The dashboard's figures in one aggregate over the counsellor's bookings (read through their (counsellor_id, starts_at)
 * index, with each booking's ledger rows looked up by their booking_id index for the net), and their rating.
 */
export async function counsellorStats(db: Knex, counsellorId: string): Promise<CounsellorStats> {
  const counsellor = await findCounsellor(db, counsellorId);
  const [row] = await listedOf(db, counsellorId).select<{ total: string; completed: string; net: string | null }[]>(
    // Sessions that were or will be given: an order in its hold or a cancelled session is not one (issue 30).
    db.raw(`count(*) filter (where status in ('confirmed', 'completed')) as total`),
    db.raw(`count(*) filter (where status = 'completed') as completed`),
    db.raw(`sum((${paidPaiseSql}) - (${refundedPaiseSql})) as net`),
  );
  return {
    totalSessions: Number(row?.total ?? 0),
    completedSessions: Number(row?.completed ?? 0),
    totalEarnings: Number(row?.net ?? 0) / 100,
    rating: counsellor?.rating ?? null,
    ratingCount: counsellor?.ratingCount ?? 0,
  };
}

export interface EarningRow {
  row: BookingRow;
  studentName: string;
  paidPaise: number;
  refundedPaise: number;
  /** The ledger's rows behind the two figures, each with the month it moved in. */
  moves: EarnedMove[];
}

/** Every booking of the counsellor that took a payment, with what it kept and refunded, session order. */
export async function earningRows(db: Knex, counsellorId: string): Promise<EarningRow[]> {
  const records: Record<string, unknown>[] = await listedOf(db, counsellorId)
    .select('*', db.raw(`${paidPaiseSql} as paid_paise`), db.raw(`${refundedPaiseSql} as refunded_paise`))
    .orderBy([{ column: 'starts_at' }, { column: 'id' }]);
  const earning = records.filter((r) => Number(r.paid_paise) > 0);
  const [names, moves] = await Promise.all([
    studentNames(
      db,
      earning.map((r) => String(r.student_id)),
    ),
    earnedMoves(db, counsellorId),
  ]);
  const movesOf = new Map<string, EarnedMove[]>();
  for (const move of moves) movesOf.set(move.bookingId, [...(movesOf.get(move.bookingId) ?? []), move]);
  return earning.map((r) => {
    const row = bookingsProjection.fromRecord(r);
    return { row, studentName: names.get(row.studentId) ?? ERASED_STUDENT_NAME, paidPaise: Number(r.paid_paise), refundedPaise: Number(r.refunded_paise), moves: movesOf.get(row.id) ?? [] };
  });
}

/** Whether the counsellor has a paid session (confirmed or completed) with the student. */
export async function counsellorServesStudent(db: Knex, counsellorId: string, studentId: string): Promise<boolean> {
  const row = await db(bookingsTable).where({ counsellor_id: counsellorId, student_id: studentId }).whereIn('status', ['confirmed', 'completed']).first('id');
  return row !== undefined;
}
