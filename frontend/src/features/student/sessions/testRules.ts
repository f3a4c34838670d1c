// What a session shows for each of its tests (dashboards §2, §4, §5): a button to start or continue while the test is
// open, a done mark once completed, and the summary line when every test is done.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { TEST_OPEN_DAYS_AFTER_SESSION } from '@margdarshak/contracts/api/personalityTests';
import { testTitles, type TestType } from '@margdarshak/contracts/assessments/tests';

export type TestAction = 'start' | 'continue' | 'done' | 'closed';

export interface TestRow {
  testType: TestType;
  title: string;
  action: TestAction;
}

export interface SessionTestsView {
  rows: TestRow[];
  /** 'All Tests Completed' (more than one test) or 'Test Completed' (one), once every test is done. */
  summary: 'All Tests Completed' | 'Test Completed' | null;
  /** Some test is neither done nor open any more: say why there is no button. */
  closedNote: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Whether a session takes answers at `now`. The server's `open` decides; the booking's status and the window are checked
 * again here because the list is cached for minutes, so a button never outlives a cancellation or the window's end.
 */
export function sessionTestsOpen(booking: Pick<StudentBooking, 'status' | 'sessionDate'>, now: Date): boolean {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return false;
  return now.getTime() <= Date.parse(booking.sessionDate) + TEST_OPEN_DAYS_AFTER_SESSION * DAY_MS;
}

function actionFor(status: StudentBooking['tests'][number]['status'], open: boolean): TestAction {
  switch (status) {
    case 'completed':
      return 'done';
    case 'in_progress':
      return open ? 'continue' : 'closed';
    case 'available':
      return open ? 'start' : 'closed';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

export function sessionTestsView(booking: Pick<StudentBooking, 'status' | 'sessionDate' | 'tests'>, now: Date): SessionTestsView {
  const sessionOpen = sessionTestsOpen(booking, now);
  const rows = booking.tests.map((test) => ({ testType: test.testType, title: testTitles[test.testType], action: actionFor(test.status, test.open && sessionOpen) }));
  const allDone = rows.length > 0 && rows.every((row) => row.action === 'done');
  return {
    rows,
    summary: allDone ? (rows.length > 1 ? 'All Tests Completed' : 'Test Completed') : null,
    closedNote: rows.some((row) => row.action === 'closed'),
  };
}
