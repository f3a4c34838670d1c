import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amountInWords';

describe('an amount in words', () => {
  it.each([
    [349_900, 'Rupees Three Thousand Four Hundred Ninety-Nine Only'],
    [296_525, 'Rupees Two Thousand Nine Hundred Sixty-Five and Twenty-Five Paise Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [1_000_000, 'Rupees Ten Thousand Only'],
    [12_345_600, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'],
    [1_234_567_890, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only'],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('gives every whole number its own words (none two the same), with no doubled or dangling spaces', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_99_99_999 }), (n) => {
        const words = numberInWords(n);
        expect(words).toMatch(/^[A-Z][A-Za-z-]*( [A-Z][A-Za-z-]*)*$/);
        const earlier = seen.get(words);
        if (earlier !== undefined) expect(earlier).toBe(n);
        seen.set(words, n);
      }),
      { numRuns: 3000 },
    );
  });
});
