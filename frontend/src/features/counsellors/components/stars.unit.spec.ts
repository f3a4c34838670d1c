import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starsFor } from './stars';

describe('stars for a rating', () => {
  it('shows the integer part plus a half star from .5 up', () => {
    expect(starsFor(4.5)).toBe(4.5);
    expect(starsFor(4.49)).toBe(4);
    expect(starsFor(3.99)).toBe(3.5);
    expect(starsFor(5)).toBe(5);
  });

  it('never shows more than the rating, nor half a star less than it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const stars = starsFor(rating);
        expect(stars).toBeLessThanOrEqual(rating);
        expect(rating - stars).toBeLessThan(0.5);
        expect((stars * 2) % 1).toBe(0);
      }),
    );
  });
});
