import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSummary, toPaise } from './money';

const price = fc.integer({ min: 0, max: 100_000 });
/** A discount as the server sends it: rupees with at most two decimals. */
const discountRupees = fc.integer({ min: 0, max: 10_000_000 }).map((paise) => paise / 100);

describe('booking summary money', () => {
  it('turns rupees to the paisa into exact whole paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (paise) => {
        expect(toPaise(paise / 100)).toBe(paise);
      }),
    );
    expect(toPaise(1799.1)).toBe(179910);
  });

  it('never charges below zero nor above the price, and the lines add up', () => {
    fc.assert(
      fc.property(price, fc.option(discountRupees, { nil: null }), (rupees, discount) => {
        const summary = paymentSummary(rupees, discount === null ? null : { discountAmount: discount });
        expect(Number.isInteger(summary.totalPaise)).toBe(true);
        expect(summary.totalPaise).toBeGreaterThanOrEqual(0);
        expect(summary.totalPaise).toBeLessThanOrEqual(rupees * 100);
        expect(summary.pricePaise - summary.discountPaise).toBe(summary.totalPaise);
      }),
    );
  });

  it('places the order for the price times 100, less a validated coupon', () => {
    expect(paymentSummary(1999, null)).toEqual({ pricePaise: 199900, discountPaise: 0, totalPaise: 199900 });
    expect(paymentSummary(1999, { discountAmount: 199.9 })).toEqual({ pricePaise: 199900, discountPaise: 19990, totalPaise: 179910 });
    expect(paymentSummary(999, { discountAmount: 5000 }).totalPaise).toBe(0);
  });
});
