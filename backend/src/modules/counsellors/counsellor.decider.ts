// Counsellor commands and their rules. Who may send each (the counsellor, an admin) is checked by the routes' guards.
import { counsellorDocumentFields, REQUIRED_FILE_MESSAGES } from '@margdarshak/contracts/api/counsellors';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { filesOf, reviewedFiles, type CounsellorState, type Documents, type FileRef, type KnownCounsellor, type PendingChange, type ReviewedText } from './counsellor';

type Submitted = Extract<CounsellorEvent, { type: 'CounsellorProfileSubmitted' }>['data'];

/** A profile form as sent: personal fields sealed, and only the files the counsellor picked. */
export interface ProfileSubmission extends Omit<Submitted, 'documents' | 'discardedFiles'> {
  documents: Partial<Documents>;
  /** The sealed approved name that the submitted name was found equal to (opened and compared outside). */
  nameUnchangedFrom?: string;
}

export type CounsellorCommand =
  | { type: 'RegisterCounsellor'; counsellorId: string }
  | { type: 'SubmitProfile'; profile: ProfileSubmission }
  | { type: 'ApproveCounsellor'; counsellorId: string }
  | { type: 'RejectCounsellor'; counsellorId: string; reason?: string }
  | { type: 'PauseCounsellor'; counsellorId: string }
  | { type: 'ResumeCounsellor'; counsellorId: string }
  | { type: 'ApproveChange'; counsellorId: string }
  | { type: 'RejectChange'; counsellorId: string; reason: string }
  | { type: 'DeleteCounsellor'; counsellorId: string };

const refuse = (message: string) => new DomainError('COUNSELLOR_STATE', message, 409);
const ids = (files: (FileRef | undefined)[]) => files.filter((file) => file !== undefined).map((file) => file.id);

export function decide(command: CounsellorCommand, state: CounsellorState): CounsellorEvent[] {
  const starts = command.type === 'RegisterCounsellor' || command.type === 'SubmitProfile';
  if (state.status === 'deleted' || (state.status === 'none' && !starts)) throw new NotFoundError('Counsellor not found');
  switch (command.type) {
    case 'RegisterCounsellor':
      if (state.status !== 'none') throw new ConflictError('COUNSELLOR_EXISTS', 'Counsellor already registered');
      return [{ type: 'CounsellorRegistered', data: { counsellorId: command.counsellorId } }];
    case 'SubmitProfile': {
      if (state.status === 'none') {
        // Accounts made before counsellors had streams start theirs with the first profile.
        return [{ type: 'CounsellorRegistered', data: { counsellorId: command.profile.counsellorId } }, ...submitProfile(command.profile, state)];
      }
      return state.status === 'approved' || state.status === 'paused' ? updateLiveProfile(command.profile, state) : submitProfile(command.profile, state);
    }
    case 'ApproveCounsellor':
      if (state.status !== 'pending' && state.status !== 'rejected') throw refuse('Only a counsellor awaiting approval can be approved');
      return [{ type: 'CounsellorApproved', data: { counsellorId: command.counsellorId } }];
    case 'RejectCounsellor':
      if (state.status !== 'pending') throw refuse('Only a counsellor awaiting approval can be rejected');
      return [{ type: 'CounsellorRejected', data: { counsellorId: command.counsellorId, ...(command.reason ? { reason: command.reason } : {}) } }];
    case 'PauseCounsellor':
      if (state.status !== 'approved') throw refuse('Only an approved counsellor can be paused');
      return [{ type: 'CounsellorPaused', data: { counsellorId: command.counsellorId } }];
    case 'ResumeCounsellor':
      if (state.status !== 'paused') throw refuse('Only a paused counsellor can be resumed');
      return [{ type: 'CounsellorResumed', data: { counsellorId: command.counsellorId } }];
    case 'ApproveChange': {
      if (state.status === 'none' || !state.pending || !state.profile) throw refuse('There is no change waiting for review');
      const { pending, profile } = state;
      const replaced = reviewedFiles.map((field) => pending[field] && profile.documents[field]);
      return [{ type: 'CounsellorChangeApproved', data: { counsellorId: command.counsellorId, discardedFiles: ids(replaced) } }];
    }
    case 'RejectChange':
      if (state.status === 'none' || !state.pending) throw refuse('There is no change waiting for review');
      return [{ type: 'CounsellorChangeRejected', data: { counsellorId: command.counsellorId, reason: command.reason, discardedFiles: ids(filesOf(state.pending)) } }];
    case 'DeleteCounsellor':
      return [{ type: 'CounsellorDeleted', data: { counsellorId: command.counsellorId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** Before approval everything is under review anyway: the submission replaces the profile, keeping files not re-sent. */
function submitProfile({ nameUnchangedFrom: _, documents: sent, ...fields }: ProfileSubmission, state: CounsellorState): CounsellorEvent[] {
  const current = state.status === 'none' ? undefined : state.profile?.documents;
  const missing = counsellorDocumentFields.filter((field) => !sent[field] && !current?.[field]);
  if (missing.length > 0) throw new ValidationError(missing.map((field) => ({ path: field, message: REQUIRED_FILE_MESSAGES[field] })));
  const documents = { ...current, ...sent } as Documents;
  const discardedFiles = ids(counsellorDocumentFields.map((field) => (sent[field] ? current?.[field] : undefined)));
  return [{ type: 'CounsellorProfileSubmitted', data: { ...fields, documents, discardedFiles } }];
}

/**
 * An approved (or paused) counsellor: every field a student sees (name, qualification, specialization, experience,
 * location, photo) and the documents that differ become a pending change (merged into one already pending, whose
 * replaced files are discarded); mobile, address, age and packages apply at once.
 */
function updateLiveProfile(submission: ProfileSubmission, state: KnownCounsellor): CounsellorEvent[] {
  const { counsellorId, documents: sent } = submission;
  const approved = state.profile;
  if (!approved) throw refuse('This counsellor has no profile yet');
  const updated: CounsellorEvent = {
    type: 'CounsellorDetailsUpdated',
    data: { counsellorId, mobile: submission.mobile, address: submission.address, age: submission.age, offers: submission.offers, discardedFiles: [] },
  };
  const differs = (field: 'qualification' | ReviewedText) => submission[field] !== approved[field];
  const asked: PendingChange = {
    ...(submission.nameUnchangedFrom === approved.name ? {} : { name: submission.name }),
    ...(differs('qualification') ? { qualification: submission.qualification } : {}),
    ...(differs('specialization') ? { specialization: submission.specialization } : {}),
    ...(differs('experience') ? { experience: submission.experience } : {}),
    ...(differs('location') ? { location: submission.location } : {}),
    ...(sent.profilePhoto ? { profilePhoto: sent.profilePhoto } : {}),
    ...(sent.addressProof ? { addressProof: sent.addressProof } : {}),
    ...(sent.qualificationCertificate ? { qualificationCertificate: sent.qualificationCertificate } : {}),
  };
  if (Object.keys(asked).length === 0) return [updated];
  const pending = state.pending ?? {};
  const replaced = reviewedFiles.map((field) => asked[field] && pending[field]);
  return [updated, { type: 'CounsellorChangeRequested', data: { counsellorId, change: { ...pending, ...asked }, discardedFiles: ids(replaced) } }];
}

/** Whether these events put a change up for review (the form says 'Sent for review' rather than 'Saved'). */
export const sentForReview = (events: CounsellorEvent[]) => events.some((event) => event.type === 'CounsellorChangeRequested');
