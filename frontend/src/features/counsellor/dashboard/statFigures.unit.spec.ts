import { describe, expect, it } from 'vitest';
import { ratingLabel, reviewCount } from './statFigures';

describe('the rating card', () => {
  it("reads 'New' until someone rates the counsellor", () => expect(ratingLabel(null)).toBe('New'));
  it('reads x/5 with at most one decimal', () => {
    expect(ratingLabel(4.5)).toBe('4.5/5');
    expect(ratingLabel(5)).toBe('5/5');
    expect(ratingLabel(4.26)).toBe('4.3/5');
    expect(ratingLabel(0)).toBe('0/5');
  });
  it('counts reviews in words', () => {
    expect(reviewCount(0)).toBe('No reviews yet');
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(1200)).toBe('1,200 reviews');
  });
});
