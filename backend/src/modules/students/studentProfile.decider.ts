// Student profile commands. Only an active student's account has a profile; who may send the command (the student,
// an admin) is checked by the routes' guards.
import type { StudentProfileEvent, StudentProfileUpdated } from '@margdarshak/contracts/events/students';
import type { FileRef } from '../../platform/files/fileStore';
import { NotFoundError } from '../../platform/http/errors';
import type { UserState } from '../accounts';

export type StudentProfileCommand =
  | { type: 'SaveProfile'; account: UserState; profile: StudentProfileUpdated['data'] }
  | { type: 'ChangePhoto'; account: UserState; studentId: string; photo: FileRef };

/** The account a profile belongs to must be an active student's: an erased, abandoned or other account has none. */
export function assertStudent(account: UserState): void {
  if (account.status !== 'active' || account.role !== 'student') throw new NotFoundError('Student not found');
}

export function decide(command: StudentProfileCommand): StudentProfileEvent[] {
  assertStudent(command.account);
  switch (command.type) {
    case 'SaveProfile':
      return [{ type: 'StudentProfileUpdated', data: command.profile }];
    case 'ChangePhoto':
      return [{ type: 'StudentPhotoChanged', data: { studentId: command.studentId, photo: command.photo } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
