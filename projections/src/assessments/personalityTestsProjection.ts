// One row per started test: the student's saved answers (to resume anywhere), the scored result once completed, and
// where the counsellor is with it (viewed, released, with which notes). Answers, results and notes are opened with the
// student's key: a student erased since leaves no row, live or replayed.
import type { Knex } from 'knex';
import type { Answers, TestResultData } from '@margdarshak/contracts/api/personalityTests';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { ProjectionContext } from '../projection';
import { rowProjection } from '../rowProjection';

export const personalityTestsTable = 'personality_tests';

export interface PersonalityTestRow {
  id: string;
  bookingId: string;
  testType: TestType;
  studentId: string;
  counsellorId: string;
  status: 'in_progress' | 'completed';
  answers: Answers | null;
  answered: number;
  startedAt: string;
  completedAt: string | null;
  testData: TestResultData | null;
  scoringVersion: number | null;
  viewed: boolean;
  /** Its own release's report. */
  reportId: string | null;
  /** The booking's comprehensive report covering it, once released. */
  comprehensiveReportId: string | null;
  releasedAt: string | null;
  /** The latest release's notes (its own, or the comprehensive report's). */
  counsellorNotes: string | null;
}

/** Whether the student may see the test's result: its own release or the booking's comprehensive report covers it. */
export const isReleasedToStudent = (row: Pick<PersonalityTestRow, 'reportId' | 'comprehensiveReportId'>): boolean => row.reportId !== null || row.comprehensiveReportId !== null;

async function migrate(db: Knex) {
  if (await db.schema.hasTable(personalityTestsTable)) return;
  await db.schema.createTable(personalityTestsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('booking_id').notNullable().index();
    t.text('test_type').notNullable();
    t.uuid('student_id').notNullable().index();
    t.uuid('counsellor_id').notNullable();
    t.text('status').notNullable();
    t.jsonb('answers');
    t.integer('answered').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.jsonb('test_data');
    t.integer('scoring_version');
    t.boolean('viewed').notNullable();
    t.uuid('report_id');
    t.uuid('comprehensive_report_id');
    t.timestamp('released_at', { useTz: true });
    t.text('counsellor_notes');
    t.index(['counsellor_id', 'status']);
  });
}

const testEventTypes = new Set(Object.keys(assessmentEvents).filter((type) => type !== 'ComprehensiveReportReleased'));

function rowId(event: RecordedEvent): string | readonly string[] | undefined {
  if (testEventTypes.has(event.type)) return (event.data as { testId: string }).testId;
  if (event.type === 'ComprehensiveReportReleased') return assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data).testIds;
  return undefined;
}

/** Sealed JSON opened with the student's key; undefined once the student is erased. */
async function openJson<T>(context: ProjectionContext, studentId: string, sealed: string): Promise<T | undefined> {
  const text = await context.openPersonalData(studentId, sealed);
  return text === undefined ? undefined : (JSON.parse(text) as T);
}

async function openNotes(context: ProjectionContext, studentId: string, sealed: string | null): Promise<string | null | undefined> {
  return sealed === null ? null : context.openPersonalData(studentId, sealed);
}

async function evolve(row: PersonalityTestRow | undefined, event: RecordedEvent, context: ProjectionContext): Promise<PersonalityTestRow | undefined> {
  if (event.type === 'TestStarted') {
    const d = assessmentEvents.TestStarted.schema.parse(event.data);
    return {
      id: d.testId,
      bookingId: d.bookingId,
      testType: d.testType,
      studentId: d.studentId,
      counsellorId: d.counsellorId,
      status: 'in_progress',
      answers: null,
      answered: 0,
      startedAt: event.metadata.at,
      completedAt: null,
      testData: null,
      scoringVersion: null,
      viewed: false,
      reportId: null,
      comprehensiveReportId: null,
      releasedAt: null,
      counsellorNotes: null,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'TestProgressSaved': {
      const d = assessmentEvents.TestProgressSaved.schema.parse(event.data);
      const answers = await openJson<Answers>(context, row.studentId, d.answers);
      return answers && { ...row, answers, answered: d.answered };
    }
    case 'TestCompleted': {
      const d = assessmentEvents.TestCompleted.schema.parse(event.data);
      const [answers, testData] = await Promise.all([openJson<Answers>(context, row.studentId, d.answers), openJson<TestResultData>(context, row.studentId, d.testData)]);
      if (!answers || !testData) return undefined;
      return { ...row, status: 'completed', answers, answered: Object.keys(answers).length, completedAt: event.metadata.at, testData, scoringVersion: d.scoringVersion };
    }
    case 'TestViewedByCounsellor':
      return { ...row, viewed: true };
    case 'ResultReleased': {
      const d = assessmentEvents.ResultReleased.schema.parse(event.data);
      const notes = await openNotes(context, row.studentId, d.counsellorNotes);
      return notes === undefined ? undefined : { ...row, reportId: d.reportId, releasedAt: row.releasedAt ?? event.metadata.at, counsellorNotes: notes };
    }
    case 'ComprehensiveReportReleased': {
      const d = assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data);
      const notes = await openNotes(context, row.studentId, d.counsellorNotes);
      return notes === undefined ? undefined : { ...row, comprehensiveReportId: d.reportId, releasedAt: row.releasedAt ?? event.metadata.at, counsellorNotes: notes };
    }
    default:
      return row;
  }
}

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

export const personalityTestsProjection = rowProjection<PersonalityTestRow>({
  name: 'personality_tests',
  version: 1,
  eventTypes: [...Object.keys(assessmentEvents), 'UserErased'],
  table: personalityTestsTable,
  migrate,
  idType: 'uuid',
  rowId,
  removes: (event) => (event.type === 'UserErased' ? { column: 'student_id', value: accountEvents.UserErased.schema.parse(event.data).userId } : undefined),
  evolve,
  toRecord: (r) => ({
    id: r.id,
    booking_id: r.bookingId,
    test_type: r.testType,
    student_id: r.studentId,
    counsellor_id: r.counsellorId,
    status: r.status,
    answers: r.answers,
    answered: r.answered,
    started_at: r.startedAt,
    completed_at: r.completedAt,
    test_data: r.testData,
    scoring_version: r.scoringVersion,
    viewed: r.viewed,
    report_id: r.reportId,
    comprehensive_report_id: r.comprehensiveReportId,
    released_at: r.releasedAt,
    counsellor_notes: r.counsellorNotes,
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    bookingId: String(rec.booking_id),
    testType: rec.test_type as TestType,
    studentId: String(rec.student_id),
    counsellorId: String(rec.counsellor_id),
    status: rec.status as PersonalityTestRow['status'],
    answers: (rec.answers as Answers | null) ?? null,
    answered: Number(rec.answered),
    startedAt: new Date(rec.started_at as string).toISOString(),
    completedAt: isoOrNull(rec.completed_at),
    testData: (rec.test_data as TestResultData | null) ?? null,
    scoringVersion: rec.scoring_version === null ? null : Number(rec.scoring_version),
    viewed: Boolean(rec.viewed),
    reportId: (rec.report_id as string | null) ?? null,
    comprehensiveReportId: (rec.comprehensive_report_id as string | null) ?? null,
    releasedAt: isoOrNull(rec.released_at),
    counsellorNotes: (rec.counsellor_notes as string | null) ?? null,
  }),
});
