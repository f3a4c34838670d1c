// What a coupon takes off a price, in integer paise: percent or flat, capped, inside its window, for its packages,
// within its limits. One pure rule for the validate call, the order and the redemption.
import { MIN_CHARGE_PAISE, formatPaise } from '../money';

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent (1 to 100) or flat rupees. */
  value: number;
  maxDiscountPaise: number | null;
  minAmountPaise: number;
  /** The window is [validFrom, validUntil): open at validFrom, closed from validUntil on. */
  validFrom: string | null;
  validUntil: string | null;
  totalLimit: number | null;
  perStudentLimit: number | null;
  /** Empty: every package. */
  packageTypes: ('basic' | 'advanced' | 'comprehensive')[];
  active: boolean;
}

export interface CouponUsage {
  total: number;
  byStudent: number;
}

export type CouponRefusal = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'used_up' | 'used_by_you' | 'below_minimum' | 'wrong_package';

export const couponRefusalMessages: Record<CouponRefusal, string> = {
  unknown: 'This coupon code does not exist',
  inactive: 'This coupon is no longer active',
  not_started: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been fully used',
  used_by_you: 'You have already used this coupon',
  below_minimum: 'This coupon needs a higher order amount',
  wrong_package: 'This coupon is not valid for this package',
};

/** The refusal in a sentence; a minimum names its amount when the terms are known. */
export function couponRefusalMessage(refusal: CouponRefusal, terms?: CouponTerms | null): string {
  if (refusal === 'below_minimum' && terms) {
    return `This coupon applies to packages of ${formatPaise(terms.minAmountPaise)} or more`;
  }
  return couponRefusalMessages[refusal];
}

export type CouponPrice = { ok: true; discountPaise: number; finalPaise: number } | { ok: false; refusal: CouponRefusal };

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The one rounding rule for a percentage of a price, in whole numbers only: the rate is taken in hundredths of a percent
 * (the back office accepts two decimals), and the discount is price × hundredths ÷ 10,000 rounded down to the paisa, so
 * the student never gets more off than the stated rate and never a paisa less than its whole part. No floating point
 * touches the money: 2.3% of ₹1,000 is exactly ₹23 (in floating point it came to ₹22.99).
 *
 * The rate is floored to its hundredths, never rounded: a coupon saved before the two-decimal rule with a third decimal
 * (2.346%) takes 2.34%, never 2.35%. The 1e-9 only absorbs binary floating point (2.3 × 100 is 229.99999999999997); a
 * rate of at most three decimals is at least 0.1 hundredths away from the next whole one, far above it.
 */
export function percentOfPaise(pricePaise: number, percent: number): number {
  const hundredths = Math.floor(percent * 100 + 1e-9);
  return Number((BigInt(pricePaise) * BigInt(hundredths)) / 10_000n);
}

/** `terms` is null when no coupon has this code. `pricePaise` is a whole, non-negative number of paise. */
export function priceWithCoupon(terms: CouponTerms | null, pricePaise: number, packageType: CouponTerms['packageTypes'][number], usage: CouponUsage, now: Date): CouponPrice {
  if (!terms) return { ok: false, refusal: 'unknown' };
  if (!terms.active) return { ok: false, refusal: 'inactive' };
  if (terms.validFrom && now.getTime() < Date.parse(terms.validFrom)) return { ok: false, refusal: 'not_started' };
  if (terms.validUntil && now.getTime() >= Date.parse(terms.validUntil)) return { ok: false, refusal: 'expired' };
  if (terms.packageTypes.length > 0 && !terms.packageTypes.includes(packageType)) return { ok: false, refusal: 'wrong_package' };
  if (pricePaise < terms.minAmountPaise) return { ok: false, refusal: 'below_minimum' };
  if (terms.totalLimit !== null && usage.total >= terms.totalLimit) return { ok: false, refusal: 'used_up' };
  if (terms.perStudentLimit !== null && usage.byStudent >= terms.perStudentLimit) return { ok: false, refusal: 'used_by_you' };
  const raw = terms.kind === 'percent' ? percentOfPaise(pricePaise, terms.value) : Math.round(terms.value * 100);
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  const discountPaise = Math.max(0, Math.min(pricePaise, capped));
  const finalPaise = pricePaise - discountPaise;
  // Less than ₹1 left cannot be charged (₹1,998.50 off ₹1,999, or 99.99%): the coupon pays the whole price and the session
  // is booked at ₹0, the one case where a coupon takes more than its terms say (under ₹1 more).
  if (finalPaise > 0 && finalPaise < MIN_CHARGE_PAISE) return { ok: true, discountPaise: pricePaise, finalPaise: 0 };
  return { ok: true, discountPaise, finalPaise };
}
