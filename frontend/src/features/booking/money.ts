// The booking summary's money (public-area §9): the price is whole rupees, a coupon answers rupees to the paisa, and the
// order is placed in paise. Everything is turned into integer paise once, here, so the page never adds floats.
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';

/** Rupees (to the paisa) as whole paise: 1799.1 -> 179910, never 179909.99999. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

export interface PaymentSummary {
  pricePaise: number;
  discountPaise: number;
  /** What the order is placed for: the price less the discount, never below zero nor above the price. */
  totalPaise: number;
}

/** The lines of the payment summary for a package price in rupees and the coupon the server validated, if any. */
export function paymentSummary(priceRupees: number, coupon: Pick<ValidateCouponResponse, 'discountAmount'> | null): PaymentSummary {
  const pricePaise = Math.max(0, toPaise(priceRupees));
  const discountPaise = coupon ? Math.min(pricePaise, Math.max(0, toPaise(coupon.discountAmount))) : 0;
  return { pricePaise, discountPaise, totalPaise: pricePaise - discountPaise };
}
