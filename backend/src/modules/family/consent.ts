// A student's age and their parent's consent: the stream `consent-{studentId}`, its state and evolve. Sealed fields
// (the date of birth, the parent's e-mail) stay sealed here; the use cases open them when they must.
import type { ConsentEvent } from '@margdarshak/contracts/events/family';

/** The latest link sent: only this one works, once, until it expires. */
export interface PendingLink {
  tokenHash: string;
  expiresAt: string;
}

interface Parent {
  /** Sealed with the student's key. */
  parentEmail: string;
  parentEmailHash: string;
}

export type ConsentState =
  | { status: 'unknown' }
  | { status: 'adult'; dateOfBirth: string }
  /** Under 18 and no parent has consented yet: `link` is absent only between the two events of a first request. */
  | ({ status: 'awaiting'; dateOfBirth: string; link?: PendingLink } & Partial<Parent>)
  | ({ status: 'given'; dateOfBirth: string; parentId: string } & Parent)
  | ({ status: 'withdrawn'; dateOfBirth: string; parentId: string } & Parent)
  | { status: 'refused' };

export const initialConsentState: ConsentState = { status: 'unknown' };

export function evolveConsent(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'DateOfBirthRecorded':
      return event.data.minor ? { status: 'awaiting', dateOfBirth: event.data.dateOfBirth } : { status: 'adult', dateOfBirth: event.data.dateOfBirth };
    case 'ParentalConsentRequested': {
      if (state.status !== 'awaiting' && state.status !== 'withdrawn') return state;
      const { parentEmail, parentEmailHash, tokenHash, expiresAt } = event.data;
      // A request after a withdrawal asks the parent again: the child waits for them as at first.
      return { status: 'awaiting', dateOfBirth: state.dateOfBirth, parentEmail, parentEmailHash, link: { tokenHash, expiresAt } };
    }
    case 'ParentalConsentGiven':
      if (state.status !== 'awaiting' || !state.parentEmail || !state.parentEmailHash) return state;
      return { status: 'given', dateOfBirth: state.dateOfBirth, parentId: event.data.parentId, parentEmail: state.parentEmail, parentEmailHash: state.parentEmailHash };
    case 'ParentalConsentRefused':
      return { status: 'refused' };
    case 'ParentalConsentWithdrawn':
      return state.status === 'given' ? { ...state, status: 'withdrawn' } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const consentStream = (studentId: string) => `consent-${studentId}`;
