// The reads behind a person's data export: every booking of a student whatever became of it (with the counsellor's
// name, what was shared on it and its reports), their tests, and a counsellor's sessions with nothing of the students.
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import { personalityTestPaths } from '@margdarshak/contracts/api/personalityTests';
import type { BookingPaymentLine } from '@margdarshak/contracts/api/bookings';
import type { ExportedBooking, ExportedSessionGiven, ExportedTest, MyDataExport } from '@margdarshak/contracts/api/myData';
import { reportsOfBookings } from '../assessments/assessmentsQueries';
import { isReleasedToStudent, personalityTestsProjection, personalityTestsTable } from '../assessments/personalityTestsProjection';
import { paymentLinesOf } from '../bookings/bookingPaymentsQueries';
import { bookingsProjection, bookingsTable, type BookingRow } from '../bookings/bookingsProjection';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { sharedRecords } from '../sessions/sessionRecordsQueries';

const rupees = (paise: number) => paise / 100;

function exportedBooking(row: BookingRow, counsellorName: string | null, payments: BookingPaymentLine[]): Omit<ExportedBooking, 'sessionSummary' | 'documents' | 'reports'> {
  return {
    id: row.id,
    counsellorName: counsellorName ?? COUNSELLOR_DEFAULTS.name,
    packageName: row.packageName,
    packageType: row.packageType,
    sessionDate: row.startsAt,
    date: row.date,
    timeSlot: row.slot,
    bookedAt: row.createdAt,
    status: row.status,
    price: rupees(row.pricePaise),
    discount: rupees(row.discountPaise),
    amount: rupees(row.amountPaise),
    couponCode: row.couponCode,
    payment: row.orderId || row.paymentId ? { orderId: row.orderId, paymentId: row.paymentId } : null,
    refund: row.refundDue ? { amount: rupees(row.amountPaise), status: row.refundId ? 'issued' : 'due', refundId: row.refundId } : null,
    payments,
    // The reason's code only: an admin's own words on a cancellation are theirs, and not shown to the student anywhere.
    cancellation: row.cancelledBy ? { by: row.cancelledBy, reason: row.cancelReason } : null,
  };
}

/** Every booking the student made, oldest session first, with what their counsellor shared and the released reports. */
export async function studentBookingsForExport(db: Knex, studentId: string): Promise<{ bookings: ExportedBooking[]; reports: MyDataExport['reports'] }> {
  const records: Record<string, unknown>[] = await db(bookingsTable)
    .leftJoin(counsellorsTable, `${counsellorsTable}.id`, `${bookingsTable}.counsellor_id`)
    .select(`${bookingsTable}.*`, `${counsellorsTable}.name as counsellor_name`)
    .where(`${bookingsTable}.student_id`, studentId)
    .orderBy([{ column: `${bookingsTable}.starts_at` }, { column: `${bookingsTable}.id` }]);
  const ids = records.map((r) => String(r.id));
  const [shared, reportRows, payments] = await Promise.all([sharedRecords(db, ids), reportsOfBookings(db, ids), paymentLinesOf(db, ids)]);
  const reports = reportRows
    .filter((r) => r.studentId === studentId)
    .map((r) => ({ id: r.id, bookingId: r.bookingId, title: r.title, kind: r.kind, version: r.version, releasedAt: r.releasedAt, updatedAt: r.updatedAt, url: personalityTestPaths.reportPdf(r.id) }));
  const bookings = records.map((record): ExportedBooking => {
    const row = bookingsProjection.fromRecord(record);
    const onIt = shared.get(row.id);
    return {
      ...exportedBooking(row, (record.counsellor_name as string | null) ?? null, payments.get(row.id) ?? []),
      sessionSummary: onIt?.summary ?? null,
      documents: (onIt?.documents ?? []).map((d) => ({ name: d.name, url: d.url, sharedAt: d.sharedAt })),
      reports: reports.filter((r) => r.bookingId === row.id).map((r) => ({ id: r.id, title: r.title, url: r.url })),
    };
  });
  return { bookings, reports };
}

/** The student's tests; the result and the counsellor's notes only once released to them, as the app shows them. */
export async function studentTestsForExport(db: Knex, studentId: string): Promise<ExportedTest[]> {
  const records: Record<string, unknown>[] = await db(personalityTestsTable)
    .where({ student_id: studentId })
    .orderBy([{ column: 'started_at' }, { column: 'id' }]);
  return records.map(personalityTestsProjection.fromRecord).map((test) => {
    const released = isReleasedToStudent(test);
    return {
      id: test.id,
      bookingId: test.bookingId,
      testType: test.testType,
      status: test.status,
      answers: test.answers,
      startedAt: test.startedAt,
      completedAt: test.completedAt,
      releasedToYou: released,
      result: released ? test.testData : null,
      counsellorNotes: released ? test.counsellorNotes : null,
    };
  });
}

/** A counsellor's sessions: when, what and its state, with nothing about the students. */
export async function counsellorSessionsForExport(db: Knex, counsellorId: string): Promise<ExportedSessionGiven[]> {
  const records: Record<string, unknown>[] = await db(bookingsTable)
    .where({ counsellor_id: counsellorId })
    .orderBy([{ column: 'starts_at' }, { column: 'id' }]);
  return records
    .map(bookingsProjection.fromRecord)
    .map((row) => ({ id: row.id, packageName: row.packageName, date: row.date, timeSlot: row.slot, status: row.status, amount: rupees(row.amountPaise) }));
}
