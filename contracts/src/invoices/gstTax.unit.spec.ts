import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstStates } from './gstStates';
import { splitTax } from './gstTax';

const seller = { gstin: '29AAACM1234C1Z0', rateBasisPoints: 1800, stateCode: '29' };
const sum = (lines: { amountPaise: number }[]) => lines.reduce((total, line) => total + line.amountPaise, 0);

/** A price in paise and a coupon (percent or fixed rupees) as checkout applies them: at least ₹1 left to pay. */
const paid = fc
  .tuple(
    fc.integer({ min: 100, max: 10_000_000 }),
    fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 100 }).map((p) => -p),
      fc.integer({ min: 1, max: 5000 }),
    ),
  )
  .map(([price, coupon]) => {
    const discount = coupon < 0 ? Math.round((price * -coupon) / 100) : Math.min(price, coupon * 100);
    return Math.max(100, price - discount);
  });

describe('the tax on a tax-inclusive amount', () => {
  it('splits ₹3,499 at 18 % into ₹2,965.25 taxable and CGST ₹266.88 + SGST ₹266.87 in the seller’s state', () => {
    expect(splitTax(349_900, seller, null)).toEqual({
      taxablePaise: 296_525,
      lines: [
        { tax: 'CGST', rateBasisPoints: 900, amountPaise: 26_688 },
        { tax: 'SGST', rateBasisPoints: 900, amountPaise: 26_687 },
      ],
      totalPaise: 349_900,
      placeOfSupply: '29',
    });
  });

  it('charges IGST when the place of supply is another state', () => {
    expect(splitTax(349_900, seller, '27').lines).toEqual([{ tax: 'IGST', rateBasisPoints: 1800, amountPaise: 53_375 }]);
  });

  it('charges nothing without a GSTIN (a receipt)', () => {
    expect(splitTax(349_900, { ...seller, gstin: null }, '27')).toEqual({ taxablePaise: 349_900, lines: [], totalPaise: 349_900, placeOfSupply: '27' });
  });

  it('adds up to the amount paid, to the paisa, for every price and coupon, inside and outside the state', () => {
    fc.assert(
      fc.property(paid, fc.constantFrom(null, '29', '27', '07'), fc.constantFrom(500, 1200, 1800, 2800), (amount, place, rate) => {
        const split = splitTax(amount, { ...seller, rateBasisPoints: rate }, place);
        expect(split.taxablePaise + sum(split.lines)).toBe(amount);
        expect(split.totalPaise).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('taxes the taxable value at the rate, within a paisa, and halves it evenly between CGST and SGST', () => {
    fc.assert(
      fc.property(paid, fc.constantFrom(null, '27'), (amount, place) => {
        const split = splitTax(amount, seller, place);
        const exactTax = (split.taxablePaise * 1800) / 10_000;
        expect(Math.abs(sum(split.lines) - exactTax)).toBeLessThanOrEqual(1);
        const [cgst, sgst] = split.lines;
        if (place === null && cgst && sgst) expect(cgst.amountPaise - sgst.amountPaise).toBeOneOf([0, 1]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is IGST alone exactly when the place of supply is another state, and CGST with SGST in the seller’s own state or when none is known', () => {
    const states = fc.constantFrom(...gstStates.map(([code]) => code));
    fc.assert(
      fc.property(paid, states, fc.option(states, { nil: null }), (amount, sellerState, place) => {
        const split = splitTax(amount, { ...seller, stateCode: sellerState }, place);
        const interState = place !== null && place !== sellerState;
        expect(split.placeOfSupply).toBe(place ?? sellerState);
        expect(split.lines.map((line) => line.tax)).toEqual(interState ? ['IGST'] : ['CGST', 'SGST']);
        expect(split.lines.map((line) => line.rateBasisPoints)).toEqual(interState ? [1800] : [900, 900]);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => splitTax(10.5, seller, null)).toThrow(RangeError);
    expect(() => splitTax(-1, seller, null)).toThrow(RangeError);
  });
});
