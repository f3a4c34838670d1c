// Whose data a request is about. The acting user (signed in) and the subject (whose data it is) are kept apart, so that
// a parent acting for a linked child needs one rule here, not new routes and use cases.
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { UserRow } from '@margdarshak/projections/users/usersProjection';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';

export type Subject = Pick<UserRow, 'id' | 'email' | 'role' | 'createdAt'>;

/** The subject's account, when the actor may see and close it: today only the person themself. */
export async function authorizeSubject(deps: Pick<AppDeps, 'db'>, actor: CurrentUser, subjectId: string): Promise<Subject> {
  const isSelf = actor.id === subjectId;
  // Parental consent (issue 20, item 2) adds here: `|| (actor.role === 'parent' && (await isLinkedChild(deps, actor.id, subjectId)))`.
  if (!isSelf) throw new ForbiddenError('You can only see or close your own account');
  const user = await findActiveUser(deps.db, subjectId);
  if (!user) throw new NotFoundError('User not found');
  return { id: user.id, email: user.email, role: user.role, createdAt: user.createdAt };
}
