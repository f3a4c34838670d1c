// A released report: what /student/report/{id} shows, the parent's view of it and its PDF. All are read from the
// report's row and its tests' results, so a report is a function of the events; the PDF is rendered off the event loop
// and kept per content.
import { createHash } from 'node:crypto';
import type { ReportResponse } from '@margdarshak/contracts/api/parentReport';
import { personalityTestPaths, type ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { findReport, testsOfBookings } from '@margdarshak/projections/assessments/assessmentsQueries';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { counsellorName } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { childrenOf } from '@margdarshak/projections/family/familyQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import { findStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { studentDisplayName } from '../accounts';
import { resultAsRead } from '../assessments';
import { parentView } from './parentView';
import type { ReportInput } from './reportDocument';
import { reportInput } from './reportInput';
import type { Stage } from './reportPlan';

const notFound = () => new NotFoundError('Report not found');

/**
 * A released report and the student's stage as their profile holds it now (none once erased), read together: the PDF
 * and the parent's view start the plan from the stage, so a class added after the release shows in the next read.
 */
export interface ReleasedReport {
  view: ReportView;
  stage: Stage | undefined;
  /** The Hindi name the admin gave the package, which a report written in Hindi names it by (reportInput.ts). */
  packageNameHi: string | undefined;
}

/** The report for its student, their parent, the booking's counsellor and admins; to anyone else it does not exist. */
export async function reportView(deps: AppDeps, reportId: string, user: CurrentUser): Promise<ReleasedReport> {
  const children = user.role === 'parent' ? new Set((await childrenOf(deps.db, user.id)).map((link) => link.childId)) : new Set<string>();
  const view = await releasedReport(
    deps,
    reportId,
    (booking) =>
      user.role === 'admin' ||
      (user.role === 'student' && booking.studentId === user.id) ||
      (user.role === 'parent' && children.has(booking.studentId)) ||
      (user.role === 'counsellor' && booking.counsellorId === user.id),
  );
  if (!view) throw notFound();
  return view;
}

/**
 * GET /api/reports/{id}: a linked parent reads the report written to them (parentView.ts), with the plan from the
 * student's stage as the PDF has it; the student, the counsellor and admins read it as the student does.
 */
export async function reportFor(deps: AppDeps, reportId: string, user: CurrentUser): Promise<ReportResponse> {
  const { view, stage, packageNameHi } = await reportView(deps, reportId, user);
  return user.role === 'parent' ? parentView(view, stage, packageNameHi) : view;
}

/** The report as released, when its booking passes `allowed`; undefined otherwise or when there is none. */
export async function releasedReport(deps: AppDeps, reportId: string, allowed: (booking: BookingRow) => boolean = () => true): Promise<ReleasedReport | undefined> {
  const report = await findReport(deps.db, reportId);
  if (!report) return undefined;
  const booking = await findBooking(deps.db, report.bookingId);
  if (!booking || !allowed(booking)) return undefined;

  const [tests, studentName, counsellor, profile, pkg] = await Promise.all([
    testsOfBookings(deps.db, [booking.id]),
    studentDisplayName(deps, booking.studentId),
    counsellorName(deps.db, booking.counsellorId),
    findStudentProfile(deps.db, booking.studentId),
    findPackage(deps.db, booking.packageId),
  ]);
  // As every other read shows a stored result: in today's words, with its verdict, through the gate (resultAsRead.ts).
  const resultOf = (type: TestType) => {
    const row = tests.find((t) => t.testType === type && t.status === 'completed' && report.testTypes.includes(t.testType));
    return row?.testData ? resultAsRead({ testType: type, testData: row.testData, answers: row.answers }) : undefined;
  };
  const riasec = resultOf('riasec') as RiasecResult | undefined;
  const bigfive = resultOf('bigfive') as BigFiveResult | undefined;
  const mi = resultOf('multiple_intelligences') as MultipleIntelligencesResult | undefined;
  const view: ReportView = {
    audience: 'student',
    id: report.id,
    bookingId: report.bookingId,
    kind: report.kind,
    title: report.title,
    version: report.version,
    releasedAt: report.updatedAt,
    studentName: studentName ?? '',
    counsellorName: counsellor,
    packageId: booking.packageId,
    packageName: booking.packageName,
    sessionDate: booking.startsAt,
    counsellorNotes: report.counsellorNotes,
    results: { ...(riasec && { riasec }), ...(bigfive && { bigfive }), ...(mi && { multiple_intelligences: mi }) },
    url: personalityTestPaths.reportPdf(report.id),
  };
  return { view, stage: profile ? { classLevel: profile.classLevel, board: profile.board, medium: profile.medium } : undefined, packageNameHi: pkg?.hindi?.name };
}

/** What a rendered PDF is kept under: the report's version and everything it shows, so a changed input renders anew. */
export const pdfKey = (view: ReportView, input: ReportInput) => `${view.id}:${view.version}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;

/**
 * The report's PDF, from the renderer's cache when this version was rendered before. The stage is the one read with the
 * report, so a class added to the profile after the release shows in the next download (the content key changes).
 */
export async function reportPdf(deps: AppDeps, { view, stage, packageNameHi }: ReleasedReport): Promise<Buffer> {
  const input = reportInput(view, stage, packageNameHi);
  return deps.pdf.render(pdfKey(view, input), input);
}
