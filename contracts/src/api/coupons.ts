// Coupon calls: the public validation (public-area §7) and the back office's coupons.
import { z } from 'zod';
import { businessInstant, uuidId } from './bounds';
import { MAX_PACKAGE_PRICE, packageTypeSchema } from './packages';

/** POST /api/coupons/validate: amount is the package price in rupees, as the spec sends it. */
export const validateCouponRequest = z.object({
  code: z.string('Please enter a valid coupon code').trim().min(1, 'Please enter a valid coupon code').max(40, 'Please enter a valid coupon code').toUpperCase(),
  amount: z.number('Amount must be a number').nonnegative('Amount must be a number').max(MAX_PACKAGE_PRICE, 'Amount must be a number'),
  packageId: uuidId('Package not found').optional(),
});

export const couponSummary = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  /** Percent, or rupees off. */
  value: z.number(),
  /** Rupees; null when uncapped. */
  maxDiscount: z.number().nullable(),
});
export type CouponSummary = z.infer<typeof couponSummary>;

/** The answer to a valid coupon: rupees, to the paisa; discountAmount + finalAmount is the package price. */
export const validateCouponResponse = z.object({
  coupon: couponSummary,
  discountAmount: z.number().nonnegative(),
  finalAmount: z.number().nonnegative(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;

const optionalDate = businessInstant
  .nullable()
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));
const optionalCount = z
  .number()
  .int('A whole number of uses')
  .positive('At least 1')
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** The back office's create and update body; money in rupees as the admin types it. */
export const couponInput = z
  .object({
    code: z
      .string('Enter a code')
      .trim()
      .min(3, 'At least 3 characters')
      .max(40, 'At most 40 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
      .toUpperCase(),
    kind: z.enum(['percent', 'flat'], 'Choose percent or rupees off'),
    value: z.number('Enter the discount').positive('Must be more than 0').max(MAX_PACKAGE_PRICE, `At most ${MAX_PACKAGE_PRICE}`),
    maxDiscount: z
      .number()
      .nonnegative('Cannot be negative')
      .max(MAX_PACKAGE_PRICE, `At most ${MAX_PACKAGE_PRICE}`)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    minAmount: z
      .number()
      .nonnegative('Cannot be negative')
      .max(MAX_PACKAGE_PRICE, `At most ${MAX_PACKAGE_PRICE}`)
      .nullable()
      .optional()
      .transform((v) => v ?? 0),
    validFrom: optionalDate,
    validUntil: optionalDate,
    totalLimit: optionalCount,
    perStudentLimit: optionalCount,
    packageTypes: z
      .array(packageTypeSchema)
      .max(3)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    active: z
      .boolean()
      .optional()
      .transform((v) => v ?? true),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  .refine((c) => Math.abs(c.value * 100 - Math.round(c.value * 100)) < 1e-6, { message: 'Use at most two decimals, e.g. 12.5', path: ['value'] })
  .refine((c) => !c.validFrom || !c.validUntil || c.validFrom < c.validUntil, { message: 'Must end after it starts', path: ['validUntil'] });
export type CouponInput = z.output<typeof couponInput>;

export interface AdminCoupon {
  id: string;
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  maxDiscount: number | null;
  minAmount: number;
  validFrom: string | null;
  validUntil: string | null;
  totalLimit: number | null;
  perStudentLimit: number | null;
  packageTypes: ('basic' | 'advanced' | 'comprehensive')[];
  active: boolean;
  uses: number;
  createdAt: string;
}
