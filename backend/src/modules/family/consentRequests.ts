// The student's requests that mail someone about consent: the date of birth with the parent's address (at sign-up or
// first sign-in), Send again, and a new address. Each is decided on the consent stream first, then takes its place in
// the recipient's daily allowance (consentMailLimit.ts), then is appended and mailed: a refused request takes no place.
import { isMinorAt } from '@margdarshak/contracts/family/age';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { accountIsActive } from '../accounts';
import { decideConsent, type ConsentCommand } from './consent.decider';
import { mailConsentLink, mailParentChange } from './consentMail';
import { requireMailPlace, takeMailPlace } from './consentMailLimit';
import { emailFingerprint, loadConsent, mailNewLink, newLink, resendTarget, runConsent } from './consents';

interface Student {
  id: string;
  email: string;
}

/**
 * The student's date of birth, given at sign-up or at first sign-in; under 18, the parent is mailed a link. Should the
 * parent's address have had its day's consent e-mails, the date of birth and the address are still recorded (the
 * account stands) and the student's card says when Send again can go.
 */
export async function recordAge(deps: AppDeps, student: Student, input: { dateOfBirth: string; parentEmail: string | undefined }, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  const parentEmail = isMinorAt(input.dateOfBirth, now) ? input.parentEmail : undefined;
  const prepared = parentEmail && parentEmail !== student.email ? await newLink(deps, student.id, parentEmail) : undefined;
  const sealedDateOfBirth = await deps.vault.seal(student.id, input.dateOfBirth);
  const command = {
    type: 'RecordDateOfBirth',
    studentId: student.id,
    dateOfBirth: input.dateOfBirth,
    sealedDateOfBirth,
    ownEmail: student.email,
    parentEmail,
    link: prepared?.link,
    mailHeldBack: false,
  } as const;
  let mailHeldBack = false;
  if (prepared) {
    decideConsent(command, await loadConsent(deps, student.id), now);
    mailHeldBack = (await takeMailPlace(deps, prepared.link.parentEmailHash)) !== undefined;
  }
  await runConsent(deps, student.id, { ...command, mailHeldBack }, actor);
  if (prepared && parentEmail && !mailHeldBack) await mailConsentLink(deps, student.id, parentEmail, 'first', prepared.token);
}

/** Whose inbox the decided events write to: the link's address, or the account of the parent asked to agree to a change. */
async function recipientOf(deps: AppDeps, events: readonly ConsentEvent[], command: Extract<ConsentCommand, { type: 'RequestConsent' }>, consentedBy: string | undefined): Promise<string | undefined> {
  if (events.some((event) => event.type === 'ParentalConsentRequested')) return command.link.parentEmailHash;
  if (!events.some((event) => event.type === 'ParentChangeRequested') || !consentedBy || command.parentGone) return undefined;
  const parent = await findActiveUser(deps.db, consentedBy);
  return parent ? emailFingerprint(deps.serverSecret, parent.email) : undefined;
}

/**
 * A new link to the parent: to the address on record (Send again) or to a new one. Once a parent has consented, a new
 * address asks that parent to confirm the change instead, and they are mailed about it; should their account be closed,
 * any request is such a change, and an admin confirms it.
 */
export async function requestConsentAgain(deps: AppDeps, student: Student, newParentEmail: string | undefined, actor: Actor): Promise<void> {
  const state = await loadConsent(deps, student.id);
  const sealed = resendTarget(state)?.parentEmail;
  const parentEmail = newParentEmail ?? (sealed ? await deps.vault.open(student.id, sealed) : undefined);
  if (!parentEmail) throw new DomainError('NO_PARENT_EMAIL', "Please enter your parent's or guardian's e-mail.", 409);
  const consentedBy = state.status === 'given' || state.status === 'withdrawn' ? state.parentId : undefined;
  const parentGone = consentedBy !== undefined && !(await accountIsActive(deps, consentedBy));
  const { link, token } = await newLink(deps, student.id, parentEmail);
  const command = { type: 'RequestConsent', studentId: student.id, ownEmail: student.email, parentEmail, link, parentGone } as const;
  const recipient = await recipientOf(deps, decideConsent(command, state, deps.clock.now()), command, consentedBy);
  if (recipient) await requireMailPlace(deps, recipient);
  const { events } = await runConsent(deps, student.id, command, actor);
  if (events.some((event) => event.type === 'ParentalConsentRequested')) await mailNewLink(deps, student.id, parentEmail, token);
  if (events.some((event) => event.type === 'ParentChangeRequested') && consentedBy && !parentGone) await mailParentChange(deps, student.id, consentedBy, parentEmail);
}
