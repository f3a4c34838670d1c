import { describe, expect, it } from 'vitest';
import { describeDiscount, describeUses, describeWindow, toCouponInput, toInstant, validateCoupon } from './couponRecord';

const complete = {
  code: 'diwali25',
  kind: 'percent',
  value: 25,
  maxDiscount: 400,
  minAmount: null,
  validFrom: null,
  validUntil: null,
  totalLimit: 50,
  perStudentLimit: null,
  packageTypes: [],
  active: true,
};

describe('coupon form rules', () => {
  it('accepts a complete coupon and sends it as the API reads it', () => {
    expect(validateCoupon(complete)).toEqual({});
    expect(toCouponInput({ ...complete, validUntil: '2026-12-31T18:30:00.000Z' })).toEqual({ ...complete, code: 'DIWALI25', minAmount: 0, validUntil: '2026-12-31T18:30:00.000Z' });
  });

  it('asks for a code, a kind and a value', () => {
    expect(validateCoupon({ ...complete, code: null, kind: null, value: null })).toEqual({ code: 'Enter a code', kind: 'Choose percent or rupees off', value: 'Enter the discount' });
    expect(validateCoupon({ ...complete, code: 'no spaces' }).code).toBe('Letters, digits, - and _ only');
  });

  it('keeps a percentage at 100 or less and the window the right way round', () => {
    expect(validateCoupon({ ...complete, value: 120 }).value).toBe('A percentage is at most 100');
    expect(validateCoupon({ ...complete, kind: 'flat', value: 120 })).toEqual({});
    expect(validateCoupon({ ...complete, validFrom: '2026-12-02T10:00', validUntil: '2026-12-01T10:00' }).validUntil).toBe('Must end after it starts');
  });

  it('reads the date inputs as instants in the admin’s time zone', () => {
    expect(toInstant('')).toBeNull();
    expect(toInstant(null)).toBeNull();
    expect(toInstant('2026-12-01T10:00')).toBe(new Date(2026, 11, 1, 10, 0).toISOString());
    expect(toInstant('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T04:30:00.000Z');
  });

  it('reads the terms in words', () => {
    expect(describeDiscount({ kind: 'percent', value: 15, maxDiscount: 400 })).toBe('15% off (at most ₹400)');
    expect(describeDiscount({ kind: 'flat', value: 200, maxDiscount: null })).toBe('₹200 off');
    expect(describeWindow({ validFrom: null, validUntil: null })).toBe('Always');
    expect(describeWindow({ validFrom: null, validUntil: '2026-11-15T06:30:00.000Z' })).toBe('… to 15 Nov 2026');
    expect(describeUses({ uses: 3, totalLimit: 50 })).toBe('3 / 50');
    expect(describeUses({ uses: 3, totalLimit: null })).toBe('3');
  });

  it('activates a coupon by sending its own terms with active set', () => {
    const stored = { ...complete, code: 'DIWALI25', minAmount: 0, validUntil: '2026-12-31T18:30:00.000Z', active: false };
    expect(toCouponInput({ ...stored, active: true })).toEqual({ ...stored, active: true });
  });
});
