// Who may keep a session's record, and when: the booking's counsellor (or an admin, except for the private notes) of a
// paid session (confirmed or completed) whose student still has an account, until 7 days after the session's end (a
// shared document may still be withdrawn after that). The booking's facts come in on the command, read from its own
// stream in the log; the time from the injected clock.
import type { SessionEvent } from '@margdarshak/contracts/events/sessions';
import { isRecordOpen } from '@margdarshak/contracts/schedule/sessionLife';
import type { Role } from '@margdarshak/contracts/api/accounts';
import type { FileRef } from '../../platform/files/fileStore';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { BookingPhase } from '../bookings';
import type { SessionRecordState } from './sessionRecord';

/** A session holds at most this many shared documents at once. */
export const SESSION_DOCUMENTS_MAX = 20;

export interface SessionBooking {
  bookingId: string;
  studentId: string;
  counsellorId: string;
  phase: BookingPhase;
  /** The session's start, ISO 8601 ('' for an unknown booking). */
  startsAt: string;
  /** The student's account is active (an erased student's record takes nothing more). */
  studentActive: boolean;
}

export interface Writer {
  id: string;
  role: Role;
}

export type SessionCommand =
  | { type: 'WriteNotes'; notes: string }
  | { type: 'ShareSummary'; summary: string }
  | { type: 'ShareDocument'; documentId: string; name: string; file: FileRef }
  | { type: 'WithdrawDocument'; documentId: string };

export const RECORD_CLOSED_MESSAGE = 'Notes, the summary and documents can be changed until 7 days after the session, and that time has passed';

/** The rule for every command, checked before anything is sealed or stored (and again inside decide). */
export function assertMayRecord(type: SessionCommand['type'], booking: SessionBooking, by: Writer, now: Date): void {
  if (booking.phase === 'none') throw new NotFoundError('Session not found');
  const isCounsellor = by.role === 'counsellor' && by.id === booking.counsellorId;
  if (type === 'WriteNotes' && !isCounsellor) throw new ForbiddenError('Only the session’s counsellor can write its private notes');
  if (!isCounsellor && by.role !== 'admin') throw new ForbiddenError('Only the session’s counsellor can change its record');
  // Erasure first: a deleted student's sessions to come are also cancelled, and the erasure is the reason that matters.
  if (!booking.studentActive) throw new DomainError('STUDENT_ERASED', 'This student’s account has been deleted', 410);
  if (booking.phase !== 'confirmed' && booking.phase !== 'completed') throw new ConflictError('SESSION_NOT_PAID', 'Notes, a summary and documents are kept for paid sessions only');
  // Taking a document back stays possible: a file shared by mistake must be removable whenever it is noticed.
  if (type !== 'WithdrawDocument' && !isRecordOpen(booking.startsAt, now)) throw new ConflictError('RECORD_CLOSED', RECORD_CLOSED_MESSAGE);
}

export function decideSessionRecord(command: SessionCommand, state: SessionRecordState, booking: SessionBooking, by: Writer, now: Date): SessionEvent[] {
  assertMayRecord(command.type, booking, by, now);
  const parties = { bookingId: booking.bookingId, studentId: booking.studentId, counsellorId: booking.counsellorId };
  switch (command.type) {
    case 'WriteNotes':
      return [{ type: 'SessionNotesWritten', data: { ...parties, notes: command.notes } }];
    case 'ShareSummary':
      return [{ type: 'SessionSummaryShared', data: { ...parties, summary: command.summary } }];
    case 'ShareDocument':
      if (state.documents.size >= SESSION_DOCUMENTS_MAX) throw new ConflictError('TOO_MANY_DOCUMENTS', `A session can hold at most ${SESSION_DOCUMENTS_MAX} documents: withdraw one first`);
      return [{ type: 'SessionDocumentShared', data: { ...parties, documentId: command.documentId, name: command.name, file: command.file } }];
    case 'WithdrawDocument':
      if (!state.documents.has(command.documentId)) throw new NotFoundError('Document not found');
      return [{ type: 'SessionDocumentWithdrawn', data: { ...parties, documentId: command.documentId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
