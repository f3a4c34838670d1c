// When a claim on a slot keeps it from others: a booking always; a hold until its instant. The day streams decide with
// this rule and the open-slots read filters with it, so both agree on what is taken.
export interface StandingTerms {
  booked: boolean;
  /** A hold lapses at this instant unless the slot was booked. */
  holdUntil: string | null;
}

export const claimStands = (claim: StandingTerms, now: Date): boolean => claim.booked || (claim.holdUntil !== null && Date.parse(claim.holdUntil) > now.getTime());
