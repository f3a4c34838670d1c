// Two coupons to try the booking flow with.
import type { z } from 'zod';
import type { couponInput } from '@margdarshak/contracts/api/coupons';

export const demoCoupons: z.input<typeof couponInput>[] = [
  // 10% off any package, at most ₹300 off.
  { code: 'WELCOME10', kind: 'percent', value: 10, maxDiscount: 300 },
  // ₹500 off the advanced and comprehensive packages, once per student, 100 uses in all.
  { code: 'FIRST500', kind: 'flat', value: 500, minAmount: 1500, totalLimit: 100, perStudentLimit: 1, packageTypes: ['advanced', 'comprehensive'] },
];
