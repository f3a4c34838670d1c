// A student's age and their parent's consent: the stream `consent-{studentId}`, its state and evolve. Sealed fields
// (the date of birth, the parents' e-mails) stay sealed here; the use cases open them when they must.
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';

export const CONSENT_LINK_MS = CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A parent's address: sealed with the student's key, and its keyed fingerprint. */
export interface Address {
  parentEmail: string;
  parentEmailHash: string;
}

/** The latest link sent: only this one works, once, until it expires; `claim` once a parent took it to consent. */
export interface PendingLink extends Address {
  tokenHash: string;
  expiresAt: string;
  claim?: { parentId: string; at: string };
}

/** Another parent or guardian the student asked to consent instead of the one who did. */
export interface ParentChange extends Address {
  requestedAt: string;
  confirmed: boolean;
}

/** The parent who consented, with what may be under way beside their consent. */
type Consented = { dateOfBirth: string; parentId: string; link?: PendingLink; change?: ParentChange } & Address;

type Phase =
  | { status: 'unknown' }
  | { status: 'adult'; dateOfBirth: string }
  /**
   * Under 18 and no parent has consented yet. `link` is absent between the two events of a first request, and when the
   * first request's mail was held back (the address is then kept, for Send again).
   */
  | ({ status: 'awaiting'; dateOfBirth: string; link?: PendingLink } & Partial<Address>)
  | ({ status: 'given' } & Consented)
  | ({ status: 'withdrawn' } & Consented)
  | { status: 'refused' };

/** What the limits count, whatever the phase: when each consent e-mail went, and every address ever given. */
export interface MailRecord {
  mailedAt: readonly string[];
  addresses: readonly string[];
}

/** The latest session the student asked their parent for before consent (issue 30): what the parent may pay for. */
export interface AskedSession {
  counsellorId: string;
  packageId: string;
  date: string;
  slot: string;
  pricePaise: number;
  askedAt: string;
}

/**
 * `asked`: the latest session asked of the parent. `bookingOpenedAt`: when the latest consent that let the student book
 * was given (a first consent, or one given again after a withdrawal; not another parent's in place of one who had).
 */
export type ConsentState = Phase & MailRecord & { asked: AskedSession | null; bookingOpenedAt: string | null };

export const initialConsentState: ConsentState = { status: 'unknown', mailedAt: [], addresses: [], asked: null, bookingOpenedAt: null };

/** The parent who consented, and nothing under way beside them. */
function consentedOnly(state: Extract<Phase, { status: 'given' | 'withdrawn' }>): Extract<Phase, { status: 'given' | 'withdrawn' }> {
  const { status, dateOfBirth, parentId, parentEmail, parentEmailHash } = state;
  return { status, dateOfBirth, parentId, parentEmail, parentEmailHash };
}

function nextPhase(state: ConsentState, event: ConsentEvent): Phase {
  switch (event.type) {
    case 'DateOfBirthRecorded':
      return event.data.minor ? { status: 'awaiting', dateOfBirth: event.data.dateOfBirth } : { status: 'adult', dateOfBirth: event.data.dateOfBirth };
    case 'ParentalConsentRequested': {
      const { parentEmail, parentEmailHash, tokenHash, expiresAt } = event.data;
      const link = { parentEmail, parentEmailHash, tokenHash, expiresAt };
      if (state.status === 'given' || state.status === 'withdrawn') return { ...state, link };
      if (state.status !== 'awaiting') return state;
      return { status: 'awaiting', dateOfBirth: state.dateOfBirth, parentEmail, parentEmailHash, link };
    }
    case 'ConsentLinkClaimed':
      if ((state.status !== 'awaiting' && state.status !== 'given' && state.status !== 'withdrawn') || state.link?.tokenHash !== event.data.tokenHash) return state;
      return { ...state, link: { ...state.link, claim: { parentId: event.data.parentId, at: event.data.claimedAt } } };
    case 'ParentalConsentGiven': {
      // The parent who consents is whoever the link went to: the first parent, the same one again, or a confirmed change.
      if (state.status !== 'awaiting' && state.status !== 'given' && state.status !== 'withdrawn') return state;
      const to = state.link ?? (state.parentEmail && state.parentEmailHash ? { parentEmail: state.parentEmail, parentEmailHash: state.parentEmailHash } : undefined);
      if (!to) return state;
      return { status: 'given', dateOfBirth: state.dateOfBirth, parentId: event.data.parentId, parentEmail: to.parentEmail, parentEmailHash: to.parentEmailHash };
    }
    case 'ParentalConsentRefused':
      return { status: 'refused' };
    case 'ParentalConsentWithdrawn':
      return state.status === 'given' ? { ...state, status: 'withdrawn' } : state;
    case 'ParentChangeRequested': {
      if (state.status !== 'given' && state.status !== 'withdrawn') return state;
      const { parentEmail, parentEmailHash, requestedAt } = event.data;
      const change = { parentEmail, parentEmailHash, requestedAt, confirmed: false };
      // A new request replaces the one before, and the link a confirmed change had sent stops working.
      const changeLink = state.link && state.link.parentEmailHash === state.change?.parentEmailHash;
      return changeLink ? { ...consentedOnly(state), change } : { ...state, change };
    }
    case 'ParentChangeConfirmed':
      if ((state.status !== 'given' && state.status !== 'withdrawn') || !state.change) return state;
      return { ...state, change: { ...state.change, confirmed: true } };
    case 'ParentChangeRefused':
      if (state.status !== 'given' && state.status !== 'withdrawn') return state;
      return consentedOnly(state);
    case 'ParentAskedToBook':
      return state;
    case 'ConsentMailHeldBack':
      if (state.status !== 'awaiting') return state;
      return { status: 'awaiting', dateOfBirth: state.dateOfBirth, parentEmail: event.data.parentEmail, parentEmailHash: event.data.parentEmailHash };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A consent e-mail the event records, for the limits: when it went (a link's expiry less its life) and to whom. */
function mailOf(event: ConsentEvent): { at: string; to: string } | undefined {
  if (event.type === 'ParentalConsentRequested') return { at: new Date(new Date(event.data.expiresAt).getTime() - CONSENT_LINK_MS).toISOString(), to: event.data.parentEmailHash };
  if (event.type === 'ParentChangeRequested') return { at: event.data.requestedAt, to: event.data.parentEmailHash };
  return undefined;
}

const askedOf = ({ counsellorId, packageId, date, slot, pricePaise, askedAt }: Extract<ConsentEvent, { type: 'ParentAskedToBook' }>['data']): AskedSession => ({
  counsellorId,
  packageId,
  date,
  slot,
  pricePaise,
  askedAt,
});

export function evolveConsent(state: ConsentState, event: ConsentEvent): ConsentState {
  const mail = mailOf(event);
  const mailedAt = mail ? [...state.mailedAt, mail.at] : state.mailedAt;
  const to = mail?.to ?? (event.type === 'ConsentMailHeldBack' ? event.data.parentEmailHash : undefined); // given, though not mailed
  const addresses = to && !state.addresses.includes(to) ? [...state.addresses, to] : state.addresses;
  const asked = event.type === 'ParentAskedToBook' ? askedOf(event.data) : state.asked;
  const opened = event.type === 'ParentalConsentGiven' && (state.status === 'awaiting' || state.status === 'withdrawn');
  const bookingOpenedAt = opened ? event.data.givenAt : state.bookingOpenedAt;
  return { ...nextPhase(state, event), mailedAt, addresses, asked, bookingOpenedAt };
}

export const consentStream = (studentId: string) => `consent-${studentId}`;
