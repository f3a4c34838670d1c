// The rules of one day of sessions that bookings claim: a hold, which lapses at a set instant unless its booking is
// paid, or a booking. A claim is the time its session occupies (its start and the 60 minutes after), not its label:
// another booking's standing claim that shares a minute with it refuses it. A counsellor's day and a student's day both
// decide with these rules, each on its own stream, so neither a counsellor nor a student can be given two sessions that
// overlap, whatever hours are set. Claims stay keyed by the slot's label, which names its start.
import { claimStands, type StandingTerms } from '@margdarshak/contracts/schedule/claims';
import { slotsOverlap } from '@margdarshak/contracts/schedule/slots';

export interface SlotClaim extends StandingTerms {
  bookingId: string;
}

export type Claims = ReadonlyMap<string, SlotClaim>;
export const noClaims: Claims = new Map();

export type ClaimChange =
  | { kind: 'held'; slot: string; bookingId: string; holdUntil: string }
  | { kind: 'booked'; slot: string; bookingId: string }
  | { kind: 'released'; slot: string; bookingId: string };

export function applyClaim(claims: Claims, change: ClaimChange): Claims {
  const next = new Map(claims);
  switch (change.kind) {
    case 'held':
      next.set(change.slot, { bookingId: change.bookingId, booked: false, holdUntil: change.holdUntil });
      return next;
    case 'booked':
      next.set(change.slot, { bookingId: change.bookingId, booked: true, holdUntil: null });
      return next;
    case 'released':
      if (next.get(change.slot)?.bookingId === change.bookingId) next.delete(change.slot);
      return next;
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
}

/** The claim that still stands at `now`: a booking, or a hold that has not lapsed. */
export function liveClaim(claims: Claims, slot: string, now: Date): SlotClaim | undefined {
  const claim = claims.get(slot);
  return claim && claimStands(claim, now) ? claim : undefined;
}

/** The claims standing at `now` whose time overlaps `slot`'s (its own label included), with their labels. */
export function overlappingClaims(claims: Claims, slot: string, now: Date): (SlotClaim & { slot: string })[] {
  return [...claims].flatMap(([other, claim]) => (claimStands(claim, now) && slotsOverlap(slot, other) ? [{ ...claim, slot: other }] : []));
}

/** Refuses when a claim of another booking that stands now overlaps `slot`'s time. */
function mustBeFree(claims: Claims, slot: string, bookingId: string, now: Date, taken: () => Error): void {
  if (overlappingClaims(claims, slot, now).some((claim) => claim.bookingId !== bookingId)) throw taken();
}

/** Whether `bookingId` must record a hold on `slot`: not when it holds it already; `taken` when another claim overlaps. */
export function needsHold(claims: Claims, slot: string, bookingId: string, now: Date, taken: () => Error): boolean {
  if (liveClaim(claims, slot, now)?.bookingId === bookingId) return false;
  mustBeFree(claims, slot, bookingId, now, taken);
  return true;
}

/** Whether a paid `bookingId` must record the booking: its own hold (even a lapsed one), or a time nobody else claims now. */
export function needsBooking(claims: Claims, slot: string, bookingId: string, now: Date, taken: () => Error): boolean {
  const own = claims.get(slot);
  if (own?.bookingId === bookingId && own.booked) return false;
  mustBeFree(claims, slot, bookingId, now, taken);
  return true;
}

/** Whether `bookingId` has a claim on `slot` to release. */
export const needsRelease = (claims: Claims, slot: string, bookingId: string): boolean => claims.get(slot)?.bookingId === bookingId;
