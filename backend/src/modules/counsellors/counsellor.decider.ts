// Counsellor commands and their rules. Who may send each (the counsellor, an admin) is checked by the routes' guards.
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';
import { ConflictError, DomainError, NotFoundError } from '../../platform/http/errors';
import type { CounsellorState } from './counsellor';

type ProfileData = Extract<CounsellorEvent, { type: 'CounsellorProfileSubmitted' }>['data'];

export type CounsellorCommand =
  | { type: 'RegisterCounsellor'; counsellorId: string }
  | { type: 'SubmitProfile'; profile: ProfileData }
  | { type: 'ApproveCounsellor'; counsellorId: string }
  | { type: 'RejectCounsellor'; counsellorId: string }
  | { type: 'PauseCounsellor'; counsellorId: string }
  | { type: 'ResumeCounsellor'; counsellorId: string }
  | { type: 'DeleteCounsellor'; counsellorId: string };

const refuse = (message: string) => new DomainError('COUNSELLOR_STATE', message, 409);

export function decide(command: CounsellorCommand, state: CounsellorState): CounsellorEvent[] {
  const starts = command.type === 'RegisterCounsellor' || command.type === 'SubmitProfile';
  if (state.status === 'deleted' || (state.status === 'none' && !starts)) throw new NotFoundError('Counsellor not found');
  switch (command.type) {
    case 'RegisterCounsellor':
      if (state.status !== 'none') throw new ConflictError('COUNSELLOR_EXISTS', 'Counsellor already registered');
      return [{ type: 'CounsellorRegistered', data: { counsellorId: command.counsellorId } }];
    case 'SubmitProfile': {
      const submitted: CounsellorEvent = { type: 'CounsellorProfileSubmitted', data: command.profile };
      // Accounts made before counsellors had streams start theirs with the first profile.
      return state.status === 'none' ? [{ type: 'CounsellorRegistered', data: { counsellorId: command.profile.counsellorId } }, submitted] : [submitted];
    }
    case 'ApproveCounsellor':
      if (state.status !== 'pending' && state.status !== 'rejected') throw refuse('Only a counsellor awaiting approval can be approved');
      return [{ type: 'CounsellorApproved', data: { counsellorId: command.counsellorId } }];
    case 'RejectCounsellor':
      if (state.status !== 'pending') throw refuse('Only a counsellor awaiting approval can be rejected');
      return [{ type: 'CounsellorRejected', data: { counsellorId: command.counsellorId } }];
    case 'PauseCounsellor':
      if (state.status !== 'approved') throw refuse('Only an approved counsellor can be paused');
      return [{ type: 'CounsellorPaused', data: { counsellorId: command.counsellorId } }];
    case 'ResumeCounsellor':
      if (state.status !== 'paused') throw refuse('Only a paused counsellor can be resumed');
      return [{ type: 'CounsellorResumed', data: { counsellorId: command.counsellorId } }];
    case 'DeleteCounsellor':
      return [{ type: 'CounsellorDeleted', data: { counsellorId: command.counsellorId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
