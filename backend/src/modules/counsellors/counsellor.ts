// A counsellor's life: registered, profile submitted (pending), approved or rejected by an admin, paused and resumed,
// deleted. Only the status and the files matter to the decisions.
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';

export type CounsellorState = { status: 'none' } | { status: Exclude<CounsellorStatus, 'deleted'>; fileIds: string[] } | { status: 'deleted'; fileIds: string[] };

export const initialState: CounsellorState = { status: 'none' };

const fileIdsOf = (state: CounsellorState) => (state.status === 'none' ? [] : state.fileIds);

export function evolve(state: CounsellorState, event: CounsellorEvent): CounsellorState {
  const fileIds = fileIdsOf(state);
  switch (event.type) {
    case 'CounsellorRegistered':
      return { status: 'registered', fileIds };
    case 'CounsellorProfileSubmitted': {
      const documents = Object.values(event.data.documents).map((d) => d.id);
      const status = state.status === 'approved' || state.status === 'paused' ? state.status : 'pending';
      return { status, fileIds: [...fileIds, ...documents] };
    }
    case 'CounsellorApproved':
      return { status: 'approved', fileIds };
    case 'CounsellorRejected':
      return { status: 'rejected', fileIds };
    case 'CounsellorPaused':
      return { status: 'paused', fileIds };
    case 'CounsellorResumed':
      return { status: 'approved', fileIds };
    case 'CounsellorDeleted':
      return { status: 'deleted', fileIds };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const counsellorStream = (counsellorId: string) => `counsellor-${counsellorId}`;
