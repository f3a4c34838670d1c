// The booking's tests, as use cases: who may see or change which, the student's answers saved and submitted (scored
// here, never by the client), and the counsellor's view and release. Each changes one test's stream (or the booking's
// report stream); the release mail follows from the events (releaseMail.processor.ts).
import type { ReleaseResponse, StudentTestRecord, TestResultInLanguage } from '@margdarshak/contracts/api/personalityTests';
import { personalityTestPaths, reportTitle } from '@margdarshak/contracts/api/personalityTests';
import { answerMessages, type PageSeconds } from '@margdarshak/contracts/assessments/answers';
import { testsForPackage, testTitles, testTypes, type TestLanguage, type TestType } from '@margdarshak/contracts/assessments/tests';
import { reportStream, testStream, type ReportEvent, type TestEvent } from '@margdarshak/contracts/events/assessments';
import { findTest } from '@margdarshak/projections/assessments/assessmentsQueries';
import { isReleasedToStudent, type PersonalityTestRow } from '@margdarshak/projections/assessments/personalityTestsProjection';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { findStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import { loadBooking, testWindow } from '../bookings';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { scoreTest } from './assessments.routes';
import { bigFiveItems } from './bigFive/bigFive';
import { bigFiveSubmission, withoutRetiredItems } from './bigFive/booking';
import { resultAsRead } from './resultAsRead';
import { resultInLanguage } from './resultInLanguage';
import { decideComprehensive, evolveComprehensive, initialComprehensive, type ComprehensiveCommand, type ComprehensiveState } from './comprehensiveReport';
import { miItems } from './multipleIntelligences/items';
import { riasecItems } from './riasec/items';
import { comprehensiveReportIdOf, evolveTest, initialTest, testIdOf, testReportIdOf, type TestState } from './test';
import { decideTest, type TestCommand, type TestRef } from './test.decider';
import { requireMayBook } from '../family';

/**
 * Raised with any change to how a test is scored: each TestCompleted records the version that scored it. RIASEC 2 and
 * MI 2 (issue 18): confidence, answer quality, ties, the language and summary; MI's flat profiles and reviewed items.
 * A result keeps the scoring it was released with: one stored under version 1 reads as it was (the new fields are
 * optional in the contract and the views say it predates them), never re-scored behind the counsellor's back.
 * Big Five 2 (issue 18): our words for teenagers in English or Hindi, the summary, two items replaced; a version 1
 * result keeps its bars and bands, and only its words are today's (bigFive/narrative.ts, withCurrentText).
 * Version 3 of all three (issue 28): the answer-quality verdict (quality/), RIASEC confidence per place, Big Five
 * answers corrected for acquiescence and one-sided facets read at domain level. A result stored before it keeps its
 * scores; its verdict is computed on read from the stored answers and the gate applied (resultAsRead.ts).
 */
export const scoringVersions: Record<TestType, number> = { riasec: 3, bigfive: 3, multiple_intelligences: 3 };

const testAggregate = { initialState: initialTest, evolve: evolveTest };
const reportAggregate = { initialState: initialComprehensive, evolve: evolveComprehensive };

const itemIds: Record<TestType, ReadonlySet<string>> = {
  riasec: new Set(riasecItems.map((item) => item.id)),
  multiple_intelligences: new Set(miItems.map((item) => item.id)),
  bigfive: new Set(bigFiveItems('en').map((item) => item.id)),
};

type Party = 'student' | 'counsellor' | 'admin';

/** The booking and how the user stands to it: its student, its counsellor, or an admin; anyone else is refused. */
async function bookingAndParty(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<{ booking: BookingRow; party: Party }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found');
  if (user.role === 'admin') return { booking, party: 'admin' };
  if (user.role === 'student' && booking.studentId === user.id) return { booking, party: 'student' };
  if (user.role === 'counsellor' && booking.counsellorId === user.id) return { booking, party: 'counsellor' };
  throw new ForbiddenError("Only the session's student, its counsellor and admins can see its tests");
}

function requireParty(party: Party, allowed: Party[], message: string) {
  if (!allowed.includes(party)) throw new ForbiddenError(message);
}

function requireTestOfPackage(booking: BookingRow, testType: TestType) {
  if (!testsForPackage({ name: booking.packageName, type: booking.packageType }).includes(testType)) {
    throw new NotFoundError(`The ${booking.packageName} package does not include the ${testTitles[testType]} test`);
  }
}

const refOf = (bookingId: string, testType: TestType): TestRef => ({ testId: testIdOf(bookingId, testType), bookingId, testType });

const runTest = (deps: AppDeps, ref: TestRef, command: TestCommand, actor: Actor) =>
  handleCommand<TestState, TestEvent>(deps, testAggregate, testStream(ref.bookingId, ref.testType), (state) => decideTest(command, state, ref), actor);

/** Saved progress keeps only answers to the test's current items (an item reworded since has a new id). */
const currentAnswers = (testType: TestType, answers: Record<string, number>) => Object.fromEntries(Object.entries(answers).filter(([id]) => itemIds[testType].has(id)));

/**
 * The record as `party` may see it. The scored result goes to the booking's counsellor and admins once the test is
 * completed, and to its student only once released (the contract's rule): before that the student learns that the test
 * is completed, and when, and nothing of what it found.
 */
function studentRecord(ref: TestRef, booking: BookingRow, row: PersonalityTestRow | undefined, party: Party, now: Date): StudentTestRecord {
  const window = testWindow(booking, now);
  const completed = row?.status === 'completed';
  const released = row !== undefined && isReleasedToStudent(row);
  const mayReadResult = party !== 'student' || released;
  const answers = row?.answers ? (completed ? row.answers : currentAnswers(ref.testType, row.answers)) : null;
  return {
    id: ref.testId,
    bookingId: ref.bookingId,
    testType: ref.testType,
    status: row?.status ?? 'available',
    answers: party === 'student' ? answers : null,
    completedAt: row?.completedAt ?? null,
    open: window.open && !completed,
    closesAt: completed ? null : window.closesAt,
    testData: completed && mayReadResult && row.testData ? resultAsRead({ testType: ref.testType, testData: row.testData, answers: row.answers }) : null,
    isReleasedToStudent: released,
  };
}

export async function getTestRecord(deps: AppDeps, bookingId: string, testType: TestType, user: CurrentUser): Promise<StudentTestRecord> {
  const { booking, party } = await bookingAndParty(deps, bookingId, user);
  requireTestOfPackage(booking, testType);
  const ref = refOf(bookingId, testType);
  return studentRecord(ref, booking, await findTest(deps.db, ref.testId), party, deps.clock.now());
}

/** Partial answers may name only the test's own items (values are checked by the request schema). */
function checkItems(testType: TestType, answers: Record<string, number>) {
  const unknown = Object.keys(answers).filter((id) => !itemIds[testType].has(id));
  if (unknown.length > 0) throw new ValidationError(unknown.map((id) => ({ path: `answers.${id}`, message: answerMessages.unknown(id) })));
}

async function studentTest(deps: AppDeps, bookingId: string, testType: TestType, user: CurrentUser) {
  const { booking, party } = await bookingAndParty(deps, bookingId, user);
  requireParty(party, ['student'], "Only the session's student can take its tests");
  requireTestOfPackage(booking, testType);
  await requireMayBook(deps, booking.studentId); // a minor whose parent has not consented (or withdrew) takes no booking test
  return { booking, ref: refOf(bookingId, testType), parties: { studentId: booking.studentId, counsellorId: booking.counsellorId } };
}

/**
 * Whether the test takes answers now, decided on the booking's own stream: the read model that served the checks above
 * may not have seen a cancellation committed a moment ago.
 */
async function takesAnswers(deps: AppDeps, bookingId: string): Promise<boolean> {
  const { phase, request } = await loadBooking(deps, bookingId);
  return request !== null && testWindow({ status: phase, startsAt: request.startsAt }, deps.clock.now()).open;
}

/** `pageSeconds` (issue 28): how long each page took so far, recorded on the event for the answer-quality check. */
export async function saveProgress(
  deps: AppDeps,
  bookingId: string,
  testType: TestType,
  sent: Record<string, number>,
  user: CurrentUser,
  actor: Actor,
  pageSeconds?: PageSeconds,
): Promise<StudentTestRecord> {
  const { booking, ref, parties } = await studentTest(deps, bookingId, testType, user);
  const answers = testType === 'bigfive' ? withoutRetiredItems(sent) : sent;
  checkItems(testType, answers);
  const [sealed, open] = await Promise.all([deps.vault.seal(booking.studentId, JSON.stringify(answers)), takesAnswers(deps, bookingId)]);
  await runTest(deps, ref, { type: 'SaveProgress', parties, open, answers: sealed, answered: Object.keys(answers).length, ...(pageSeconds && { pageSeconds }) }, actor);
  return studentRecord(ref, booking, await findTest(deps.db, ref.testId), 'student', deps.clock.now());
}

/** Scores the whole set here (400 naming each missing item), then completes the test once: a second submit is a 409. */
export async function submitTest(deps: AppDeps, bookingId: string, testType: TestType, body: unknown, user: CurrentUser, actor: Actor): Promise<StudentTestRecord> {
  const { booking, ref, parties } = await studentTest(deps, bookingId, testType, user);
  // The Big Five's under-16 notice follows the age on the student's profile, not whatever the browser sends.
  const request = testType === 'bigfive' ? bigFiveSubmission(body, (await findStudentProfile(deps.db, booking.studentId))?.age ?? null) : body;
  // The pages' seconds saved with progress, read from the test's own stream (the read model does not keep them).
  const { pageSeconds } = await loadState(deps.eventStore, testAggregate, testStream(bookingId, testType));
  const testData = scoreTest(testType, request, pageSeconds);
  const { answers } = request as { answers: Record<string, number> };
  const [sealedAnswers, sealedData, open] = await Promise.all([
    deps.vault.seal(booking.studentId, JSON.stringify(answers)),
    deps.vault.seal(booking.studentId, JSON.stringify(testData)),
    takesAnswers(deps, bookingId),
  ]);
  await runTest(deps, ref, { type: 'Complete', parties, open, answers: sealedAnswers, testData: sealedData, scoringVersion: scoringVersions[testType] }, actor);
  return studentRecord(ref, booking, await findTest(deps.db, ref.testId), 'student', deps.clock.now());
}

/** A started test and its booking, for its counsellor or an admin. */
async function counsellorTest(deps: AppDeps, testId: string, user: CurrentUser) {
  const row = await findTest(deps.db, testId);
  if (!row) throw new NotFoundError('Test not found');
  const { booking, party } = await bookingAndParty(deps, row.bookingId, user);
  requireParty(party, ['counsellor', 'admin'], "Only the session's counsellor and admins can review its results");
  return { row, booking, ref: refOf(row.bookingId, row.testType) };
}

export async function markViewed(deps: AppDeps, testId: string, user: CurrentUser, actor: Actor): Promise<{ id: string; isViewedByCounsellor: true }> {
  const { booking, ref } = await counsellorTest(deps, testId, user);
  await runTest(deps, ref, { type: 'View', counsellorId: booking.counsellorId }, actor);
  return { id: testId, isViewedByCounsellor: true };
}

/** A completed test's result worded in `language`, for its counsellor and admins (resultInLanguage.ts). */
export async function counsellorResultIn(deps: AppDeps, testId: string, language: TestLanguage, user: CurrentUser): Promise<TestResultInLanguage> {
  const { row } = await counsellorTest(deps, testId, user);
  if (row.status !== 'completed' || !row.testData) throw new NotFoundError('This test has no result yet');
  return resultInLanguage({ testType: row.testType, testData: row.testData, answers: row.answers }, language);
}

const sealNotes = async (deps: AppDeps, studentId: string, notes: string | null | undefined) => {
  const text = notes?.trim();
  return text ? deps.vault.seal(studentId, text) : null;
};

/** A cancelled session's results are never released (issue 30): read from the booking's own stream. */
async function refuseIfCancelled(deps: AppDeps, bookingId: string): Promise<void> {
  if ((await loadBooking(deps, bookingId)).phase === 'cancelled') throw new ConflictError('BOOKING_CANCELLED', 'This session was cancelled, so its results cannot be released');
}

export async function releaseResult(deps: AppDeps, testId: string, notes: string | null | undefined, user: CurrentUser, actor: Actor): Promise<ReleaseResponse> {
  const { booking, ref } = await counsellorTest(deps, testId, user);
  await refuseIfCancelled(deps, booking.id);
  const reportId = testReportIdOf(testId);
  const counsellorNotes = await sealNotes(deps, booking.studentId, notes);
  await runTest(deps, ref, { type: 'Release', studentId: booking.studentId, counsellorId: booking.counsellorId, reportId, counsellorNotes }, actor);
  await deps.workflows.settle(actor);
  return { reportId, version: 1, title: reportTitle('test', ref.testType), url: personalityTestPaths.reportPdf(reportId) };
}

/** Why the booking's comprehensive report cannot be released yet, or null. Read from the tests' own streams. */
async function comprehensiveRefusal(deps: AppDeps, booking: BookingRow): Promise<string | null> {
  if (testsForPackage({ name: booking.packageName, type: booking.packageType }).length !== testTypes.length) {
    return `A comprehensive report needs the Comprehensive package; this session is ${booking.packageName}`;
  }
  const states = await Promise.all(testTypes.map((type) => loadState(deps.eventStore, testAggregate, testStream(booking.id, type))));
  const missing = testTypes.filter((_, i) => states[i]?.phase !== 'completed').map((type) => testTitles[type]);
  return missing.length > 0 ? `All three tests must be completed first; not yet completed: ${missing.join(', ')}` : null;
}

export async function releaseComprehensive(deps: AppDeps, bookingId: string, notes: string | null | undefined, user: CurrentUser, actor: Actor): Promise<ReleaseResponse> {
  const { booking, party } = await bookingAndParty(deps, bookingId, user);
  requireParty(party, ['counsellor', 'admin'], "Only the session's counsellor and admins can release its report");
  await refuseIfCancelled(deps, bookingId);
  const reportId = comprehensiveReportIdOf(bookingId);
  const command: ComprehensiveCommand = {
    type: 'ReleaseComprehensive',
    bookingId,
    studentId: booking.studentId,
    reportId,
    refusal: await comprehensiveRefusal(deps, booking),
    testIds: testTypes.map((type) => testIdOf(bookingId, type)),
    counsellorNotes: await sealNotes(deps, booking.studentId, notes),
  };
  const { events } = await handleCommand<ComprehensiveState, ReportEvent>(deps, reportAggregate, reportStream(bookingId), (state) => decideComprehensive(command, state), actor);
  await deps.workflows.settle(actor);
  return { reportId, version: events[0]?.data.version ?? 1, title: reportTitle('comprehensive'), url: personalityTestPaths.reportPdf(reportId) };
}
