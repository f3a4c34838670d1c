// A booking's tests and reports. Each test has its own stream (test-{bookingId}-{testType}): started, progress saved,
// completed (answers, scored data and the scoring's version), viewed by the counsellor, released with notes. The
// booking's comprehensive report has one more (report-{bookingId}): released, and released again as an update.
// Answers, results and notes are sealed with the student's key: erasing the student makes them unreadable everywhere.
import { z } from 'zod';
import { pageSecondsSchema } from '../assessments/answers';
import { testTypeSchema } from '../assessments/tests';

const sealed = z.string().startsWith('pd1.');
const testRef = { testId: z.uuid(), bookingId: z.uuid(), testType: testTypeSchema };

export const assessmentEvents = {
  TestStarted: { version: 1, schema: z.object({ ...testRef, studentId: z.uuid(), counsellorId: z.uuid() }) },
  /**
   * answers: sealed JSON {itemId: 1..5}; answered: how many, for the record without opening them. pageSeconds (issue 28,
   * optional so every earlier event still reads): the seconds each page had taken so far, as the browser sent them.
   */
  TestProgressSaved: { version: 1, schema: z.object({ ...testRef, answers: sealed, answered: z.number().int().nonnegative(), pageSeconds: pageSecondsSchema.optional() }) },
  /** answers and testData: sealed JSON; testData is the full scored result, by the scoring of scoringVersion. */
  TestCompleted: { version: 1, schema: z.object({ ...testRef, answers: sealed, testData: sealed, scoringVersion: z.number().int().positive() }) },
  TestViewedByCounsellor: { version: 1, schema: z.object({ ...testRef, counsellorId: z.uuid() }) },
  /** studentId: whose key seals the notes (and who the report is for). */
  ResultReleased: { version: 1, schema: z.object({ ...testRef, studentId: z.uuid(), reportId: z.uuid(), counsellorNotes: sealed.nullable() }) },
  /** Covers the booking's three tests; each later release is an update (version 2, 3, …) of the same report. */
  ComprehensiveReportReleased: {
    version: 1,
    schema: z.object({ bookingId: z.uuid(), studentId: z.uuid(), reportId: z.uuid(), version: z.number().int().positive(), testIds: z.array(z.uuid()).length(3), counsellorNotes: sealed.nullable() }),
  },
} as const;

type EventOf<Type extends keyof typeof assessmentEvents> = { type: Type; data: z.infer<(typeof assessmentEvents)[Type]['schema']> };
export type AssessmentEvent = { [Type in keyof typeof assessmentEvents]: EventOf<Type> }[keyof typeof assessmentEvents];
export type TestEvent = Exclude<AssessmentEvent, { type: 'ComprehensiveReportReleased' }>;
export type ReportEvent = Extract<AssessmentEvent, { type: 'ComprehensiveReportReleased' }>;

export const testStream = (bookingId: string, testType: string) => `test-${bookingId}-${testType}`;
export const reportStream = (bookingId: string) => `report-${bookingId}`;
