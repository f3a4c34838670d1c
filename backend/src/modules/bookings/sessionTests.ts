// The student's sessions carry their tests and released reports (dashboards §2, §5): one read for all of them.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { personalityTestPaths, type SessionTest } from '@margdarshak/contracts/api/personalityTests';
import { testsForPackage, type TestType } from '@margdarshak/contracts/assessments/tests';
import { reportsOfBookings, testsOfBookings } from '@margdarshak/projections/assessments/assessmentsQueries';
import type { AppDeps } from '../../platform/deps';
import { nameBasedId } from '../../platform/nameBasedId';
import { testWindow } from './testWindow';

/** A booking's test of `testType`: its id is known before the test starts, so the dashboard can link to it. */
export const testIdOf = (bookingId: string, testType: TestType) => nameBasedId(`test:${bookingId}:${testType}`);

export async function withTestsAndReports(deps: AppDeps, bookings: StudentBooking[]): Promise<StudentBooking[]> {
  const ids = bookings.map((b) => b.id);
  const [tests, reports] = await Promise.all([testsOfBookings(deps.db, ids), reportsOfBookings(deps.db, ids)]);
  const testById = new Map(tests.map((t) => [t.id, t]));
  const now = deps.clock.now();
  return bookings.map((booking) => {
    const { open } = testWindow({ status: booking.status, startsAt: booking.sessionDate }, now);
    const sessionTests = testsForPackage({ name: booking.packageName, type: booking.packageType }).map((testType): SessionTest => {
      const id = testIdOf(booking.id, testType);
      const status = testById.get(id)?.status ?? 'available';
      return { id, testType, status, open: open && status !== 'completed' };
    });
    const sessionReports = reports.filter((r) => r.bookingId === booking.id).map((r) => ({ id: r.id, title: r.title, url: personalityTestPaths.reportPdf(r.id) }));
    return { ...booking, tests: sessionTests, session: { reports: sessionReports } };
  });
}
