// A session's record (stream session-{bookingId}): which documents are shared now, and every file it ever referenced
// (an erasure deletes them all). Notes and the summary are kept by the log and the read model only: no rule needs them.
import type { SessionEvent } from '@margdarshak/contracts/events/sessions';
import type { FileRef } from '../../platform/files/fileStore';

export interface SessionRecordState {
  /** Documents shared and not withdrawn, by document id. */
  documents: ReadonlyMap<string, FileRef>;
  fileIds: readonly string[];
}

export const initialSessionRecord: SessionRecordState = { documents: new Map(), fileIds: [] };

export const sessionStream = (bookingId: string) => `session-${bookingId}`;

export function evolveSessionRecord(state: SessionRecordState, event: SessionEvent): SessionRecordState {
  switch (event.type) {
    case 'SessionNotesWritten':
    case 'SessionSummaryShared':
      return state;
    case 'SessionDocumentShared':
      return { documents: new Map(state.documents).set(event.data.documentId, event.data.file), fileIds: [...state.fileIds, event.data.file.id] };
    case 'SessionDocumentWithdrawn': {
      const documents = new Map(state.documents);
      documents.delete(event.data.documentId);
      return { ...state, documents };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
