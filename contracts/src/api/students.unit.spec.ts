import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDIAN_MOBILE_MESSAGE, indianMobile } from './students';

const digit = fc.constantFrom(...'0123456789');
const tenDigits = fc.tuple(fc.constantFrom('6', '7', '8', '9'), fc.string({ unit: digit, minLength: 9, maxLength: 9 })).map(([first, rest]) => first + rest);
const prefix = fc.constantFrom('', '+91', '91', '0', '+91 ', '+91-', '0 ');
/** Spaces and dashes after any digit, as people type them. */
const separators = fc.array(fc.constantFrom('', '', '', ' ', '-'), { minLength: 10, maxLength: 10 });
const typed = (digits: string, after: string[]) => [...digits].map((d, i) => d + (after[i] ?? '')).join('');

describe('an Indian mobile number', () => {
  it('is saved as its ten digits, whatever prefix, spaces and dashes it was typed with', () => {
    fc.assert(
      fc.property(tenDigits, prefix, separators, (digits, start, after) => {
        expect(indianMobile.parse(start + typed(digits, after))).toBe(digits);
      }),
    );
  });

  it('is refused when it starts 0 to 5, has too few or too many digits, another country code or other characters', () => {
    const wrong = fc.oneof(
      fc.tuple(fc.constantFrom('1', '2', '3', '4', '5'), tenDigits).map(([first, digits]) => first + digits.slice(1)),
      fc.tuple(tenDigits, fc.integer({ min: 1, max: 9 })).map(([digits, n]) => digits.slice(0, n)),
      fc.tuple(tenDigits, fc.string({ unit: digit, minLength: 1, maxLength: 3 })).map(([digits, more]) => `+91${digits}${more}`),
      tenDigits.map((digits) => `${digits.slice(0, 5)}x${digits.slice(5)}`),
      tenDigits.map((digits) => `+92${digits}`),
    );
    fc.assert(
      fc.property(wrong, (text) => {
        expect(indianMobile.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([INDIAN_MOBILE_MESSAGE]);
      }),
    );
  });
});
