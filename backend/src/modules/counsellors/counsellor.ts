// A counsellor's life: registered, profile submitted (pending), approved or rejected by an admin, paused and resumed,
// deleted. Once approved, a change of the reviewed fields (name, qualification, documents) waits as a pending change
// until an admin approves or rejects it. The decisions need the status, the reviewed fields and the files.
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';

type Submitted = Extract<CounsellorEvent, { type: 'CounsellorProfileSubmitted' }>['data'];
export type FileRef = Submitted['documents']['profilePhoto'];
export type Documents = Submitted['documents'];
/** The fields an admin reviews, as approved: the name sealed. */
export interface ReviewedProfile {
  name: string;
  qualification: string;
  documents: Documents;
}
/** What a pending change would set: only the fields that differ. */
export type PendingChange = Extract<CounsellorEvent, { type: 'CounsellorChangeRequested' }>['data']['change'];

export interface KnownCounsellor {
  status: CounsellorStatus;
  fileIds: string[];
  profile: ReviewedProfile | null;
  pending: PendingChange | null;
}
export type CounsellorState = { status: 'none' } | KnownCounsellor;

export const initialState: CounsellorState = { status: 'none' };

const empty: KnownCounsellor = { status: 'registered', fileIds: [], profile: null, pending: null };

export const filesOf = (change: PendingChange): FileRef[] => [change.addressProof, change.qualificationCertificate].filter((file) => file !== undefined);

export function evolve(current: CounsellorState, event: CounsellorEvent): CounsellorState {
  const state: KnownCounsellor = current.status === 'none' ? empty : current;
  const withFiles = (files: (FileRef | undefined)[]) => [...state.fileIds, ...files.filter((file) => file !== undefined).map((file) => file.id)];
  switch (event.type) {
    case 'CounsellorRegistered':
      return { ...state, status: 'registered' };
    case 'CounsellorProfileSubmitted': {
      const { name, qualification, documents } = event.data;
      const status = state.status === 'approved' || state.status === 'paused' ? state.status : 'pending';
      return { ...state, status, profile: { name, qualification, documents }, fileIds: withFiles(Object.values(documents)) };
    }
    case 'CounsellorDetailsUpdated': {
      const photo = event.data.profilePhoto;
      if (!photo || !state.profile) return state;
      return { ...state, profile: { ...state.profile, documents: { ...state.profile.documents, profilePhoto: photo } }, fileIds: withFiles([photo]) };
    }
    case 'CounsellorChangeRequested':
      return { ...state, pending: event.data.change, fileIds: withFiles(filesOf(event.data.change)) };
    case 'CounsellorChangeApproved':
      return { ...state, profile: state.profile && state.pending ? applyChange(state.profile, state.pending) : state.profile, pending: null };
    case 'CounsellorChangeRejected':
      return { ...state, pending: null };
    case 'CounsellorApproved':
      return { ...state, status: 'approved' };
    case 'CounsellorRejected':
      return { ...state, status: 'rejected' };
    case 'CounsellorPaused':
      return { ...state, status: 'paused' };
    case 'CounsellorResumed':
      return { ...state, status: 'approved' };
    case 'CounsellorDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function applyChange(profile: ReviewedProfile, change: PendingChange): ReviewedProfile {
  return {
    name: change.name ?? profile.name,
    qualification: change.qualification ?? profile.qualification,
    documents: {
      ...profile.documents,
      ...(change.addressProof ? { addressProof: change.addressProof } : {}),
      ...(change.qualificationCertificate ? { qualificationCertificate: change.qualificationCertificate } : {}),
    },
  };
}

export const counsellorStream = (counsellorId: string) => `counsellor-${counsellorId}`;
