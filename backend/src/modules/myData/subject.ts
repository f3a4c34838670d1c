// Whose data a request is about. The acting user (signed in) and the subject (whose data it is) are kept apart, so that
// a parent acting for a linked child needs one rule here, not new use cases.
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { UserRow } from '@margdarshak/projections/users/usersProjection';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';

/** `language`: the one the account reads the product in, 'en' until chosen (as the data export promises). */
export type Subject = Pick<UserRow, 'id' | 'email' | 'role' | 'createdAt'> & { language: AccountLanguage };

/**
 * Whether the actor may see and close the subject's account: the person themself, or the parent who consented for
 * them (still linked after a withdrawal, which is when erasure is offered). Nobody else, admins included: their way is
 * the back office.
 */
async function mayActFor(deps: Pick<AppDeps, 'db'>, actor: CurrentUser, subjectId: string): Promise<boolean> {
  if (actor.id === subjectId) return true;
  return actor.role === 'parent' && (await isParentOf(deps.db, actor.id, subjectId));
}

/** The subject's account, when the actor may see and close it (403 otherwise). */
export async function authorizeSubject(deps: Pick<AppDeps, 'db'>, actor: CurrentUser, subjectId: string): Promise<Subject> {
  if (!(await mayActFor(deps, actor, subjectId))) throw new ForbiddenError('You can only see or close your own account or your child’s');
  const user = await findActiveUser(deps.db, subjectId);
  if (!user) throw new NotFoundError('User not found');
  return { id: user.id, email: user.email, role: user.role, createdAt: user.createdAt, language: user.language ?? 'en' };
}
