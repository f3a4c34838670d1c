// One row per session that has a record: the counsellor's private notes, the summary and the documents shared with the
// student, opened with the student's key. An erased student leaves no row, live or replayed (their key is gone, and
// their erasure removes every row about them).
import type { Knex } from 'knex';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { sessionEvents } from '@margdarshak/contracts/events/sessions';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { ProjectionContext } from '../projection';
import { rowProjection } from '../rowProjection';

export const sessionRecordsTable = 'session_records';

export interface SessionDocumentRow {
  id: string;
  name: string;
  fileId: string;
  sharedAt: string;
}

export interface SessionRecordRow {
  /** The booking's id. */
  id: string;
  studentId: string;
  counsellorId: string;
  /** Private to the counsellor: read only by counsellorSessionRecord. */
  notes: string | null;
  summary: string | null;
  documents: SessionDocumentRow[];
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(sessionRecordsTable)) return;
  await db.schema.createTable(sessionRecordsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('student_id').notNullable().index();
    t.uuid('counsellor_id').notNullable();
    t.text('notes');
    t.text('summary');
    t.jsonb('documents').notNullable();
  });
}

const rowId = (event: RecordedEvent) => (event.type in sessionEvents ? (event.data as { bookingId: string }).bookingId : undefined);

async function evolve(row: SessionRecordRow | undefined, event: RecordedEvent, context: ProjectionContext): Promise<SessionRecordRow | undefined> {
  const { bookingId, studentId, counsellorId } = event.data as { bookingId: string; studentId: string; counsellorId: string };
  const open = (sealed: string) => context.openPersonalData(studentId, sealed);
  const current = row ?? { id: bookingId, studentId, counsellorId, notes: null, summary: null, documents: [] };
  switch (event.type) {
    case 'SessionNotesWritten': {
      const notes = await open(sessionEvents.SessionNotesWritten.schema.parse(event.data).notes);
      return notes === undefined ? row : { ...current, notes };
    }
    case 'SessionSummaryShared': {
      const summary = await open(sessionEvents.SessionSummaryShared.schema.parse(event.data).summary);
      return summary === undefined ? row : { ...current, summary: summary === '' ? null : summary };
    }
    case 'SessionDocumentShared': {
      const { documentId, name: sealedName, file } = sessionEvents.SessionDocumentShared.schema.parse(event.data);
      const name = await open(sealedName);
      if (name === undefined) return row;
      return { ...current, documents: [...current.documents, { id: documentId, name, fileId: file.id, sharedAt: event.metadata.at }] };
    }
    case 'SessionDocumentWithdrawn': {
      const { documentId } = sessionEvents.SessionDocumentWithdrawn.schema.parse(event.data);
      return row && { ...row, documents: row.documents.filter((d) => d.id !== documentId) };
    }
    default:
      return row;
  }
}

export const sessionRecordsProjection = rowProjection<SessionRecordRow>({
  name: 'session_records',
  version: 1,
  eventTypes: [...Object.keys(sessionEvents), 'UserErased'],
  table: sessionRecordsTable,
  migrate,
  idType: 'uuid',
  rowId,
  removes: (event) => (event.type === 'UserErased' ? { column: 'student_id', value: accountEvents.UserErased.schema.parse(event.data).userId } : undefined),
  evolve,
  toRecord: (r) => ({ id: r.id, student_id: r.studentId, counsellor_id: r.counsellorId, notes: r.notes, summary: r.summary, documents: r.documents }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    studentId: String(rec.student_id),
    counsellorId: String(rec.counsellor_id),
    notes: (rec.notes as string | null) ?? null,
    summary: (rec.summary as string | null) ?? null,
    documents: rec.documents as SessionDocumentRow[],
  }),
});
