// The rules of the counsellor's Personality Test Results (dashboards §2): tests grouped by booking, the group's badges
// and checkmarks, and which release buttons it offers. Pure, so every rule is proved by unit tests.
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { testsForPackage, testTypes, type TestType } from '@margdarshak/contracts/assessments/tests';
import { formatDate, formatTime } from '../../../lib/format';

/** The checkmarks' names. */
export const testShortNames: Record<TestType, string> = { riasec: 'RIASEC', bigfive: 'Big Five', multiple_intelligences: 'MI' };

/** The names of a test's row and dialogs. */
export const testFullNames: Record<TestType, string> = {
  riasec: 'Holland Code (RIASEC)',
  bigfive: 'Big Five Personality',
  multiple_intelligences: 'Multiple Intelligences',
};

export type ReleaseBadge = 'Released' | 'Partially Released';
export type ComprehensiveAction = 'Release Comprehensive Report' | 'Update to Comprehensive Report';

export interface GroupTest {
  record: CounsellorTestRecord;
  /** Whether this test has its own Release button. */
  release: boolean;
}

export interface ResultGroup {
  bookingId: string;
  /** The student's name, or their e-mail when the name is empty. */
  student: string;
  packageName: string;
  sessionDate: string;
  /** Completed tests, in the order RIASEC, Big Five, MI. */
  tests: GroupTest[];
  /** 'New': some test is not yet viewed. */
  isNew: boolean;
  releaseBadge: ReleaseBadge | null;
  /** The tests the package includes (and any other completed), each ticked when complete. */
  checklist: { testType: TestType; complete: boolean }[];
  /** The one release button replacing the per-test ones, when the package is comprehensive and all three are done. */
  comprehensive: ComprehensiveAction | null;
  /** The report the comprehensive release would update. */
  comprehensiveReportId: string | null;
  /** The session was cancelled: marked so, and no release is offered (the server refuses one, 409). */
  cancelled: boolean;
}

/** India time, 12-hour: '20 Nov 2026, 11:00 am'. */
export const formatSessionDate = (instant: string): string => `${formatDate(instant)}, ${formatTime(instant)}`;

export const studentLabel = (record: Pick<CounsellorTestRecord, 'studentName' | 'studentEmail'>): string => record.studentName.trim() || record.studentEmail;

export function releaseBadge(tests: readonly Pick<CounsellorTestRecord, 'isReleasedToStudent'>[]): ReleaseBadge | null {
  const released = tests.filter((t) => t.isReleasedToStudent).length;
  if (released === 0) return null;
  return released === tests.length ? 'Released' : 'Partially Released';
}

export const isComprehensivePackage = (packageName: string): boolean => packageName.toLowerCase().includes('comprehensive');

function comprehensiveAction(packageName: string, done: ReadonlySet<TestType>, reportId: string | null): ComprehensiveAction | null {
  if (!isComprehensivePackage(packageName) || !testTypes.every((t) => done.has(t))) return null;
  return reportId === null ? 'Release Comprehensive Report' : 'Update to Comprehensive Report';
}

function toGroup(records: CounsellorTestRecord[]): ResultGroup | null {
  const first = records[0];
  if (!first) return null;
  const tests = [...records].sort((a, b) => testTypes.indexOf(a.testType) - testTypes.indexOf(b.testType));
  const done = new Set(tests.map((t) => t.testType));
  const included = new Set<TestType>([...testsForPackage({ name: first.packageName, type: first.packageType }), ...done]);
  const comprehensiveReportId = tests.find((t) => t.comprehensiveReportId !== null)?.comprehensiveReportId ?? null;
  const cancelled = first.bookingCancelled;
  const comprehensive = cancelled ? null : comprehensiveAction(first.packageName, done, comprehensiveReportId);
  return {
    bookingId: first.bookingId,
    student: studentLabel(first),
    packageName: first.packageName,
    sessionDate: first.sessionDate,
    tests: tests.map((record) => ({ record, release: !cancelled && comprehensive === null && !record.isReleasedToStudent })),
    isNew: tests.some((t) => !t.isViewedByCounsellor),
    releaseBadge: releaseBadge(tests),
    checklist: testTypes.filter((t) => included.has(t)).map((testType) => ({ testType, complete: done.has(testType) })),
    comprehensive,
    comprehensiveReportId,
    cancelled,
  };
}

/**
 * One group per booking, in the order the server sent them (most recent session first). A test seen twice (pages read
 * at different moments can overlap) counts once, as first seen.
 */
export function groupByBooking(records: readonly CounsellorTestRecord[]): ResultGroup[] {
  const seen = new Set<string>();
  const byBooking = new Map<string, CounsellorTestRecord[]>();
  for (const record of records) {
    if (seen.has(record.id)) continue;
    seen.add(record.id);
    const group = byBooking.get(record.bookingId);
    if (group) group.push(record);
    else byBooking.set(record.bookingId, [record]);
  }
  return [...byBooking.values()].map(toGroup).filter((g): g is ResultGroup => g !== null);
}

/** What the release dialog releases: one test, or the comprehensive report of a booking's three. */
export type ReleaseTarget = { kind: 'test'; record: CounsellorTestRecord; student: string } | { kind: 'comprehensive'; group: ResultGroup };

/** Each target keeps its own draft, so notes written for one student never travel to another's release. */
export const draftKey = (target: ReleaseTarget): string => (target.kind === 'test' ? `test:${target.record.id}` : `booking:${target.group.bookingId}`);
