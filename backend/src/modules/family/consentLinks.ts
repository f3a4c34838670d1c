// The rules of a consent link, pure: which link works, what it asks (a first consent, the same parent again after a
// withdrawal, or another parent instead), who may consent with it, and how long a parent's claim on it holds.
import { CONSENT_LINK_GONE } from '@margdarshak/contracts/api/family';
import { CONSENT_BEING_GIVEN, CONSENT_CLAIM_HOLD_MS } from '@margdarshak/contracts/family/consentLimits';
import { DomainError, ForbiddenError } from '../../platform/http/errors';
import type { ConsentState, PendingLink } from './consent';

export type LinkKind = 'first' | 'again' | 'change';

export const ONLY_THE_PARENT_WHO_WITHDREW =
  'Only the parent who withdrew their consent can give it again. If another parent or guardian should consent, your child can ask for that from their dashboard.';

const linkGone = () => new DomainError('CONSENT_LINK_GONE', CONSENT_LINK_GONE, 410);

/** What the state's latest link asks for, or undefined when there is none. */
export function linkKind(state: ConsentState): LinkKind | undefined {
  switch (state.status) {
    case 'awaiting':
      return state.link ? 'first' : undefined;
    case 'given':
    case 'withdrawn':
      if (!state.link) return undefined;
      if (state.change?.confirmed && state.link.parentEmailHash === state.change.parentEmailHash) return 'change';
      return state.status === 'withdrawn' && state.link.parentEmailHash === state.parentEmailHash ? 'again' : undefined;
    case 'unknown':
    case 'adult':
    case 'refused':
      return undefined;
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

/** The link the parent opened, while it is the latest one sent and unexpired (410 otherwise), and what it asks. */
export function openLink(state: ConsentState, tokenHash: string, now: Date): { link: PendingLink; kind: LinkKind } {
  const kind = linkKind(state);
  const link = 'link' in state ? state.link : undefined;
  if (!kind || !link || link.tokenHash !== tokenHash || new Date(link.expiresAt) <= now) throw linkGone();
  return { link, kind };
}

/** After a withdrawal, the link to the same address works for the parent who withdrew and nobody else. */
export function assertMayConsent(state: ConsentState, kind: LinkKind, parentId: string): void {
  if (kind === 'again' && state.status === 'withdrawn' && state.parentId !== parentId) throw new ForbiddenError(ONLY_THE_PARENT_WHO_WITHDREW);
}

/** A parent's fresh claim on the latest link holds off a new link until they finish (or the hold runs out). */
export function assertNoConsentUnderWay(state: ConsentState, now: Date): void {
  const claim = 'link' in state ? state.link?.claim : undefined;
  if (claim && now.getTime() - new Date(claim.at).getTime() < CONSENT_CLAIM_HOLD_MS) throw new DomainError('CONSENT_BEING_GIVEN', CONSENT_BEING_GIVEN, 409);
}

const linkInUse = () => new DomainError('CONSENT_LINK_IN_USE', 'This link is being used in another window at this moment. Please wait a few minutes and try again.', 409);

/**
 * Taking the link: refused while another attempt's claim is fresh, so two 'give' clicks cannot take it from each other
 * (the loser would be left with an account and no consent); a claim older than the hold was left by a crash and is
 * taken over. The same parent's retry keeps their claim.
 */
export function assertMayClaim(link: PendingLink, parentId: string, now: Date): void {
  const claim = link.claim;
  if (claim && claim.parentId !== parentId && now.getTime() - new Date(claim.at).getTime() < CONSENT_CLAIM_HOLD_MS) throw linkInUse();
}

/** Giving consent on a link needs the giver's own claim on it: a claim by another attempt means one is under way. */
export function assertClaimedBy(link: PendingLink, parentId: string): void {
  if (link.claim?.parentId !== parentId) throw linkInUse();
}

export { linkGone };
