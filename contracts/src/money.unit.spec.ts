import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money';

const paise = fc.integer({ min: 0, max: 100_000_000_00 });
/** The digits of the rupees, as written. */
const rupeePart = (text: string) => text.replace(/^₹/, '').split('.')[0] ?? '';

describe('amounts as people read them', () => {
  it('writes the examples the pages show', () => {
    expect(formatPaise(99_900)).toBe('₹999');
    expect(formatPaise(179_910)).toBe('₹1,799.10');
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatRupees(1799.1)).toBe('₹1,799.10');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows no paise for whole rupees', () =>
    fc.assert(
      fc.property(paise, (p) => {
        expect(formatPaise(p * 100)).toMatch(/^₹[\d,]+$/);
      }),
    ));

  it('shows paise as exactly two digits when there are some, and their value', () =>
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 99 }), (r, p) => {
        const text = formatPaise(r * 100 + p);
        expect(text).toMatch(/^₹[\d,]+\.\d\d$/);
        expect(text.slice(-2)).toBe(String(p).padStart(2, '0'));
      }),
    ));

  it('groups digits the Indian way: the last three, then twos, and the digits are the amount', () =>
    fc.assert(
      fc.property(paise, (p) => {
        const digits = rupeePart(formatPaise(p));
        expect(digits).toMatch(/^(\d{1,3}|\d{1,2}(,\d\d)*,\d{3})$/);
        expect(Number(digits.replace(/,/g, ''))).toBe(Math.floor(p / 100));
      }),
    ));

  it('reads rupees to the paisa as the same amount in paise', () =>
    fc.assert(
      fc.property(paise, (p) => {
        expect(formatRupees(p / 100)).toBe(formatPaise(p));
      }),
    ));
});
