// Auditor accounts (issue 17): made by an admin with an e-mail and a password (registered as anyone is, in the auditor
// role, which nobody can choose at sign-up), and removed by erasing the account.
import type { AuditorAccount, CreateAuditorRequest } from '@margdarshak/contracts/api/audit';
import { findAuditor } from '@margdarshak/projections/users/auditorsQueries';
import { loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import { eraseUser, registerUser } from './accounts';
import { evolveUser, initialUserState, userStream } from './user';

export const AUDITOR_NOT_FOUND = 'Auditor not found';

export async function createAuditor(deps: AppDeps, input: CreateAuditorRequest, actor: Actor): Promise<AuditorAccount> {
  const user = await registerUser(deps, { ...input, role: 'auditor' }, actor);
  await deps.workflows.settle(actor);
  return (await findAuditor(deps.db, user.id)) ?? { id: user.id, email: user.email, createdAt: deps.clock.now().toISOString() };
}

/** Only an auditor's account, as its own stream says: an admin, a student or a counsellor is not removed here. */
export async function removeAuditor(deps: AppDeps, id: string, actor: Actor): Promise<AuditorAccount> {
  const account = await findAuditor(deps.db, id);
  const state = await loadState(deps.eventStore, { initialState: initialUserState, evolve: evolveUser }, userStream(id));
  if (!account || state.status !== 'active' || state.role !== 'auditor') throw new NotFoundError(AUDITOR_NOT_FOUND);
  await eraseUser(deps, id, actor);
  await deps.workflows.settle(actor); // the erasure processor frees the e-mail and ends the auditor's sessions
  return account;
}
