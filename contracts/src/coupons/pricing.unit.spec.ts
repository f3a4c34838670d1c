import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_PAISE } from '../money';
import { couponRefusalMessage, couponRefusalMessages, percentOfPaise, priceWithCoupon, type CouponRefusal, type CouponTerms, type CouponUsage } from './pricing';

const now = new Date('2026-11-23T06:00:00Z');
const day = 86_400_000;
const packageType = fc.constantFrom('basic' as const, 'advanced' as const, 'comprehensive' as const);
const instant = fc.integer({ min: -30, max: 30 }).map((d) => new Date(now.getTime() + d * day).toISOString());

/** Any terms the admin form accepts: percent 1 to 100 (to two decimals) or flat rupees to the paisa. */
const kindAndValue = fc.oneof(
  fc.integer({ min: 100, max: 10_000 }).map((hundredths) => ({ kind: 'percent' as const, value: hundredths / 100 })),
  fc.integer({ min: 1, max: 1_000_000 }).map((paise) => ({ kind: 'flat' as const, value: paise / 100 })),
);
const anyTerms: fc.Arbitrary<CouponTerms> = fc
  .record({
    kindAndValue,
    maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    minAmountPaise: fc.integer({ min: 0, max: 500_000 }),
    validFrom: fc.option(instant, { nil: null }),
    validUntil: fc.option(instant, { nil: null }),
    totalLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    perStudentLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    packageTypes: fc.subarray(['basic', 'advanced', 'comprehensive'] as const).map((types) => [...types]),
    active: fc.boolean(),
  })
  .map(({ kindAndValue: { kind, value }, ...rest }) => ({ code: 'SAVE', kind, value, ...rest }));

/** Terms that always apply, so only the arithmetic is under test. */
const openTerms = anyTerms.map((t) => ({ ...t, minAmountPaise: 0, validFrom: null, validUntil: null, totalLimit: null, perStudentLimit: null, packageTypes: [], active: true }));
const price = fc.integer({ min: 0, max: 10_000_000 });
const usage: fc.Arbitrary<CouponUsage> = fc.integer({ min: 0, max: 6 }).chain((total) => fc.record({ total: fc.constant(total), byStudent: fc.integer({ min: 0, max: total }) }));
const noUse = { total: 0, byStudent: 0 };

describe('coupon pricing', () => {
  it('never takes the price below zero nor adds to it, in whole paise that add up exactly', () => {
    fc.assert(
      fc.property(openTerms, price, packageType, (t, p, type) => {
        const result = priceWithCoupon(t, p, type, noUse, now);
        if (!result.ok) throw new Error(`refused: ${result.refusal}`);
        expect(Number.isInteger(result.discountPaise)).toBe(true);
        expect(Number.isInteger(result.finalPaise)).toBe(true);
        expect(result.discountPaise).toBeGreaterThanOrEqual(0);
        expect(result.discountPaise).toBeLessThanOrEqual(p);
        expect(result.finalPaise).toBeGreaterThanOrEqual(0);
        expect(result.finalPaise).toBeLessThanOrEqual(p);
        expect(result.discountPaise + result.finalPaise).toBe(p);
        // Nothing under ₹1 is ever left to charge: the gateway cannot take it, so it is ₹0 or at least ₹1.
        expect(result.finalPaise === 0 || result.finalPaise >= MIN_CHARGE_PAISE).toBe(true);
        // A cap holds, except that under ₹1 left over is taken off too.
        if (t.maxDiscountPaise !== null && result.finalPaise > 0) expect(result.discountPaise).toBeLessThanOrEqual(t.maxDiscountPaise);
      }),
    );
  });

  it('books at ₹0 rather than leave under ₹1 to pay: ₹1,998.50 off ₹1,999, 99.99% off, and not ₹1 left', () => {
    const terms: CouponTerms = {
      code: 'X',
      kind: 'flat',
      value: 1998.5,
      maxDiscountPaise: null,
      minAmountPaise: 0,
      validFrom: null,
      validUntil: null,
      totalLimit: null,
      perStudentLimit: null,
      packageTypes: [],
      active: true,
    };
    expect(priceWithCoupon(terms, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 199_900, finalPaise: 0 });
    expect(priceWithCoupon({ ...terms, kind: 'percent', value: 99.99 }, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 199_900, finalPaise: 0 });
    expect(priceWithCoupon({ ...terms, value: 1998 }, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 199_800, finalPaise: 100 });
    // A cap that would leave 50 paise gives way the same.
    expect(priceWithCoupon({ ...terms, value: 5000, maxDiscountPaise: 199_850 }, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 199_900, finalPaise: 0 });
  });

  it('takes a percentage in whole numbers: the largest whole paisa not above price × rate, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), price, (hundredths, p) => {
        const discount = percentOfPaise(p, hundredths / 100);
        expect(Number.isInteger(discount)).toBe(true);
        // discount ≤ p × rate < discount + 1 paisa, checked in exact integers (rate = hundredths / 10,000).
        expect(BigInt(discount) * 10_000n <= BigInt(p) * BigInt(hundredths)).toBe(true);
        expect(BigInt(p) * BigInt(hundredths) < BigInt(discount + 1) * 10_000n).toBe(true);
      }),
    );
    expect(percentOfPaise(100_000, 2.3)).toBe(2_300);
    expect(percentOfPaise(199_900, 33.33)).toBe(66_626);
    expect(percentOfPaise(99_900, 100)).toBe(99_900);
  });

  it('never takes more than the stated rate, even from a rate saved with a third decimal before the two-decimal rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), price, (thousandths, p) => {
        const discount = percentOfPaise(p, thousandths / 1000);
        // discount ≤ p × rate, in exact integers (rate = thousandths / 100,000) ...
        expect(BigInt(discount) * 100_000n <= BigInt(p) * BigInt(thousandths)).toBe(true);
        // ... and it is the rate floored to its hundredths, applied by the rule above.
        expect(discount).toBe(Number((BigInt(p) * BigInt(Math.trunc(thousandths / 10))) / 10_000n));
      }),
    );
    expect(percentOfPaise(10_000_000, 2.346)).toBe(234_000); // 2.34%, not 2.35%
    expect(percentOfPaise(10_000_000, 12.999)).toBe(1_299_000);
  });

  it('takes the stated rate or amount, rounded down to the paisa, when nothing caps it', () => {
    fc.assert(
      fc.property(openTerms, price, (t, p) => {
        const result = priceWithCoupon({ ...t, maxDiscountPaise: null }, p, 'basic', noUse, now);
        if (!result.ok) throw new Error(`refused: ${result.refusal}`);
        const exact = t.kind === 'percent' ? (p * t.value) / 100 : Math.min(p, t.value * 100);
        expect(result.discountPaise).toBeGreaterThan(exact - 1);
        // More only when under ₹1 would be left: then the whole price.
        const left = p - Math.floor(exact + 1e-6);
        if (left === 0 || left >= MIN_CHARGE_PAISE) expect(result.discountPaise).toBeLessThanOrEqual(exact + 1e-6);
        else expect(result).toMatchObject({ discountPaise: p, finalPaise: 0 });
      }),
    );
  });

  it('gives a percent discount that never shrinks as the price grows, save where under ₹1 left over was waived', () => {
    fc.assert(
      fc.property(anyTerms, price, price, packageType, usage, (t, a, b, type, used) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const quote = (p: number) => priceWithCoupon({ ...t, kind: 'percent' }, p, type, used, now);
        const discount = (p: number) => {
          const r = quote(p);
          return r.ok ? r.discountPaise : 0;
        };
        // The whole price taken where the rate and cap alone would have left a few paise: a higher price may then get less off.
        const lowQuote = quote(low);
        const waived = lowQuote.ok && lowQuote.finalPaise === 0 && Math.min(percentOfPaise(low, t.value), t.maxDiscountPaise ?? low) < low;
        if (!waived) expect(discount(high)).toBeGreaterThanOrEqual(discount(low));
      }),
    );
  });

  it('refuses only for a term that is really broken, and says so in a sentence', () => {
    const broken: Record<CouponRefusal, (t: CouponTerms, p: number, type: CouponTerms['packageTypes'][number], u: CouponUsage) => boolean> = {
      unknown: () => false,
      inactive: (t) => !t.active,
      not_started: (t) => t.validFrom !== null && now.getTime() < Date.parse(t.validFrom),
      expired: (t) => t.validUntil !== null && now.getTime() >= Date.parse(t.validUntil),
      wrong_package: (t, _p, type) => t.packageTypes.length > 0 && !t.packageTypes.includes(type),
      below_minimum: (t, p) => p < t.minAmountPaise,
      used_up: (t, _p, _type, u) => t.totalLimit !== null && u.total >= t.totalLimit,
      used_by_you: (t, _p, _type, u) => t.perStudentLimit !== null && u.byStudent >= t.perStudentLimit,
    };
    fc.assert(
      fc.property(anyTerms, price, packageType, usage, (t, p, type, used) => {
        const result = priceWithCoupon(t, p, type, used, now);
        const anyBroken = Object.values(broken).some((rule) => rule(t, p, type, used));
        expect(result.ok).toBe(!anyBroken);
        if (!result.ok) {
          expect(broken[result.refusal](t, p, type, used)).toBe(true);
          expect(couponRefusalMessage(result.refusal, t)).toMatch(/^This coupon|^You have/);
        }
      }),
    );
  });

  it('says why a coupon does not apply', () => {
    const base: CouponTerms = {
      code: 'X',
      kind: 'flat',
      value: 500,
      maxDiscountPaise: null,
      minAmountPaise: 150_000,
      validFrom: '2026-11-01T00:00:00Z',
      validUntil: '2026-12-01T00:00:00Z',
      totalLimit: 10,
      perStudentLimit: 1,
      packageTypes: ['advanced'],
      active: true,
    };
    const refusal = (r: CouponRefusal) => ({ ok: false, refusal: r });
    expect(priceWithCoupon(base, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 50_000, finalPaise: 149_900 });
    expect(priceWithCoupon(null, 199_900, 'advanced', noUse, now)).toEqual(refusal('unknown'));
    expect(priceWithCoupon({ ...base, active: false }, 199_900, 'advanced', noUse, now)).toEqual(refusal('inactive'));
    expect(priceWithCoupon(base, 199_900, 'advanced', noUse, new Date('2026-12-01T00:00:00Z'))).toEqual(refusal('expired'));
    expect(priceWithCoupon(base, 199_900, 'advanced', noUse, new Date('2026-11-30T23:59:59.999Z')).ok).toBe(true);
    expect(priceWithCoupon(base, 199_900, 'advanced', noUse, new Date('2026-10-31T23:59:59.999Z'))).toEqual(refusal('not_started'));
    expect(priceWithCoupon(base, 199_900, 'advanced', noUse, new Date('2026-11-01T00:00:00Z')).ok).toBe(true);
    expect(priceWithCoupon(base, 199_900, 'basic', noUse, now)).toEqual(refusal('wrong_package'));
    expect(priceWithCoupon(base, 149_999, 'advanced', noUse, now)).toEqual(refusal('below_minimum'));
    expect(priceWithCoupon(base, 150_000, 'advanced', noUse, now).ok).toBe(true);
    expect(priceWithCoupon(base, 199_900, 'advanced', { total: 10, byStudent: 0 }, now)).toEqual(refusal('used_up'));
    expect(priceWithCoupon(base, 199_900, 'advanced', { total: 1, byStudent: 1 }, now)).toEqual(refusal('used_by_you'));
    expect(priceWithCoupon({ ...base, kind: 'percent', value: 10, maxDiscountPaise: 15_000, minAmountPaise: 0 }, 199_900, 'advanced', noUse, now)).toEqual({
      ok: true,
      discountPaise: 15_000,
      finalPaise: 184_900,
    });
    expect(priceWithCoupon({ ...base, value: 5_000, minAmountPaise: 0 }, 199_900, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 199_900, finalPaise: 0 });
    expect(priceWithCoupon({ ...base, kind: 'percent', value: 12.5, minAmountPaise: 0 }, 99_999, 'advanced', noUse, now)).toEqual({ ok: true, discountPaise: 12_499, finalPaise: 87_500 });
  });

  it('names the expected messages', () => {
    expect(couponRefusalMessages.expired).toBe('This coupon has expired');
    expect(couponRefusalMessages.wrong_package).toBe('This coupon is not valid for this package');
    expect(
      couponRefusalMessage('below_minimum', {
        code: 'X',
        kind: 'flat',
        value: 500,
        maxDiscountPaise: null,
        minAmountPaise: 150_000,
        validFrom: null,
        validUntil: null,
        totalLimit: null,
        perStudentLimit: null,
        packageTypes: [],
        active: true,
      }),
    ).toBe('This coupon applies to packages of ₹1,500 or more');
    expect(couponRefusalMessage('below_minimum')).toBe('This coupon needs a higher order amount');
  });
});
