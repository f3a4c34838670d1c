// The age and consent use cases: each is one command on the student's consent stream, plus the mail it leads to. A
// link's token is random and only its hash is kept, so its mail goes from here, where the token still exists (as the
// password reset's does); a lost mail is sent again with the student's Send again.
import { createHmac, randomBytes } from 'node:crypto';
import { AGE_NEEDED, CONSENT_WITHDRAWN, consentAwaitedMessage, maskEmail, type ConsentStatus } from '@margdarshak/contracts/api/family';
import { isMinorAt } from '@margdarshak/contracts/family/age';
import { consentMailsLeft, nextConsentMailAt, tooManyConsentMails } from '@margdarshak/contracts/family/consentLimits';
import type { Actor } from '../../platform/commandHandler';
import { handleCommand, loadState } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { hashToken } from '../accounts/accounts';
import { consentStream, evolveConsent, initialConsentState, type ConsentState } from './consent';
import { decideConsent, type ConsentCommand, type LinkToSend } from './consent.decider';
import { linkKind } from './consentLinks';
import { mailConsentLink, mailParentChange } from './consentMail';

export const consentAggregate = { initialState: initialConsentState, evolve: evolveConsent };

export const loadConsent = (deps: Pick<AppDeps, 'eventStore'>, studentId: string) => loadState(deps.eventStore, consentAggregate, consentStream(studentId));

export const runConsent = (deps: AppDeps, studentId: string, command: ConsentCommand, actor: Actor) =>
  handleCommand(deps, consentAggregate, consentStream(studentId), (state, now) => decideConsent(command, state, now), actor);

/** The same keyed hash as the e-mail's claim stream: the parent's address in the log, by reference only. */
export const emailFingerprint = (serverSecret: string, email: string) => createHmac('sha256', serverSecret).update(email.trim().toLowerCase()).digest('hex');

interface Student {
  id: string;
  email: string;
}

/** A fresh link for `parentEmail`: what the command records, and the token the mail carries. */
export async function newLink(deps: AppDeps, studentId: string, parentEmail: string): Promise<{ link: LinkToSend; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const sealedParentEmail = await deps.vault.seal(studentId, parentEmail);
  return { token, link: { sealedParentEmail, parentEmailHash: emailFingerprint(deps.serverSecret, parentEmail), tokenHash: hashToken(token) } };
}

/** Mails the link the command just recorded, asking what the stream now says it asks. */
export async function mailNewLink(deps: AppDeps, studentId: string, to: string, token: string): Promise<void> {
  const kind = linkKind(await loadConsent(deps, studentId));
  if (kind) await mailConsentLink(deps, studentId, to, kind, token);
}

/** The student's date of birth, given at sign-up or at first sign-in; under 18, the parent is mailed a link. */
export async function recordAge(deps: AppDeps, student: Student, input: { dateOfBirth: string; parentEmail: string | undefined }, actor: Actor): Promise<void> {
  const minor = isMinorAt(input.dateOfBirth, deps.clock.now());
  const parentEmail = minor ? input.parentEmail : undefined;
  const prepared = parentEmail && parentEmail !== student.email ? await newLink(deps, student.id, parentEmail) : undefined;
  const sealedDateOfBirth = await deps.vault.seal(student.id, input.dateOfBirth);
  await runConsent(deps, student.id, { type: 'RecordDateOfBirth', studentId: student.id, dateOfBirth: input.dateOfBirth, sealedDateOfBirth, ownEmail: student.email, parentEmail, link: prepared?.link }, actor);
  if (prepared && parentEmail) await mailConsentLink(deps, student.id, parentEmail, 'first', prepared.token);
}

/** Where Send again goes: the latest link's address, else the address of the parent on record. */
function resendAddress(state: ConsentState): string | undefined {
  if (state.status !== 'awaiting' && state.status !== 'given' && state.status !== 'withdrawn') return undefined;
  return state.link?.parentEmail ?? state.parentEmail;
}

/**
 * A new link to the parent: to the address on record (Send again) or to a new one. Once a parent has consented, a new
 * address asks that parent to confirm the change instead, and they are mailed about it.
 */
export async function requestConsentAgain(deps: AppDeps, student: Student, newParentEmail: string | undefined, actor: Actor): Promise<void> {
  const sealed = resendAddress(await loadConsent(deps, student.id));
  const parentEmail = newParentEmail ?? (sealed ? await deps.vault.open(student.id, sealed) : undefined);
  if (!parentEmail) throw new DomainError('NO_PARENT_EMAIL', "Please enter your parent's or guardian's e-mail.", 409);
  const { link, token } = await newLink(deps, student.id, parentEmail);
  const { events } = await runConsent(deps, student.id, { type: 'RequestConsent', studentId: student.id, ownEmail: student.email, parentEmail, link }, actor);
  if (events.some((event) => event.type === 'ParentalConsentRequested')) await mailNewLink(deps, student.id, parentEmail, token);
  const state = await loadConsent(deps, student.id);
  if (events.some((event) => event.type === 'ParentChangeRequested') && (state.status === 'given' || state.status === 'withdrawn')) await mailParentChange(deps, student.id, state.parentId, parentEmail);
}

/** Whether a minor's date of birth now makes them 18: they need no consent from that day on. */
async function turned18(deps: AppDeps, studentId: string, state: ConsentState): Promise<boolean> {
  if (state.status !== 'awaiting' && state.status !== 'withdrawn') return false;
  const dateOfBirth = await deps.vault.open(studentId, state.dateOfBirth);
  return dateOfBirth !== undefined && !isMinorAt(dateOfBirth, deps.clock.now());
}

const masked = async (deps: AppDeps, studentId: string, sealed: string | undefined) => (sealed ? maskEmail((await deps.vault.open(studentId, sealed)) ?? '') : null);

type Standing = Pick<ConsentStatus, 'status' | 'parentEmail' | 'expiresAt' | 'mayBook' | 'message'>;

async function standingOf(deps: AppDeps, studentId: string, state: ConsentState): Promise<Standing> {
  if (await turned18(deps, studentId, state)) return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
  switch (state.status) {
    case 'unknown':
      return { status: 'age_needed', parentEmail: null, expiresAt: null, mayBook: false, message: AGE_NEEDED };
    case 'adult':
      return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
    case 'awaiting': {
      const to = await masked(deps, studentId, state.parentEmail);
      return { status: 'awaiting', parentEmail: to, expiresAt: state.link?.expiresAt ?? null, mayBook: false, message: consentAwaitedMessage(to ?? 'your parent') };
    }
    case 'given':
      return { status: 'given', parentEmail: await masked(deps, studentId, state.parentEmail), expiresAt: null, mayBook: true, message: null };
    case 'withdrawn':
      return { status: 'withdrawn', parentEmail: await masked(deps, studentId, state.parentEmail), expiresAt: state.link?.expiresAt ?? null, mayBook: false, message: CONSENT_WITHDRAWN };
    case 'refused':
      return { status: 'refused', parentEmail: null, expiresAt: null, mayBook: false, message: 'Your parent refused consent.' };
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

export async function consentStatusOf(deps: AppDeps, studentId: string): Promise<ConsentStatus> {
  const state = await loadConsent(deps, studentId);
  const now = deps.clock.now();
  const nextMailAt = consentMailsLeft(state.mailedAt, now) === 0 ? (nextConsentMailAt(state.mailedAt, now) ?? null) : null;
  const change = state.status === 'given' || state.status === 'withdrawn' ? state.change : undefined;
  return {
    ...(await standingOf(deps, studentId, state)),
    mailsLeft: consentMailsLeft(state.mailedAt, now),
    nextMailAt,
    limitMessage: nextMailAt ? tooManyConsentMails(nextMailAt) : null,
    parentChange: change ? { parentEmail: (await masked(deps, studentId, change.parentEmail)) ?? '', requestedAt: change.requestedAt, confirmed: change.confirmed } : null,
  };
}

/** New bookings and the tests that go with a booking: only for a student who may book (403 with the reason otherwise). */
export async function requireMayBook(deps: AppDeps, studentId: string): Promise<void> {
  const status = await consentStatusOf(deps, studentId);
  if (!status.mayBook) throw new DomainError(status.status === 'age_needed' ? 'AGE_NEEDED' : 'CONSENT_REQUIRED', status.message ?? AGE_NEEDED, 403);
}

/** Whether the student's parent has withdrawn their consent (and the student is still under 18): their chats are read-only. */
export async function consentWithdrawn(deps: AppDeps, studentId: string): Promise<boolean> {
  const state = await loadConsent(deps, studentId);
  return state.status === 'withdrawn' && !(await turned18(deps, studentId, state));
}
