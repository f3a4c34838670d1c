// A change of parent after consent was given: the student asks (consents.ts, requestConsentAgain), the parent who
// consented or an admin with a reason confirms, and only then does a link go to the new address. Also what the parent's
// dashboard and the back office read of it, from the consent stream.
import type { AdminStudentConsent, ParentChangeView } from '@margdarshak/contracts/api/family';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError } from '../../platform/http/errors';
import type { ParentChange } from './consent';
import { consentStatusOf, loadConsent, mailNewLink, newLink, runConsent } from './consents';

const NO_CHANGE = () => new ConflictError('NO_PARENT_CHANGE', 'There is no change of parent waiting to be confirmed.');

export async function confirmParentChange(
  deps: AppDeps,
  studentId: string,
  by: { userId: string; role: 'parent' | 'admin' },
  seen: { requestedAt: string; reason: string | null },
  actor: Actor,
): Promise<void> {
  const state = await loadConsent(deps, studentId);
  const change = state.status === 'given' || state.status === 'withdrawn' ? state.change : undefined;
  if (!change) throw NO_CHANGE();
  const to = await deps.vault.open(studentId, change.parentEmail);
  if (to === undefined) throw NO_CHANGE();
  const { link, token } = await newLink(deps, studentId, to);
  const sealedReason = seen.reason ? await deps.vault.seal(studentId, seen.reason) : null;
  const { events } = await runConsent(deps, studentId, { type: 'ConfirmParentChange', studentId, by, sealedReason, link, seenRequestedAt: seen.requestedAt }, actor);
  if (events.some((event) => event.type === 'ParentalConsentRequested')) await mailNewLink(deps, studentId, to, token);
}

async function changeOf(deps: AppDeps, studentId: string): Promise<{ change: ParentChange; address: string } | undefined> {
  const state = await loadConsent(deps, studentId);
  const change = state.status === 'given' || state.status === 'withdrawn' ? state.change : undefined;
  const address = change ? await deps.vault.open(studentId, change.parentEmail) : undefined;
  return change && address !== undefined ? { change, address } : undefined;
}

/**
 * The change a child asked for, as the parent who consented sees it: the new address in full, so that they can tell
 * whether it is the other parent's or another address of the child's own before they agree.
 */
export async function parentChangeView(deps: AppDeps, studentId: string): Promise<ParentChangeView | null> {
  const found = await changeOf(deps, studentId);
  return found ? { parentEmail: found.address, requestedAt: found.change.requestedAt, confirmed: found.change.confirmed } : null;
}

/** Where a student's consent stands for the back office: the addresses in full, to check them with the family. */
export async function adminConsentView(deps: AppDeps, studentId: string): Promise<AdminStudentConsent> {
  const [status, state, found] = await Promise.all([consentStatusOf(deps, studentId), loadConsent(deps, studentId), changeOf(deps, studentId)]);
  const consented = state.status === 'given' || state.status === 'withdrawn' ? state : undefined;
  const parentEmail = consented ? ((await deps.vault.open(studentId, consented.parentEmail)) ?? null) : null;
  return {
    status: status.status,
    parentId: consented?.parentId ?? null,
    parentEmail,
    parentChange: found ? { parentEmail: found.address, requestedAt: found.change.requestedAt, confirmed: found.change.confirmed } : null,
  };
}
