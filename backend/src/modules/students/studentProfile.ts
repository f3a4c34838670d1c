// A student's profile stream (`student-profile-{studentId}`): what decisions and the erasure need are the photos it
// has referenced (the current one, and every one, so an erasure removes them all).
import type { StudentProfileEvent } from '@margdarshak/contracts/events/students';

export interface StudentProfileState {
  photoFileId: string | null;
  fileIds: string[];
}

export const initialState: StudentProfileState = { photoFileId: null, fileIds: [] };

export function evolve(state: StudentProfileState, event: StudentProfileEvent): StudentProfileState {
  switch (event.type) {
    case 'StudentProfileUpdated':
      return state;
    case 'StudentPhotoChanged':
      return { photoFileId: event.data.photo.id, fileIds: [...state.fileIds, event.data.photo.id] };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export { studentProfileStream } from '@margdarshak/contracts/events/students';
