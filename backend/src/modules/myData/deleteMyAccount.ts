// Closing one's own account is the admin's erasure, asked for by the person: the UserErased event's metadata names them,
// which is how the erasure processor knows to mail a confirmation (read with their key, just before it is destroyed).
// What follows is the processors' work, as after an admin's delete: a student's sessions to come are cancelled and
// refunded (student_removed), a counsellor's record deleted and their sessions cancelled and refunded
// (counsellor_removed), the sessions ended, the key destroyed.
import { ADMIN_SELF_DELETE } from '@margdarshak/contracts/api/myData';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError } from '../../platform/http/errors';
import { eraseUser } from '../accounts';
import type { Subject } from './subject';

export async function deleteMyAccount(deps: AppDeps, subject: Subject, actor: Actor): Promise<void> {
  // No admin can be erased in the product (the back office refuses it too): the last admin would lock everyone out.
  if (subject.role === 'admin') throw new ConflictError('ADMIN_DELETE', ADMIN_SELF_DELETE);
  await eraseUser(deps, subject.id, actor);
  await deps.workflows.settle(actor); // the erasure, the cancellations and their refunds
}
