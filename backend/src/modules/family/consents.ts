// The consent stream's use cases shared by the student's, the parent's and the admin's sides: loading and running it,
// a new link and its mail (a link's token is random and only its hash is kept, so its mail goes from the request that
// made it, as the password reset's does), and where consent stands for the student. The student's requests that mail
// someone are in consentRequests.ts.
import { createHmac, randomBytes } from 'node:crypto';
import { AGE_NEEDED, CONSENT_WITHDRAWN, consentAwaitedMessage, maskEmail, type ConsentStatus } from '@margdarshak/contracts/api/family';
import { isMinorAt } from '@margdarshak/contracts/family/age';
import { addressLimitMessage, consentMailHeldBackMessage, consentMailsLeft, nextConsentMailAt, tooManyConsentMails } from '@margdarshak/contracts/family/consentLimits';
import type { Actor } from '../../platform/commandHandler';
import { handleCommand, loadState } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { hashToken, accountIsActive } from '../accounts';
import { consentStream, evolveConsent, initialConsentState, type Address, type ConsentState } from './consent';
import { decideConsent, type ConsentCommand, type LinkToSend } from './consent.decider';
import { linkKind } from './consentLinks';
import { mailConsentLink } from './consentMail';
import { nextMailToAddressAt } from './consentMailLimit';

export const consentAggregate = { initialState: initialConsentState, evolve: evolveConsent };

export const loadConsent = (deps: Pick<AppDeps, 'eventStore'>, studentId: string) => loadState(deps.eventStore, consentAggregate, consentStream(studentId));

export const runConsent = (deps: AppDeps, studentId: string, command: ConsentCommand, actor: Actor) =>
  handleCommand(deps, consentAggregate, consentStream(studentId), (state, now) => decideConsent(command, state, now), actor);

/** The same keyed hash as the e-mail's claim stream: the parent's address in the log, by reference only. */
export const emailFingerprint = (serverSecret: string, email: string) => createHmac('sha256', serverSecret).update(email.trim().toLowerCase()).digest('hex');

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

/** Where Send again goes: the latest link's address, else the address on record (the parent's, or one held back). */
export function resendTarget(state: ConsentState): Address | undefined {
  if (state.status !== 'awaiting' && state.status !== 'given' && state.status !== 'withdrawn') return undefined;
  if (state.link) return state.link;
  return state.parentEmail && state.parentEmailHash ? { parentEmail: state.parentEmail, parentEmailHash: state.parentEmailHash } : undefined;
}

/** Whether a minor's date of birth now makes them 18: they need no consent from that day on. */
async function turned18(deps: AppDeps, studentId: string, state: ConsentState): Promise<boolean> {
  if (state.status !== 'awaiting' && state.status !== 'withdrawn') return false;
  const dateOfBirth = await deps.vault.open(studentId, state.dateOfBirth);
  return dateOfBirth !== undefined && !isMinorAt(dateOfBirth, deps.clock.now());
}

const masked = async (deps: AppDeps, studentId: string, sealed: string | undefined) => (sealed ? maskEmail((await deps.vault.open(studentId, sealed)) ?? '') : null);

type Standing = Pick<ConsentStatus, 'status' | 'parentEmail' | 'expiresAt' | 'mayBook' | 'message'>;

async function awaitingStanding(deps: AppDeps, studentId: string, state: Extract<ConsentState, { status: 'awaiting' }>): Promise<Standing> {
  const to = await masked(deps, studentId, state.parentEmail);
  // No link beside an address: the sign-up's mail was held back by the address's daily limit.
  const message = !state.link && to ? consentMailHeldBackMessage(to) : consentAwaitedMessage(to ?? 'your parent');
  return { status: 'awaiting', parentEmail: to, expiresAt: state.link?.expiresAt ?? null, mayBook: false, message };
}

async function standingOf(deps: AppDeps, studentId: string, state: ConsentState): Promise<Standing> {
  if (await turned18(deps, studentId, state)) return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
  switch (state.status) {
    case 'unknown':
      return { status: 'age_needed', parentEmail: null, expiresAt: null, mayBook: false, message: AGE_NEEDED };
    case 'adult':
      return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
    case 'awaiting':
      return awaitingStanding(deps, studentId, state);
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

/** While Send again is offered and its address has had its day's consent e-mails: when it can go, and why not before. */
async function addressLimitOf(deps: AppDeps, studentId: string, state: ConsentState, parentGone: boolean): Promise<ConsentStatus['addressLimit']> {
  if ((state.status !== 'awaiting' && state.status !== 'withdrawn') || parentGone) return null;
  const to = resendTarget(state);
  const nextMailAt = to ? await nextMailToAddressAt(deps, to.parentEmailHash) : undefined;
  return to && nextMailAt ? { nextMailAt, message: addressLimitMessage((await masked(deps, studentId, to.parentEmail)) ?? 'This address', nextMailAt) } : null;
}

export async function consentStatusOf(deps: AppDeps, studentId: string): Promise<ConsentStatus> {
  const state = await loadConsent(deps, studentId);
  const now = deps.clock.now();
  const nextMailAt = consentMailsLeft(state.mailedAt, now) === 0 ? (nextConsentMailAt(state.mailedAt, now) ?? null) : null;
  const consented = state.status === 'given' || state.status === 'withdrawn' ? state : undefined;
  const parentGone = consented !== undefined && !(await accountIsActive(deps, consented.parentId));
  const change = consented?.change;
  return {
    ...(await standingOf(deps, studentId, state)),
    mailsLeft: consentMailsLeft(state.mailedAt, now),
    nextMailAt,
    limitMessage: nextMailAt ? tooManyConsentMails(nextMailAt) : null,
    addressLimit: await addressLimitOf(deps, studentId, state, parentGone),
    bookingOpenedAt: state.status === 'given' ? state.bookingOpenedAt : null,
    parentChange: change ? { parentEmail: (await masked(deps, studentId, change.parentEmail)) ?? '', requestedAt: change.requestedAt, confirmed: change.confirmed, parentAsked: !parentGone } : null,
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
