// Coupon use cases. Quotes and redemptions read the coupon's own stream, so they agree with what a redemption decides.
import { randomUUID } from 'node:crypto';
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import { normaliseCode, priceWithCoupon, type CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import type { CouponInput } from '@margdarshak/contracts/api/coupons';
import type { AppDeps } from '../../app';
import { handleCommand, type Actor } from '../../platform/commandHandler';
import { couponStream, evolveCoupon, initialCoupon, usageOf, type CouponState } from './coupon';
import { decideCoupon, refusalError, type CouponCommand } from './coupon.decider';

type PackageType = CouponTerms['packageTypes'][number];
export interface CouponQuote {
  code: string;
  discountPaise: number;
  finalPaise: number;
  terms: CouponTerms;
}

const aggregate = { initialState: initialCoupon, evolve: evolveCoupon };
const run = (deps: AppDeps, code: string, command: CouponCommand, actor: Actor, skipReadWait = false) =>
  handleCommand<CouponState, CouponEvent>(deps, aggregate, couponStream(code), (state, now) => decideCoupon(command, state, now), actor, { skipReadWait });

async function load(deps: AppDeps, code: string): Promise<CouponState> {
  const events = await deps.eventStore.readStream(couponStream(code));
  return events.reduce((state, e) => evolveCoupon(state, { type: e.type, data: e.data } as CouponEvent), initialCoupon);
}

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

export async function createCoupon(deps: AppDeps, input: CouponInput, actor: Actor): Promise<string> {
  const couponId = randomUUID();
  const terms = termsFrom(input);
  await run(deps, terms.code, { type: 'Create', couponId, terms }, actor);
  return couponId;
}

export async function updateCoupon(deps: AppDeps, code: string, input: CouponInput, actor: Actor): Promise<void> {
  await run(deps, normaliseCode(code), { type: 'Update', terms: termsFrom(input) }, actor);
}

/** What the coupon takes off this price for this student now; throws the reason when it does not apply. */
export async function quoteCoupon(deps: AppDeps, input: { code: string; pricePaise: number; packageType: PackageType; studentId?: string }): Promise<CouponQuote> {
  const state = await load(deps, normaliseCode(input.code));
  if (!state.terms) throw refusalError('unknown');
  const price = priceWithCoupon(state.terms, input.pricePaise, input.packageType, usageOf(state, input.studentId), deps.clock.now());
  if (!price.ok) throw refusalError(price.refusal);
  return { code: state.terms.code, discountPaise: price.discountPaise, finalPaise: price.finalPaise, terms: state.terms };
}

/** Redeems for a booking at confirmation, which appends right after (so no read-model wait here); idempotent per booking. */
export async function redeemCoupon(deps: AppDeps, input: { code: string; bookingId: string; studentId: string; pricePaise: number; packageType: PackageType }, actor: Actor): Promise<void> {
  await run(deps, normaliseCode(input.code), { type: 'Redeem', bookingId: input.bookingId, studentId: input.studentId, pricePaise: input.pricePaise, packageType: input.packageType }, actor, true);
}
