// Reads over the tests and reports read models, with the booking and the people joined in at read time.
import type { Knex } from 'knex';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { COUNSELLOR_TESTS_PAGE_SIZE } from '@margdarshak/contracts/api/personalityTests';
import { bookingsTable } from '../bookings/bookingsProjection';
import { studentNames } from '../students/studentProfilesQueries';
import { usersTable } from '../users/usersProjection';
import { personalityTestsProjection, personalityTestsTable, type PersonalityTestRow } from './personalityTestsProjection';
import { reportsProjection, reportsTable, type ReportRow } from './reportsProjection';

export async function findTest(db: Knex, testId: string): Promise<PersonalityTestRow | undefined> {
  const record = await db(personalityTestsTable).where({ id: testId }).first();
  return record ? personalityTestsProjection.fromRecord(record) : undefined;
}

export async function testsOfBookings(db: Knex, bookingIds: readonly string[]): Promise<PersonalityTestRow[]> {
  if (bookingIds.length === 0) return [];
  const records: Record<string, unknown>[] = await db(personalityTestsTable).whereIn('booking_id', bookingIds);
  return records.map(personalityTestsProjection.fromRecord);
}

export async function findReport(db: Knex, reportId: string): Promise<ReportRow | undefined> {
  const record = await db(reportsTable).where({ id: reportId }).first();
  return record ? reportsProjection.fromRecord(record) : undefined;
}

/** Reports of these bookings, oldest first. */
export async function reportsOfBookings(db: Knex, bookingIds: readonly string[]): Promise<ReportRow[]> {
  if (bookingIds.length === 0) return [];
  const records: Record<string, unknown>[] = await db(reportsTable)
    .whereIn('booking_id', bookingIds)
    .orderBy([{ column: 'released_at' }, { column: 'id' }]);
  return records.map(reportsProjection.fromRecord);
}

export interface CounsellorTestRow extends PersonalityTestRow {
  studentName: string;
  studentEmail: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  sessionDate: string;
  /** The session was cancelled: its results are marked so, and cannot be released. */
  bookingCancelled: boolean;
}

/**
 * A page of the counsellor's bookings that have completed tests, most recent session first, with those tests; and how
 * many such bookings there are.
 */
export async function counsellorTestsPage(db: Knex, counsellorId: string, page: number): Promise<{ rows: CounsellorTestRow[]; totalBookings: number }> {
  const completed = db(personalityTestsTable).where({ counsellor_id: counsellorId, status: 'completed' });
  const pageOfBookings = db(bookingsTable)
    .select('id', 'starts_at')
    .whereIn('id', completed.clone().distinct('booking_id'))
    .orderBy([{ column: 'starts_at', order: 'desc' }, { column: 'id' }])
    .limit(COUNSELLOR_TESTS_PAGE_SIZE)
    .offset((page - 1) * COUNSELLOR_TESTS_PAGE_SIZE);
  const [records, [count]] = await Promise.all([
    db
      .with('page', pageOfBookings)
      .select(`${personalityTestsTable}.*`, 'b.package_name', 'b.package_type', 'b.starts_at', 'b.status as booking_status', 'u.email')
      .from('page')
      .join(personalityTestsTable, `${personalityTestsTable}.booking_id`, 'page.id')
      .join(`${bookingsTable} as b`, 'b.id', 'page.id')
      .leftJoin(`${usersTable} as u`, 'u.id', `${personalityTestsTable}.student_id`)
      .where(`${personalityTestsTable}.status`, 'completed')
      .orderBy([{ column: 'page.starts_at', order: 'desc' }, { column: 'page.id' }, { column: `${personalityTestsTable}.test_type` }]) as Promise<Record<string, unknown>[]>,
    completed.clone().countDistinct<{ count: string }[]>({ count: 'booking_id' }),
  ]);
  const names = await studentNames(
    db,
    records.map((record) => String(record.student_id)),
  );
  const rows = records.map((record) => {
    const email = (record.email as string | null) ?? '';
    const test = personalityTestsProjection.fromRecord(record);
    return {
      ...test,
      studentName: names.get(test.studentId) ?? nameFromEmail(email),
      studentEmail: email,
      packageName: String(record.package_name),
      packageType: record.package_type as CounsellorTestRow['packageType'],
      sessionDate: new Date(record.starts_at as string).toISOString(),
      bookingCancelled: record.booking_status === 'cancelled',
    };
  });
  return { rows, totalBookings: Number(count?.count ?? 0) };
}
