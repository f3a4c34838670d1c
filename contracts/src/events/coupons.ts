// Coupons (stream coupon-{CODE}): the code is the stream, so two coupons cannot share one; redemptions are appended to
// it at the expected revision, so a limit's last use goes to one booking only. A use is given back when its booking
// ends without ever being confirmed.
import { z } from 'zod';

export const couponTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().positive(),
  maxDiscountPaise: z.number().int().nonnegative().nullable(),
  minAmountPaise: z.number().int().nonnegative(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  totalLimit: z.number().int().positive().nullable(),
  perStudentLimit: z.number().int().positive().nullable(),
  packageTypes: z.array(z.enum(['basic', 'advanced', 'comprehensive'])),
  active: z.boolean(),
});

export const couponEvents = {
  CouponCreated: { version: 1, schema: z.object({ couponId: z.uuid(), terms: couponTermsSchema }) },
  CouponUpdated: { version: 1, schema: z.object({ couponId: z.uuid(), terms: couponTermsSchema }) },
  CouponRedeemed: { version: 1, schema: z.object({ couponId: z.uuid(), code: z.string(), bookingId: z.uuid(), studentId: z.uuid(), discountPaise: z.number().int().nonnegative() }) },
  /** A use given back: the booking that redeemed it ended without ever being confirmed (lost or given up while booking). */
  CouponUseReturned: { version: 1, schema: z.object({ couponId: z.uuid(), code: z.string(), bookingId: z.uuid(), studentId: z.uuid() }) },
} as const;

type EventOf<Type extends keyof typeof couponEvents> = { type: Type; data: z.infer<(typeof couponEvents)[Type]['schema']> };
export type CouponEvent = EventOf<'CouponCreated'> | EventOf<'CouponUpdated'> | EventOf<'CouponRedeemed'> | EventOf<'CouponUseReturned'>;
