// The session page's use cases (dashboards §2 counsellor session): what the counsellor prepares with, the record they
// keep (private notes, a summary and documents shared with the student) and marking the session completed. Decisions
// read the booking from its stream in the log; texts are sealed with the student's key, files stored only once the
// request is allowed, and removed again when the command then fails.
import { randomUUID } from 'node:crypto';
import type { CounsellorSession, SessionStudent, SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { ROOM_CONSENT_WITHDRAWN } from '@margdarshak/contracts/api/rooms';
import { noProfileDetails, studentProfilePaths } from '@margdarshak/contracts/api/students';
import { testsForPackage } from '@margdarshak/contracts/assessments/tests';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { ERASED_STUDENT_NAME, isListed, toCounsellorBooking } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import { testsOfBookings } from '@margdarshak/projections/assessments/assessmentsQueries';
import { isReleasedToStudent } from '@margdarshak/projections/assessments/personalityTestsProjection';
import { counsellorName } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { counsellorSessionRecord } from '@margdarshak/projections/sessions/sessionRecordsQueries';
import { findStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import type { FileKind } from '../../platform/files/fileTypes';
import type { Upload } from '../../platform/files/multipart';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { evolveUser, initialUserState, userStream } from '../accounts';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';
import { recordOpenUntil } from '@margdarshak/contracts/schedule/sessionLife';
import { loadBooking, runBooking, testIdOf } from '../bookings';
import { consentWithdrawn } from '../family';
import { mayReadStudentProfile } from '../students';
import { evolveSessionRecord, initialSessionRecord, sessionStream } from './sessionRecord';
import { assertMayRecord, decideSessionRecord, type SessionBooking, type SessionCommand, type Writer } from './sessionRecord.decider';

const aggregate = { initialState: initialSessionRecord, evolve: evolveSessionRecord };
const userAggregate = { initialState: initialUserState, evolve: evolveUser };

const writerOf = (user: CurrentUser): Writer => ({ id: user.id, role: user.role });
const isSessionCounsellor = (user: CurrentUser, counsellorId: string) => user.role === 'counsellor' && user.id === counsellorId;

/** The booking's facts as its stream and its student's account have them now. */
async function sessionBooking(deps: AppDeps, bookingId: string): Promise<SessionBooking> {
  const { phase, request } = await loadBooking(deps, bookingId);
  if (!request) return { bookingId, studentId: '', counsellorId: '', phase: 'none', startsAt: '', studentActive: false };
  const account = await loadState(deps.eventStore, userAggregate, userStream(request.studentId));
  return { bookingId, studentId: request.studentId, counsellorId: request.counsellorId, phase, startsAt: request.startsAt, studentActive: account.status === 'active' };
}

/** Checks the rule, then builds the command (sealing, storing) and decides on the session's stream. */
async function record(deps: AppDeps, bookingId: string, user: CurrentUser, actor: Actor, type: SessionCommand['type'], build: (booking: SessionBooking) => Promise<SessionCommand>) {
  const booking = await sessionBooking(deps, bookingId);
  const by = writerOf(user);
  const now = deps.clock.now();
  assertMayRecord(type, booking, by, now);
  const command = await build(booking);
  await handleCommand(deps, aggregate, sessionStream(bookingId), (state) => decideSessionRecord(command, state, booking, by, now), actor);
}

export async function writeNotes(deps: AppDeps, bookingId: string, notes: string, user: CurrentUser, actor: Actor): Promise<void> {
  await record(deps, bookingId, user, actor, 'WriteNotes', async (b) => ({ type: 'WriteNotes', notes: await deps.vault.seal(b.studentId, notes) }));
}

export async function shareSummary(deps: AppDeps, bookingId: string, summary: string, user: CurrentUser, actor: Actor): Promise<void> {
  await record(deps, bookingId, user, actor, 'ShareSummary', async (b) => ({ type: 'ShareSummary', summary: await deps.vault.seal(b.studentId, summary.trim()) }));
}

/** The sender's file name without folders or control characters, at most 120 characters; a plain one when none is left. */
export function documentName(upload: Upload): string {
  const base = (upload.filename ?? '').split(/[/\\]/).at(-1) ?? '';
  // Control characters and broken Unicode are dropped: the name is only ever shown.
  const clean = base
    .replace(/\p{Cc}|\p{Cs}/gu, '')
    .normalize('NFC')
    .trim()
    .slice(0, 120)
    .trim();
  return clean || `document.${upload.kind}`;
}

const kindByExtension: Record<string, FileKind> = { pdf: 'pdf', png: 'png', jpg: 'jpg', jpeg: 'jpg' };

/**
 * The content decides what a file is; a name that says otherwise (a PDF called .png) is refused too, since the student
 * downloads it under that name.
 */
function assertNameMatches(upload: Upload): void {
  const extension = /\.([a-z0-9]+)$/i.exec(upload.filename ?? '')?.[1]?.toLowerCase();
  const named = extension ? kindByExtension[extension] : undefined;
  if (named && named !== upload.kind) throw new DomainError('FILE_TYPE', `Document is a ${upload.kind.toUpperCase()} file named .${extension}: rename it or choose another`, 415);
}

export async function shareDocument(deps: AppDeps, bookingId: string, upload: Upload, user: CurrentUser, actor: Actor): Promise<string> {
  assertNameMatches(upload);
  const documentId = randomUUID();
  let stored: string | undefined;
  try {
    await record(deps, bookingId, user, actor, 'ShareDocument', async (b) => {
      const file = await deps.files.save(upload.bytes, upload.kind);
      stored = file.id;
      return { type: 'ShareDocument', documentId, name: await deps.vault.seal(b.studentId, documentName(upload)), file };
    });
    return documentId;
  } catch (error) {
    if (stored) await deps.files.remove(stored);
    throw error;
  }
}

/** The document leaves the student's list, and its file the disk, once the withdrawal is in the log. */
export async function withdrawDocument(deps: AppDeps, bookingId: string, documentId: string, user: CurrentUser, actor: Actor): Promise<void> {
  const before = await loadState(deps.eventStore, aggregate, sessionStream(bookingId));
  await record(deps, bookingId, user, actor, 'WithdrawDocument', async () => ({ type: 'WithdrawDocument', documentId }));
  const file = before.documents.get(documentId);
  if (file) await deps.files.remove(file.id);
}

/** The booking's counsellor (or an admin) marks a confirmed session completed once it has ended; again is a no-op. */
export async function completeSession(deps: AppDeps, bookingId: string, user: CurrentUser, actor: Actor): Promise<void> {
  const { phase, request } = await loadBooking(deps, bookingId);
  if (!request) throw new NotFoundError('Session not found');
  if (user.role !== 'admin' && !isSessionCounsellor(user, request.counsellorId)) throw new ForbiddenError('Only the session’s counsellor can mark it completed');
  if (phase !== 'completed' && phase !== 'confirmed') throw new ConflictError('SESSION_NOT_CONFIRMED', 'Only a confirmed session can be marked completed');
  // Completed already (perhaps by the completion processor a moment ago): the command appends nothing and, like every
  // command, waits for the read models to reach the stream's last event, so the answer reads it completed.
  await runBooking(deps, bookingId, { type: 'Complete' }, actor);
}

// ---- The session page ----------------------------------------------------------------------------------------------

/** A booking the counsellor (or an admin) may open: listed, and theirs. */
async function openedBooking(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<BookingRow> {
  const row = await findBooking(deps.db, bookingId);
  if (!row || !isListed(row)) throw new NotFoundError('Session not found');
  if (user.role !== 'admin' && !isSessionCounsellor(user, row.counsellorId)) throw new ForbiddenError('Only the session’s counsellor can open it');
  return row;
}

async function studentFor(deps: AppDeps, user: CurrentUser, studentId: string): Promise<SessionStudent> {
  const profile = await findStudentProfile(deps.db, studentId);
  const name = profile ? (profile.name ?? nameFromEmail(profile.email)) : ERASED_STUDENT_NAME;
  const none: SessionStudent = {
    id: studentId,
    name,
    profilePhoto: null,
    ...noProfileDetails(),
  };
  if (!profile || !(await mayReadStudentProfile(deps, user, studentId))) return none;
  return {
    ...none,
    profilePhoto: profile.photoFileId ? studentProfilePaths.photoVersion(studentId, profile.photoFileId) : null,
    schoolName: profile.schoolName,
    age: profile.age,
    location: profile.location,
    academics: profile.academics,
    classLevel: profile.classLevel,
    board: profile.board,
    medium: profile.medium,
    fatherName: profile.fatherName,
    fatherOccupation: profile.fatherOccupation,
    motherName: profile.motherName,
    motherOccupation: profile.motherOccupation,
  };
}

export async function viewSession(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<CounsellorSession> {
  const row = await openedBooking(deps, bookingId, user);
  const [student, counsellor, tests, kept, withdrawn] = await Promise.all([
    studentFor(deps, user, row.studentId),
    counsellorName(deps.db, row.counsellorId),
    testsOfBookings(deps.db, [bookingId]),
    counsellorSessionRecord(deps.db, bookingId),
    consentWithdrawn(deps, row.studentId),
  ]);
  const byId = new Map(tests.map((t) => [t.id, t]));
  const documents: SharedDocument[] = kept.documents;
  return {
    booking: toCounsellorBooking(row, student.name, counsellor),
    student,
    tests: testsForPackage({ name: row.packageName, type: row.packageType }).map((testType) => {
      const test = byId.get(testIdOf(bookingId, testType));
      return { id: testIdOf(bookingId, testType), testType, status: test?.status ?? 'available', isReleasedToStudent: test !== undefined && isReleasedToStudent(test) };
    }),
    // The notes are the counsellor's own: an admin opening the page does not read them.
    notes: isSessionCounsellor(user, row.counsellorId) ? kept.notes : '',
    summary: kept.summary,
    documents,
    canComplete: row.status === 'confirmed' && deps.clock.now().getTime() >= Date.parse(row.startsAt) + SESSION_MS,
    roomClosedMessage: withdrawn ? ROOM_CONSENT_WITHDRAWN.counsellor : null,
    recordOpenUntil: recordOpenUntil(row.startsAt).toISOString(),
  };
}

/** An erased student's shared documents: every file their sessions' records ever referenced is deleted. */
export async function removeSessionFiles(deps: AppDeps, bookingIds: readonly string[]): Promise<void> {
  for (const bookingId of bookingIds) {
    const { fileIds } = await loadState(deps.eventStore, aggregate, sessionStream(bookingId));
    await Promise.all(fileIds.map((id) => deps.files.remove(id)));
  }
}
