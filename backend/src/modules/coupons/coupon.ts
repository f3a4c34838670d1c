// A coupon's state: its terms and who has redeemed it, folded from stream coupon-{CODE}.
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import type { CouponTerms } from '@margdarshak/contracts/coupons/pricing';

export interface CouponState {
  couponId: string | null;
  terms: CouponTerms | null;
  /** bookingId -> studentId, and the discount each got: the uses spent. */
  redemptions: Map<string, { studentId: string; discountPaise: number }>;
  /** Bookings whose use was given back (they ended unconfirmed): such a booking never redeems again. */
  returned: ReadonlySet<string>;
}

export const initialCoupon: CouponState = { couponId: null, terms: null, redemptions: new Map(), returned: new Set() };

export const couponStream = (code: string) => `coupon-${code}`;

export function evolveCoupon(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'CouponCreated':
    case 'CouponUpdated':
      return { ...state, couponId: event.data.couponId, terms: event.data.terms };
    case 'CouponRedeemed': {
      const redemptions = new Map(state.redemptions);
      redemptions.set(event.data.bookingId, { studentId: event.data.studentId, discountPaise: event.data.discountPaise });
      return { ...state, redemptions };
    }
    case 'CouponUseReturned': {
      const redemptions = new Map(state.redemptions);
      redemptions.delete(event.data.bookingId);
      return { ...state, redemptions, returned: new Set(state.returned).add(event.data.bookingId) };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function usageOf(state: CouponState, studentId: string | undefined) {
  const all = [...state.redemptions.values()];
  return { total: all.length, byStudent: studentId ? all.filter((r) => r.studentId === studentId).length : 0 };
}
