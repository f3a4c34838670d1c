// Which stored files the read models still refer to: a counsellor's photo and documents (approved or in a pending
// change), a student's photo, a session's shared documents. The orphan sweep removes an old file none of them names,
// so a new kind of file reference must be added here too (decision 0142).
import type { Knex } from 'knex';
import { counsellorsProjection, counsellorsTable } from '../counsellors/counsellorsProjection';
import { sessionRecordsProjection, sessionRecordsTable } from '../sessions/sessionRecordsProjection';
import { studentProfilesProjection, studentProfilesTable } from '../students/studentProfilesProjection';

/** The read models these references come from. */
export const fileReferenceProjections = [counsellorsProjection, studentProfilesProjection, sessionRecordsProjection];

const referencesSql = `
select id from (
  select unnest(array[photo_file_id::text, address_proof_file_id::text, certificate_file_id::text,
                      pending_change->>'photoFileId', pending_change->>'addressProofFileId', pending_change->>'certificateFileId']) as id
    from ${counsellorsTable}
  union all
  select photo_file_id::text from ${studentProfilesTable}
  union all
  select document->>'fileId' from ${sessionRecordsTable}, jsonb_array_elements(documents) as document
) as referenced
where id = any(?::text[])`;

/** Of these file ids, the ones some read model refers to. */
export async function referencedFileIds(db: Knex, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const { rows }: { rows: { id: string }[] } = await db.raw(referencesSql, [[...fileIds]]);
  return new Set(rows.map((row) => row.id));
}

/** The events that bring a file reference into these read models: the sweep waits for them to be applied. */
export const fileReferenceEventTypes = ['CounsellorProfileSubmitted', 'CounsellorDetailsUpdated', 'CounsellorChangeRequested', 'StudentPhotoChanged', 'SessionDocumentShared'] as const;
