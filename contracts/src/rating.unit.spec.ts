// One way to write a rating, on every surface: the examples the issue gives, and the rules for any average and count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating } from './api/reviews';
import { formatRating, ratingDescription, ratingFigure } from './rating';

const average = fc.double({ min: 1, max: 5, noNaN: true });
const reviews = fc.integer({ min: 1, max: 10_000_000 });
const pattern = /^(\d\.\d) \(([\d,]+) (reviews?)\)$/;

describe('a rating as people read it', () => {
  it('writes the examples', () => {
    expect(formatRating({ rating: 4, ratingCount: 3 })).toBe('4.0 (3 reviews)');
    expect(formatRating({ rating: 1, ratingCount: 1 })).toBe('1.0 (1 review)');
    expect(formatRating({ rating: 4.66, ratingCount: 1200 })).toBe('4.7 (1,200 reviews)');
    expect(formatRating({ rating: 4.25, ratingCount: 150_000 })).toBe('4.3 (1,50,000 reviews)');
    expect(formatRating({ rating: null, ratingCount: 0 })).toBe('New');
    expect(ratingDescription({ rating: 4, ratingCount: 3 })).toBe('Rated 4.0 out of 5 from 3 reviews');
    expect(ratingDescription({ rating: null, ratingCount: 0 })).toBe('New: no reviews yet');
  });

  it("says 'New' with no reviews, whatever placeholder the average holds", () =>
    fc.assert(
      fc.property(fc.option(average), (rating) => {
        expect(formatRating({ rating, ratingCount: 0 })).toBe('New');
      }),
    ));

  it('gives the average to one decimal, within a twentieth of it, and the count in Indian digits, singular only for one', () =>
    fc.assert(
      fc.property(average, reviews, (rating, ratingCount) => {
        const [, figure = '', counted = '', word] = formatRating({ rating, ratingCount }).match(pattern) ?? [];
        expect(Math.abs(Number(figure) - rating)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Number(counted.replaceAll(',', ''))).toBe(ratingCount);
        expect(counted).toBe(ratingCount.toLocaleString('en-IN'));
        expect(word).toBe(ratingCount === 1 ? 'review' : 'reviews');
      }),
    ));

  it('never puts a better average below a worse one', () =>
    fc.assert(
      fc.property(average, average, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(Number(ratingFigure(low))).toBeLessThanOrEqual(Number(ratingFigure(high)));
      }),
    ));

  it('writes any average the read model can hold exactly as the read model rounded it', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (stars) => {
        const rating = averageRating(
          stars.reduce((sum, s) => sum + s, 0),
          stars.length,
        );
        expect(formatRating({ rating, ratingCount: stars.length })).toBe(`${rating?.toFixed(1)} (${stars.length.toLocaleString('en-IN')} ${stars.length === 1 ? 'review' : 'reviews'})`);
      }),
    ));
});
