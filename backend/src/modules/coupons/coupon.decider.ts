// Coupon rules: admins create and change terms; a booking redeems once, within the limits, decided on the stream.
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import { couponRefusalMessages, priceWithCoupon, type CouponRefusal, type CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import { ConflictError, DomainError, NotFoundError } from '../../platform/http/errors';
import { usageOf, type CouponState } from './coupon';

export type CouponCommand =
  | { type: 'Create'; couponId: string; terms: CouponTerms }
  | { type: 'Update'; terms: CouponTerms }
  | { type: 'Redeem'; bookingId: string; studentId: string; pricePaise: number; packageType: CouponTerms['packageTypes'][number] };

/** used_up is a conflict (it was fine a moment ago); the other refusals are the coupon's terms. */
export const refusalError = (refusal: CouponRefusal | 'unknown') =>
  refusal === 'unknown' ? new NotFoundError(couponRefusalMessages.unknown) : new DomainError(`COUPON_${refusal.toUpperCase()}`, couponRefusalMessages[refusal], refusal === 'used_up' ? 409 : 422);

export function decideCoupon(command: CouponCommand, state: CouponState, now: Date): CouponEvent[] {
  if (command.type === 'Create') {
    if (state.terms) throw new ConflictError('COUPON_EXISTS', 'A coupon with this code already exists');
    return [{ type: 'CouponCreated', data: { couponId: command.couponId, terms: command.terms } }];
  }
  if (!state.terms || !state.couponId) throw refusalError('unknown');
  switch (command.type) {
    case 'Update':
      return [{ type: 'CouponUpdated', data: { couponId: state.couponId, terms: { ...command.terms, code: state.terms.code } } }];
    case 'Redeem': {
      if (state.redemptions.has(command.bookingId)) return [];
      const price = priceWithCoupon(state.terms, command.pricePaise, command.packageType, usageOf(state, command.studentId), now);
      if (!price.ok) throw refusalError(price.refusal);
      return [{ type: 'CouponRedeemed', data: { couponId: state.couponId, code: state.terms.code, bookingId: command.bookingId, studentId: command.studentId, discountPaise: price.discountPaise } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
