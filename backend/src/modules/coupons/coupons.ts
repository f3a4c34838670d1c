// Coupon use cases, and what the booking module calls. Quotes and redemptions read the coupon's own stream (never the
// read model), so a quote agrees with what a redemption decides.
//
// Refusals are DomainErrors with the reason's sentence: 404 unknown code, 409 used up, 422 any other term (inactive,
// not yet valid, expired, already used by this student, below the minimum, not for this package).
import { randomUUID } from 'node:crypto';
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import { normaliseCode, priceWithCoupon, type CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import type { CouponInput } from '@margdarshak/contracts/api/coupons';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import { couponStream, evolveCoupon, initialCoupon, usageOf, type CouponState } from './coupon';
import { decideCoupon, refusalError, type CouponCommand } from './coupon.decider';

type PackageType = CouponTerms['packageTypes'][number];

export interface CouponPriced {
  code: string;
  discountPaise: number;
  finalPaise: number;
}
export interface CouponQuote extends CouponPriced {
  terms: CouponTerms;
}

const aggregate = { initialState: initialCoupon, evolve: evolveCoupon };
const run = (deps: AppDeps, code: string, command: CouponCommand, actor: Actor, skipReadWait = false) =>
  handleCommand<CouponState, CouponEvent>(deps, aggregate, couponStream(code), (state, now) => decideCoupon(command, state, now), actor, { skipReadWait });

const load = (deps: AppDeps, code: string): Promise<CouponState> => loadState(deps.eventStore, aggregate, couponStream(code));

export function termsFrom(input: CouponInput): CouponTerms {
  return {
    code: normaliseCode(input.code),
    kind: input.kind,
    value: input.value,
    maxDiscountPaise: input.maxDiscount === null ? null : Math.round(input.maxDiscount * 100),
    minAmountPaise: Math.round(input.minAmount * 100),
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    totalLimit: input.totalLimit,
    perStudentLimit: input.perStudentLimit,
    packageTypes: input.packageTypes,
    active: input.active,
  };
}

/** Creates coupon-{CODE}; a code already taken is a 409. Answers the new coupon's id. */
export async function createCoupon(deps: AppDeps, input: CouponInput, actor: Actor): Promise<string> {
  const couponId = randomUUID();
  const terms = termsFrom(input);
  await run(deps, terms.code, { type: 'Create', couponId, terms }, actor);
  return couponId;
}

/** Replaces the terms (the code stays); unchanged terms write nothing. */
export async function updateCoupon(deps: AppDeps, code: string, input: CouponInput, actor: Actor): Promise<void> {
  await run(deps, normaliseCode(code), { type: 'Update', terms: termsFrom(input) }, actor);
}

/** Students can no longer apply it; its redemptions stay on record. */
export async function deactivateCoupon(deps: AppDeps, code: string, actor: Actor): Promise<void> {
  await run(deps, normaliseCode(code), { type: 'Deactivate' }, actor);
}

/** What the coupon takes off this price for this student now; throws the reason when it does not apply. */
export async function quoteCoupon(deps: AppDeps, input: { code: string; pricePaise: number; packageType: PackageType; studentId?: string }): Promise<CouponQuote> {
  const state = await load(deps, normaliseCode(input.code));
  const price = priceWithCoupon(state.terms, input.pricePaise, input.packageType, usageOf(state, input.studentId), deps.clock.now());
  if (!price.ok || !state.terms) throw refusalError(price.ok ? 'unknown' : price.refusal, state.terms);
  return { code: state.terms.code, discountPaise: price.discountPaise, finalPaise: price.finalPaise, terms: state.terms };
}

/**
 * Redeems for a booking at confirmation, within the limits, at the coupon stream's expected revision (a concurrent
 * redemption makes this one decide again on the new state). Idempotent per booking: a repeat answers the discount
 * recorded the first time. Skips the read-model wait: the booking appends right after.
 */
export async function redeemCoupon(
  deps: AppDeps,
  input: { code: string; bookingId: string; studentId: string; pricePaise: number; packageType: PackageType; discountPaise: number },
  actor: Actor,
): Promise<CouponPriced> {
  const code = normaliseCode(input.code);
  const { events } = await run(
    deps,
    code,
    { type: 'Redeem', bookingId: input.bookingId, studentId: input.studentId, pricePaise: input.pricePaise, packageType: input.packageType, discountPaise: input.discountPaise },
    actor,
    true,
  );
  const redeemed = events.find((e) => e.type === 'CouponRedeemed');
  const discountPaise = redeemed?.type === 'CouponRedeemed' ? redeemed.data.discountPaise : (await load(deps, code)).redemptions.get(input.bookingId)?.discountPaise;
  if (discountPaise === undefined) throw refusalError('unknown');
  return { code, discountPaise, finalPaise: input.pricePaise - discountPaise };
}

/**
 * Gives back the use a booking redeemed, when that booking ended without ever being confirmed (the coupon-returns
 * processor's step). A no-op when it never redeemed or was given back already.
 */
export async function returnCouponUse(deps: AppDeps, input: { code: string; bookingId: string }, actor: Actor): Promise<void> {
  await run(deps, normaliseCode(input.code), { type: 'ReturnUse', bookingId: input.bookingId }, actor, true);
}
