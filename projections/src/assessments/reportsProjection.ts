// One row per released report: a test's own release, or the booking's comprehensive report (its latest version).
// What the report shows is read with the tests' results at read time; this row says which, for whom, and with what notes.
import type { Knex } from 'knex';
import { reportTitle } from '@margdarshak/contracts/api/personalityTests';
import { testTypes, type TestType } from '@margdarshak/contracts/assessments/tests';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const reportsTable = 'reports';

export interface ReportRow {
  id: string;
  bookingId: string;
  studentId: string;
  kind: 'test' | 'comprehensive';
  testTypes: TestType[];
  title: string;
  version: number;
  counsellorNotes: string | null;
  /** The first release. */
  releasedAt: string;
  /** The latest version's release. */
  updatedAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(reportsTable)) return;
  await db.schema.createTable(reportsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('booking_id').notNullable().index();
    t.uuid('student_id').notNullable().index();
    t.text('kind').notNullable();
    t.jsonb('test_types').notNullable();
    t.text('title').notNullable();
    t.integer('version').notNullable();
    t.text('counsellor_notes');
    t.timestamp('released_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

function rowId(event: RecordedEvent): string | undefined {
  if (event.type === 'ResultReleased' || event.type === 'ComprehensiveReportReleased') return (event.data as { reportId: string }).reportId;
  return undefined;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export const reportsProjection = rowProjection<ReportRow>({
  name: 'reports',
  version: 1,
  eventTypes: ['ResultReleased', 'ComprehensiveReportReleased', 'UserErased'],
  table: reportsTable,
  migrate,
  idType: 'uuid',
  rowId,
  removes: (event) => (event.type === 'UserErased' ? { column: 'student_id', value: accountEvents.UserErased.schema.parse(event.data).userId } : undefined),
  async evolve(row, event, context) {
    const at = event.metadata.at;
    if (event.type === 'ResultReleased') {
      const d = assessmentEvents.ResultReleased.schema.parse(event.data);
      const notes = d.counsellorNotes === null ? null : await context.openPersonalData(d.studentId, d.counsellorNotes);
      if (notes === undefined) return undefined;
      return {
        id: d.reportId,
        bookingId: d.bookingId,
        studentId: d.studentId,
        kind: 'test',
        testTypes: [d.testType],
        title: reportTitle('test', d.testType),
        version: 1,
        counsellorNotes: notes,
        releasedAt: at,
        updatedAt: at,
      };
    }
    if (event.type === 'ComprehensiveReportReleased') {
      const d = assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data);
      const notes = d.counsellorNotes === null ? null : await context.openPersonalData(d.studentId, d.counsellorNotes);
      if (notes === undefined) return undefined;
      return {
        id: d.reportId,
        bookingId: d.bookingId,
        studentId: d.studentId,
        kind: 'comprehensive',
        testTypes: [...testTypes],
        title: reportTitle('comprehensive'),
        version: d.version,
        counsellorNotes: notes,
        releasedAt: row?.releasedAt ?? at,
        updatedAt: at,
      };
    }
    return row;
  },
  toRecord: (r) => ({
    id: r.id,
    booking_id: r.bookingId,
    student_id: r.studentId,
    kind: r.kind,
    test_types: r.testTypes,
    title: r.title,
    version: r.version,
    counsellor_notes: r.counsellorNotes,
    released_at: r.releasedAt,
    updated_at: r.updatedAt,
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    bookingId: String(rec.booking_id),
    studentId: String(rec.student_id),
    kind: rec.kind as ReportRow['kind'],
    testTypes: rec.test_types as TestType[],
    title: String(rec.title),
    version: Number(rec.version),
    counsellorNotes: (rec.counsellor_notes as string | null) ?? null,
    releasedAt: iso(rec.released_at),
    updatedAt: iso(rec.updated_at),
  }),
});
