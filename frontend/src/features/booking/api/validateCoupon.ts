// POST /api/coupons/validate (public-area §7): {code, amount (the package price, rupees), packageId}. Quotes only;
// the coupon is redeemed when the payment is confirmed.
import { useMutation } from '@tanstack/react-query';
import { validateCouponRequest, type ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import type { z } from 'zod';
import { apiRequest, typed } from '../../../lib/apiClient';

export type ValidateCouponInput = z.input<typeof validateCouponRequest>;

export function validateCoupon(input: ValidateCouponInput): Promise<ValidateCouponResponse> {
  return apiRequest('/api/coupons/validate', typed<ValidateCouponResponse>(), { method: 'POST', json: validateCouponRequest.parse(input) });
}

/** Invalidates nothing: a quote changes no data. */
export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
