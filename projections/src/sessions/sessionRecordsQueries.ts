// Reads over session records. What the student may read (the summary, the documents) and what only the counsellor
// may (the notes) are separate functions: the shared one never selects the notes.
import type { Knex } from 'knex';
import { counsellorSessionPaths, type SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { sessionRecordsProjection, sessionRecordsTable, type SessionDocumentRow, type SessionRecordRow } from './sessionRecordsProjection';

export interface SharedRecord {
  summary: string | null;
  documents: SharedDocument[];
}

const shared = (bookingId: string, d: SessionDocumentRow): SharedDocument => ({ id: d.id, name: d.name, url: counsellorSessionPaths.document(bookingId, d.id), sharedAt: d.sharedAt });

/** The summary and documents shared on these sessions, by booking id (the private notes are not read). */
export async function sharedRecords(db: Knex, bookingIds: readonly string[]): Promise<Map<string, SharedRecord>> {
  if (bookingIds.length === 0) return new Map();
  const rows: { id: string; summary: string | null; documents: SessionDocumentRow[] }[] = await db(sessionRecordsTable).whereIn('id', bookingIds).select('id', 'summary', 'documents');
  return new Map(rows.map((r) => [r.id, { summary: r.summary, documents: r.documents.map((d) => shared(r.id, d)) }]));
}

/** The whole record, notes included: for the session's counsellor only. */
export async function counsellorSessionRecord(db: Knex, bookingId: string): Promise<{ notes: string; summary: string | null; documents: SharedDocument[] }> {
  const record = await db(sessionRecordsTable).where({ id: bookingId }).first();
  const row: SessionRecordRow | undefined = record ? sessionRecordsProjection.fromRecord(record) : undefined;
  return { notes: row?.notes ?? '', summary: row?.summary ?? null, documents: (row?.documents ?? []).map((d) => shared(bookingId, d)) };
}

/** A document still shared on a session, with the file behind it. */
export async function sharedDocument(db: Knex, bookingId: string, documentId: string): Promise<SessionDocumentRow | undefined> {
  const row: { documents: SessionDocumentRow[] } | undefined = await db(sessionRecordsTable).where({ id: bookingId }).first('documents');
  return row?.documents.find((d) => d.id === documentId);
}
