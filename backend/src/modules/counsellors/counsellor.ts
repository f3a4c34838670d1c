// A counsellor's life: registered, profile submitted (pending), approved or rejected by an admin, paused and resumed,
// deleted. Once approved, a change of the reviewed fields (all a student sees, and the documents) waits as a pending
// change until an admin approves or rejects it. The decisions need the status, the reviewed fields and the files.
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';

type Submitted = Extract<CounsellorEvent, { type: 'CounsellorProfileSubmitted' }>['data'];
export type FileRef = Submitted['documents']['profilePhoto'];
export type Documents = Submitted['documents'];
/** The fields an admin reviews, as approved: the name sealed. */
export interface ReviewedProfile {
  name: string;
  qualification: string;
  specialization: string | null;
  experience: string | null;
  location: string | null;
  documents: Documents;
}
/** The reviewed texts besides the name and qualification: optional, so a change may clear them (null). */
export type ReviewedText = 'specialization' | 'experience' | 'location';
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

export const reviewedFiles = ['profilePhoto', 'addressProof', 'qualificationCertificate'] as const;
export const filesOf = (change: PendingChange): FileRef[] => reviewedFiles.map((field) => change[field]).filter((file) => file !== undefined);

export function evolve(current: CounsellorState, event: CounsellorEvent): CounsellorState {
  const state: KnownCounsellor = current.status === 'none' ? empty : current;
  const withFiles = (files: (FileRef | undefined)[]) => [...state.fileIds, ...files.filter((file) => file !== undefined).map((file) => file.id)];
  switch (event.type) {
    case 'CounsellorRegistered':
      return { ...state, status: 'registered' };
    case 'CounsellorProfileSubmitted': {
      const { name, qualification, specialization, experience, location, documents } = event.data;
      const status = state.status === 'approved' || state.status === 'paused' ? state.status : 'pending';
      return { ...state, status, profile: { name, qualification, specialization, experience, location, documents }, fileIds: withFiles(Object.values(documents)) };
    }
    case 'CounsellorDetailsUpdated': {
      // Since version 2 these carry no reviewed field; version 1 applied the texts and a new photo at once.
      if (!state.profile) return state;
      const { specialization, experience, location, profilePhoto } = event.data;
      return {
        ...state,
        profile: applyChange(state.profile, { specialization, experience, location, profilePhoto }),
        fileIds: withFiles([profilePhoto]),
      };
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

/** The profile with a change's fields in place (a field the change leaves undefined keeps its value; null clears it). */
export function applyChange(profile: ReviewedProfile, change: PendingChange): ReviewedProfile {
  const kept = <Value>(value: Value | undefined, current: Value) => (value === undefined ? current : value);
  return {
    name: kept(change.name, profile.name),
    qualification: kept(change.qualification, profile.qualification),
    specialization: kept(change.specialization, profile.specialization),
    experience: kept(change.experience, profile.experience),
    location: kept(change.location, profile.location),
    documents: {
      profilePhoto: kept(change.profilePhoto, profile.documents.profilePhoto),
      addressProof: kept(change.addressProof, profile.documents.addressProof),
      qualificationCertificate: kept(change.qualificationCertificate, profile.documents.qualificationCertificate),
    },
  };
}

export const counsellorStream = (counsellorId: string) => `counsellor-${counsellorId}`;
