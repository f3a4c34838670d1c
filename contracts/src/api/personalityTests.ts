// The tests a booking includes, taken by its student, reviewed and released by its counsellor, and the reports the
// family keeps (dashboards §2, §3, §4, §7). Paths and field names are the spec's; what it leaves unshown is ours.
import { z } from 'zod';
import { pageSecondsSchema, testLanguageSchema, type PageSeconds } from '../assessments/answers';
import { testTitles, testTypeSchema, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult, type TestLanguage, type TestType } from '../assessments/tests';

export const personalityTestPaths = {
  /** GET ?testType=: the student's test record for a booking. */
  test: (bookingId: string) => `/api/personality-test/${encodeURIComponent(bookingId)}`,
  progress: (bookingId: string) => `/api/personality-test/${encodeURIComponent(bookingId)}/progress`,
  submit: (bookingId: string) => `/api/personality-test/${encodeURIComponent(bookingId)}/submit`,
  counsellorList: '/api/counsellor/personality-tests',
  view: (testId: string) => `/api/personality-test/${encodeURIComponent(testId)}/view`,
  release: (testId: string) => `/api/personality-test/${encodeURIComponent(testId)}/release`,
  /** GET ?lang=en|hi: a completed test's result worded in that language, for its counsellor and admins (issue 28). */
  result: (testId: string) => `/api/personality-test/${encodeURIComponent(testId)}/result`,
  releaseComprehensive: (bookingId: string) => `/api/personality-test/booking/${encodeURIComponent(bookingId)}/release-comprehensive`,
  report: (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}`,
  reportPdf: (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/download-pdf`,
} as const;

/** How long after the session its tests stay open (ours: the spec does not say). */
export const TEST_OPEN_DAYS_AFTER_SESSION = 30;

export const testStatuses = ['available', 'in_progress', 'completed'] as const;
export type TestStatus = (typeof testStatuses)[number];

/** Saved answers: item id -> 1 to 5 (checked against the test's own items on the server). */
export type Answers = Record<string, number>;

const answersShape = z.record(
  z.string().min(1).max(40),
  z.number().int('Answers are whole numbers from 1 to 5').min(1, 'Answers are whole numbers from 1 to 5').max(5, 'Answers are whole numbers from 1 to 5'),
  'Send answers as {itemId: value}',
);

export const testTypeQuery = z.object({ testType: testTypeSchema });

/** PUT …/progress: some or all of the answers, saved to resume later (on any device), and (issue 28) the pages' seconds. */
export const testProgressRequest = z.object({ testType: testTypeSchema, answers: answersShape, pageSeconds: pageSecondsSchema.optional() });
export type TestProgressRequest = z.infer<typeof testProgressRequest>;

/**
 * POST …/submit: every item answered. RIASEC and MI take the language the items were read in (the summary's language);
 * Big Five takes the report's language and the student's age, as the free scoring does; the server checks the answers
 * against the test's items and scores them itself.
 */
export const testSubmitRequest = z.object({
  testType: testTypeSchema,
  answers: z.unknown(),
  language: testLanguageSchema.optional(),
  reportLanguage: z.string().min(2).max(10).optional(),
  age: z.number().int().min(5).max(120).optional(),
  /** Issue 28: the pages' seconds, as with progress (the server adds those saved with progress). */
  pageSeconds: pageSecondsSchema.optional(),
});
export type TestSubmitRequest = { testType: TestType; answers: Answers; language?: TestLanguage; reportLanguage?: string; age?: number; pageSeconds?: PageSeconds };

/** The full scored result of one test (what the result dialog and the report show). */
export type TestResultData = RiasecResult | BigFiveResult | MultipleIntelligencesResult;

/** The student's view of one test of a booking. */
export interface StudentTestRecord {
  /** Stable for the booking and test type, known before the test is started. */
  id: string;
  bookingId: string;
  testType: TestType;
  status: TestStatus;
  /** The saved progress (or the submitted answers): only ever to the booking's student; null to everyone else. */
  answers: Answers | null;
  completedAt: string | null;
  /** Whether answers are taken now: the booking is confirmed and the session is less than 30 days past. */
  open: boolean;
  /** When it stops taking answers; null once it never will (cancelled booking, completed test). */
  closesAt: string | null;
  /** Scored data, once completed: to the booking's counsellor and admins always, to the student once released. */
  testData: TestResultData | null;
  isReleasedToStudent: boolean;
}

/** A test as a session in the student's list shows it. */
export interface SessionTest {
  id: string;
  testType: TestType;
  status: TestStatus;
  open: boolean;
}

/** dashboards §3 testData: the figures the results list shows. */
export type TestSummary =
  | Pick<RiasecResult, 'hollandCode' | 'realistic' | 'investigative' | 'artistic' | 'social' | 'enterprising' | 'conventional' | 'careerSuggestions' | 'interpretation' | 'totalQuestions'>
  | Pick<MultipleIntelligencesResult, 'intelligenceScores' | 'dominantIntelligences' | 'topIntelligences' | 'careerSuggestions' | 'totalQuestions'>
  | Pick<BigFiveResult, 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism' | 'totalQuestions'>;

/** A completed test as its counsellor sees it (dashboards §3 personality test record). */
export interface CounsellorTestRecord {
  id: string;
  bookingId: string;
  testType: TestType;
  studentName: string;
  studentEmail: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  sessionDate: string;
  completedAt: string;
  isViewedByCounsellor: boolean;
  isReleasedToStudent: boolean;
  /** The notes of its release (or of the booking's latest comprehensive release); null when none. */
  counsellorNotes: string | null;
  /** The full result: the Holland profile, the Big Five narrative, the MI strategies. */
  detailedResults: TestResultData;
  testData: TestSummary;
  /** The booking's comprehensive report, once released (then 'Update to Comprehensive Report'). */
  comprehensiveReportId: string | null;
  /** The session was cancelled: the list marks its results so, and releasing them is refused (409). */
  bookingCancelled: boolean;
}

/** GET …/{testId}/result: the language to word the result in, en or hi (anything else is a 400 naming `lang`). */
export const resultLanguageQuery = z.object({ lang: testLanguageSchema });

/**
 * GET …/{testId}/result?lang= (issue 28, item 6): one completed test's result, worded in `language` by re-scoring the
 * stored answers with today's scoring. Language never changes a score or a verdict: when today's scoring would not give
 * the stored figures back (a result stored under an older scoring version), the stored result is answered unchanged,
 * in its own language, and `inLanguage` is false.
 */
export interface TestResultInLanguage {
  /** The language asked for. */
  language: TestLanguage;
  /** Whether `detailedResults` is worded in `language`; false when it is the stored result in its own language. */
  inLanguage: boolean;
  /** The same shape as a counsellor record's detailedResults, through the same gate. */
  detailedResults: TestResultData;
}

/** Bookings per page of the counsellor's results, most recent session first; X-Total-Count counts the bookings. */
export const COUNSELLOR_TESTS_PAGE_SIZE = 10;
export const counsellorTestsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** PUT …/release and POST …/release-comprehensive: notes are optional (dashboards §5). */
export const releaseRequest = z.object({ counsellorNotes: z.string().max(5000, 'Notes can be at most 5,000 characters').optional().nullable() });
export type ReleaseRequest = z.input<typeof releaseRequest>;

export interface ReleaseResponse {
  reportId: string;
  /** 1 for a first release; a comprehensive report's updates count up. */
  version: number;
  title: string;
  url: string;
}

/** A session's released report, as the student's bookings carry it (session.reports). */
export interface ReportLink {
  id: string;
  title: string;
  /** `/api/reports/{id}/download-pdf`. */
  url: string;
}

/**
 * GET /api/reports/{id} for the student, the booking's counsellor and admins: what /student/report/{id} shows, its
 * words spoken to the student. A linked parent gets ParentReportView instead (contracts/src/api/parentReport.ts).
 */
export interface ReportView {
  /** Whom the words in it speak to: the student ('you'). */
  audience: 'student';
  id: string;
  bookingId: string;
  kind: 'test' | 'comprehensive';
  title: string;
  version: number;
  releasedAt: string;
  studentName: string;
  counsellorName: string;
  packageId: string;
  /** The name it was sold under. */
  packageName: string;
  sessionDate: string;
  counsellorNotes: string | null;
  results: { riasec?: RiasecResult; bigfive?: BigFiveResult; multiple_intelligences?: MultipleIntelligencesResult };
  /** The PDF: `/api/reports/{id}/download-pdf`. */
  url: string;
}

/** dashboards §7: the downloaded file's name is the title with spaces replaced by underscores, plus .pdf. */
export const reportFileName = (title: string) => `${title.replace(/ /g, '_')}.pdf`;

/** A report's title: the test's, or the comprehensive one covering all three. */
export const reportTitle = (kind: 'test' | 'comprehensive', testType?: TestType) =>
  kind === 'comprehensive' || testType === undefined ? 'Comprehensive Career Assessment Report' : `${testTitles[testType]} Report`;
