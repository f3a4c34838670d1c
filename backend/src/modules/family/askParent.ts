// The student's "Ask my parent" before consent (issue 30): the session they chose goes to their parent with a new consent
// link. It is a Send again that carries the session: decided on the consent stream first, then it takes its place in the
// address's daily allowance, then it is appended; the ask-parent processor mails it. Nothing is held.
import { askedParentMessage, maskEmail, NO_CONSENT_AWAITED, type AskParentResponse } from '@margdarshak/contracts/api/family';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, DomainError } from '../../platform/http/errors';
import { decideConsent, type AskedSessionInput, type ConsentCommand } from './consent.decider';
import { requireMailPlace } from './consentMailLimit';
import { consentStatusOf, loadConsent, newLink, resendTarget, runConsent } from './consents';

/** 409 unless a parent's consent is awaited, as the student's card says it (a minor who turned 18 needs nobody's). */
export async function requireConsentAwaited(deps: AppDeps, studentId: string): Promise<void> {
  if ((await consentStatusOf(deps, studentId)).status !== 'awaiting') throw new ConflictError('NO_CONSENT_AWAITED', NO_CONSENT_AWAITED);
}

export async function askParentToBook(deps: AppDeps, student: { id: string; email: string }, session: AskedSessionInput, actor: Actor): Promise<AskParentResponse> {
  await requireConsentAwaited(deps, student.id);
  const state = await loadConsent(deps, student.id);
  const sealed = resendTarget(state)?.parentEmail;
  const parentEmail = sealed ? await deps.vault.open(student.id, sealed) : undefined;
  if (!parentEmail) throw new DomainError('NO_PARENT_EMAIL', "Please enter your parent's or guardian's e-mail.", 409);
  const { link, token } = await newLink(deps, student.id, parentEmail);
  const command: ConsentCommand = { type: 'AskParent', studentId: student.id, ownEmail: student.email, parentEmail, link, sealedToken: await deps.vault.seal(student.id, token), session };
  decideConsent(command, state, deps.clock.now()); // a refused request takes no place in the address's allowance
  await requireMailPlace(deps, link.parentEmailHash);
  await runConsent(deps, student.id, command, actor);
  const consent = await consentStatusOf(deps, student.id);
  return { message: askedParentMessage(consent.parentEmail ?? maskEmail(parentEmail)), consent };
}
