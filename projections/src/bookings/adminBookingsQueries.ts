// The back office's bookings (dashboards §2): one page filtered by status and a search, sorted, with the people's
// names joined in for the page's rows only (names are personal data, kept and erased in their own read models).
import type { Knex } from 'knex';
import { ERASED_STUDENT_NAME, type AdminBooking, type adminBookingSortFields } from '@margdarshak/contracts/api/admin';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import type { BookingPaymentLine, BookingStatus } from '@margdarshak/contracts/api/bookings';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { bookingCountsByStatus } from '../adminStats/adminStatsQueries';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { studentProfilesTable } from '../students/studentProfilesProjection';
import { paymentLinesOf } from './bookingPaymentsQueries';
import { bookingsProjection, bookingsTable, type BookingRow, type BookingRowStatus } from './bookingsProjection';
import { dashboardStatus } from './bookingStatus';

export interface AdminBookingQuery {
  sort: { field: (typeof adminBookingSortFields)[number]; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; status?: BookingStatus; id?: string[] };
}

const sortColumns = { sessionDate: 'starts_at', bookingDate: 'created_at', amount: 'amount_paise', status: 'status' } as const;

/** The rows each dashboard status stands for: a checkout never paid for is shown as cancelled. */
const rowStatuses: Record<BookingStatus, BookingRowStatus[]> = {
  pending: ['pending'],
  confirmed: ['confirmed'],
  completed: ['completed'],
  cancelled: ['cancelled', 'failed', 'expired'],
};

/** At most this many people match one search; a search that broad is narrowed by typing more. */
const MAX_SEARCH_PEOPLE = 1000;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idPrefixPattern = /^[0-9a-f]{8}[0-9a-f-]*$/i;

/** Students matching by name or e-mail, counsellors by name: found in their own (small) tables first. */
async function peopleMatching(db: Knex, q: string): Promise<{ studentIds: string[]; counsellorIds: string[] }> {
  const pattern = likePattern(q);
  const [studentIds, counsellorIds] = await Promise.all([
    db(studentProfilesTable)
      .where((w) => w.whereILike('name', pattern).orWhereILike('email', pattern))
      .limit(MAX_SEARCH_PEOPLE)
      .pluck('id'),
    db(counsellorsTable).whereILike('name', pattern).limit(MAX_SEARCH_PEOPLE).pluck('id'),
  ]);
  return { studentIds, counsellorIds };
}

/** Wrapped, since a query builder awaited is run: the caller pages it. */
async function filtered(db: Knex, filter: AdminBookingQuery['filter']): Promise<{ query: Knex.QueryBuilder }> {
  const people = filter.q ? await peopleMatching(db, filter.q) : undefined;
  const query = db(bookingsTable).modify((query) => {
    if (filter.status) query.whereIn('status', rowStatuses[filter.status]);
    if (filter.id) query.whereIn('id', filter.id);
    const q = filter.q;
    if (q && people) {
      query.where((w) => {
        w.whereIn('student_id', people.studentIds).orWhereIn('counsellor_id', people.counsellorIds);
        if (uuidPattern.test(q)) w.orWhere('id', q.toLowerCase());
        else if (idPrefixPattern.test(q)) w.orWhereRaw('id::text like ?', [`${q.toLowerCase()}%`]);
      });
    }
  });
  return { query };
}

/**
 * The list's total: without a search or an id list it is the overview's counter for the status (no count over the
 * whole table per request); otherwise the matching rows are counted.
 */
async function countAdminBookings(db: Knex, filter: AdminBookingQuery['filter'], query: Knex.QueryBuilder): Promise<number> {
  if (!filter.q && !filter.id) {
    const counts = await bookingCountsByStatus(db);
    return filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  }
  const [{ n } = { n: 0 }] = await query.clone().count<{ n: string | number }[]>({ n: '*' });
  return Number(n);
}

async function namesFor(db: Knex, rows: readonly BookingRow[]) {
  const studentIds = [...new Set(rows.map((r) => r.studentId))];
  const counsellorIds = [...new Set(rows.map((r) => r.counsellorId))];
  const [students, counsellors] = await Promise.all([
    studentIds.length ? db(studentProfilesTable).whereIn('id', studentIds).select<{ id: string; email: string; name: string | null }[]>('id', 'email', 'name') : [],
    counsellorIds.length ? db(counsellorsTable).whereIn('id', counsellorIds).select<{ id: string; name: string | null }[]>('id', 'name') : [],
  ]);
  return { students: new Map(students.map((s) => [s.id, s])), counsellors: new Map(counsellors.map((c) => [c.id, c.name])) };
}

export function toAdminBooking(
  row: BookingRow,
  student: { email: string; name: string | null } | undefined,
  counsellorName: string | null | undefined,
  payments: BookingPaymentLine[] = [],
): AdminBooking {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: student ? (student.name ?? nameFromEmail(student.email)) : ERASED_STUDENT_NAME,
    studentEmail: student?.email ?? null,
    counsellorId: row.counsellorId,
    counsellorName: counsellorName ?? COUNSELLOR_DEFAULTS.name,
    packageId: row.packageId,
    packageName: row.packageName,
    packageType: row.packageType,
    sessionDate: row.startsAt,
    date: row.date,
    timeSlot: row.slot,
    bookingDate: row.createdAt,
    status: dashboardStatus(row.status),
    unpaid: row.status === 'failed' || row.status === 'expired' ? row.status : null,
    amount: row.amountPaise / 100,
    price: row.pricePaise / 100,
    discount: row.discountPaise / 100,
    couponCode: row.couponCode,
    orderId: row.orderId,
    paymentId: row.paymentId,
    refund: row.refundDue ? { amount: row.amountPaise / 100, status: row.refundId ? 'issued' : 'due', refundId: row.refundId } : null,
    payments,
    cancellation: row.status === 'cancelled' && row.cancelledBy ? { by: row.cancelledBy, reason: row.cancelReason ?? 'requested', note: row.cancelNote } : null,
  };
}

async function withNames(db: Knex, rows: BookingRow[]): Promise<AdminBooking[]> {
  const [{ students, counsellors }, payments] = await Promise.all([
    namesFor(db, rows),
    paymentLinesOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toAdminBooking(row, students.get(row.studentId), counsellors.get(row.counsellorId), payments.get(row.id)));
}

/**
 * The page's ids come from the index alone (offset and order over (status, column, id)), then only those rows are read,
 * with the people's names joined in: one round trip beside the total's, then one for the page's payment lines.
 */
async function pageWithNames(db: Knex, query: Knex.QueryBuilder, { sort, range }: Pick<AdminBookingQuery, 'sort' | 'range'>): Promise<AdminBooking[]> {
  const column = sortColumns[sort.field];
  const direction = sort.order === 'DESC' ? 'desc' : 'asc';
  const ids = query
    .clone()
    .select('id')
    .orderBy(column, direction)
    .orderBy('id', direction)
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  const records: Record<string, unknown>[] = await db({ b: bookingsTable })
    .join(ids.as('page'), 'page.id', 'b.id')
    .leftJoin({ s: studentProfilesTable }, 's.id', 'b.student_id')
    .leftJoin({ c: counsellorsTable }, 'c.id', 'b.counsellor_id')
    .select('b.*', 's.email as student_email', 's.name as student_name', 'c.name as counsellor_name')
    .orderBy(`b.${column}`, direction)
    .orderBy('b.id', direction);
  const payments = await paymentLinesOf(
    db,
    records.map((r) => String(r.id)),
  );
  return records.map((r) =>
    toAdminBooking(
      bookingsProjection.fromRecord(r),
      r.student_email ? { email: String(r.student_email), name: (r.student_name as string | null) ?? null } : undefined,
      r.counsellor_name as string | null,
      payments.get(String(r.id)),
    ),
  );
}

export async function queryAdminBookings(db: Knex, { sort, range, filter }: AdminBookingQuery): Promise<{ rows: AdminBooking[]; total: number }> {
  const { query } = await filtered(db, filter);
  const [total, rows] = await Promise.all([countAdminBookings(db, filter, query), pageWithNames(db, query, { sort, range })]);
  return { rows, total };
}

export async function findAdminBooking(db: Knex, id: string): Promise<AdminBooking | undefined> {
  const record = await db(bookingsTable).where({ id }).first();
  if (!record) return undefined;
  return (await withNames(db, [bookingsProjection.fromRecord(record)]))[0];
}
