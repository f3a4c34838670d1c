import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceWithCoupon, type CouponTerms } from './pricing';

const now = new Date('2026-11-23T06:00:00Z');
const terms: fc.Arbitrary<CouponTerms> = fc.record({
  code: fc.constant('SAVE'),
  kind: fc.constantFrom('percent' as const, 'flat' as const),
  value: fc.integer({ min: 1, max: 100 }),
  maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  minAmountPaise: fc.constant(0),
  validFrom: fc.constant(null),
  validUntil: fc.constant(null),
  totalLimit: fc.constant(null),
  perStudentLimit: fc.constant(null),
  packageTypes: fc.constant([]),
  active: fc.constant(true),
});
const price = fc.integer({ min: 0, max: 10_000_000 });

describe('coupon pricing', () => {
  it('never goes below zero or above the price, adds up exactly, in whole paise', () => {
    fc.assert(
      fc.property(terms, price, (t, p) => {
        const result = priceWithCoupon(t, p, 'basic', { total: 0, byStudent: 0 }, now);
        if (!result.ok) throw new Error('refused');
        expect(Number.isInteger(result.discountPaise) && Number.isInteger(result.finalPaise)).toBe(true);
        expect(result.discountPaise).toBeGreaterThanOrEqual(0);
        expect(result.finalPaise).toBeGreaterThanOrEqual(0);
        expect(result.finalPaise).toBeLessThanOrEqual(p);
        expect(result.discountPaise + result.finalPaise).toBe(p);
        if (t.maxDiscountPaise !== null) expect(result.discountPaise).toBeLessThanOrEqual(t.maxDiscountPaise);
      }),
    );
  });

  it('takes a percent discount that never shrinks as the price grows', () => {
    fc.assert(
      fc.property(terms, price, price, (t, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const discount = (p: number) => {
          const r = priceWithCoupon({ ...t, kind: 'percent' }, p, 'basic', { total: 0, byStudent: 0 }, now);
          return r.ok ? r.discountPaise : -1;
        };
        expect(discount(high)).toBeGreaterThanOrEqual(discount(low));
      }),
    );
  });

  it('says why a coupon does not apply', () => {
    const base: CouponTerms = { code: 'X', kind: 'flat', value: 500, maxDiscountPaise: null, minAmountPaise: 150_000, validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-12-01T00:00:00Z', totalLimit: 10, perStudentLimit: 1, packageTypes: ['advanced'], active: true };
    const usage = { total: 0, byStudent: 0 };
    expect(priceWithCoupon(base, 199_900, 'advanced', usage, now)).toEqual({ ok: true, discountPaise: 50_000, finalPaise: 149_900 });
    expect(priceWithCoupon({ ...base, active: false }, 199_900, 'advanced', usage, now)).toEqual({ ok: false, refusal: 'inactive' });
    expect(priceWithCoupon(base, 199_900, 'advanced', usage, new Date('2026-12-01T00:00:00Z'))).toEqual({ ok: false, refusal: 'expired' });
    expect(priceWithCoupon(base, 199_900, 'advanced', usage, new Date('2026-10-01T00:00:00Z'))).toEqual({ ok: false, refusal: 'not_started' });
    expect(priceWithCoupon(base, 199_900, 'basic', usage, now)).toEqual({ ok: false, refusal: 'wrong_package' });
    expect(priceWithCoupon(base, 99_900, 'advanced', usage, now)).toEqual({ ok: false, refusal: 'below_minimum' });
    expect(priceWithCoupon(base, 199_900, 'advanced', { total: 10, byStudent: 0 }, now)).toEqual({ ok: false, refusal: 'used_up' });
    expect(priceWithCoupon(base, 199_900, 'advanced', { total: 1, byStudent: 1 }, now)).toEqual({ ok: false, refusal: 'used_by_you' });
    expect(priceWithCoupon({ ...base, kind: 'percent', value: 10, maxDiscountPaise: 15_000, minAmountPaise: 0 }, 199_900, 'advanced', usage, now)).toEqual({ ok: true, discountPaise: 15_000, finalPaise: 184_900 });
  });
});
