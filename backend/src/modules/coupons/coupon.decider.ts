// Coupon rules: admins create, change and deactivate terms; a booking redeems once, within the limits, decided on the
// coupon's own stream so that concurrent redemptions of a last use cannot both pass; a booking that ends unconfirmed
// gives its use back, once.
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import { couponRefusalMessage, priceWithCoupon, type CouponRefusal, type CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import { ConflictError, DomainError } from '../../platform/http/errors';
import { usageOf, type CouponState } from './coupon';

type PackageType = CouponTerms['packageTypes'][number];

export type CouponCommand =
  | { type: 'Create'; couponId: string; terms: CouponTerms }
  | { type: 'Update'; terms: CouponTerms }
  | { type: 'Deactivate' }
  /** `discountPaise` is what the booking was charged: quoted at its order, by the same rule, under the terms of then. */
  | { type: 'Redeem'; bookingId: string; studentId: string; pricePaise: number; packageType: PackageType; discountPaise: number }
  /** The booking that redeemed it ended without ever being confirmed: its use counts no more. */
  | { type: 'ReturnUse'; bookingId: string };

/** Status per refusal: 404 no such code, 409 used up (it was fine a moment ago: a race or a limit reached), 422 the terms. */
export const refusalStatus = (refusal: CouponRefusal): 404 | 409 | 422 => (refusal === 'unknown' ? 404 : refusal === 'used_up' ? 409 : 422);

export const refusalError = (refusal: CouponRefusal, terms?: CouponTerms | null) => new DomainError(`COUPON_${refusal.toUpperCase()}`, couponRefusalMessage(refusal, terms), refusalStatus(refusal));

// Field by field: terms read back from the log need not keep their keys in the same order.
const everyTerm: Record<keyof CouponTerms, true> = {
  code: true,
  kind: true,
  value: true,
  maxDiscountPaise: true,
  minAmountPaise: true,
  validFrom: true,
  validUntil: true,
  totalLimit: true,
  perStudentLimit: true,
  packageTypes: true,
  active: true,
};
const termKeys = Object.keys(everyTerm) as (keyof CouponTerms)[];
const sameTerms = (a: CouponTerms, b: CouponTerms) => termKeys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

export function decideCoupon(command: CouponCommand, state: CouponState, now: Date): CouponEvent[] {
  if (command.type === 'Create') {
    if (state.terms) throw new ConflictError('COUPON_EXISTS', 'A coupon with this code already exists');
    return [{ type: 'CouponCreated', data: { couponId: command.couponId, terms: command.terms } }];
  }
  if (!state.terms || !state.couponId) throw refusalError('unknown');
  const { couponId, terms } = state;
  switch (command.type) {
    case 'Update': {
      // The code is the stream: it never changes.
      const next = { ...command.terms, code: terms.code };
      return sameTerms(next, terms) ? [] : [{ type: 'CouponUpdated', data: { couponId, terms: next } }];
    }
    case 'Deactivate':
      return terms.active ? [{ type: 'CouponUpdated', data: { couponId, terms: { ...terms, active: false } } }] : [];
    case 'Redeem': {
      if (state.redemptions.has(command.bookingId)) return [];
      if (state.returned.has(command.bookingId)) throw new ConflictError('COUPON_USE_RETURNED', 'This booking has ended; its coupon use was given back');
      // The coupon must still be usable (active, in date, within its limits); the discount recorded is the one charged,
      // even if an admin changed the terms while the student paid.
      const price = priceWithCoupon(terms, command.pricePaise, command.packageType, usageOf(state, command.studentId), now);
      if (!price.ok) throw refusalError(price.refusal, terms);
      return [{ type: 'CouponRedeemed', data: { couponId, code: terms.code, bookingId: command.bookingId, studentId: command.studentId, discountPaise: command.discountPaise } }];
    }
    case 'ReturnUse': {
      const redemption = state.redemptions.get(command.bookingId);
      if (!redemption) return []; // never redeemed (lost before its coupon was), or given back already
      return [{ type: 'CouponUseReturned', data: { couponId, code: terms.code, bookingId: command.bookingId, studentId: redemption.studentId } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
