// The card's rating words in English are the ones every other surface writes (contracts/rating.ts), whatever the figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRating, ratingDescription } from '@margdarshak/contracts/rating';
import { counsellorsMessages } from '../messages';
import { ratingValues } from './CounsellorRating';

const rated = fc.record({ rating: fc.double({ min: 1, max: 5, noNaN: true }), ratingCount: fc.integer({ min: 1, max: 10_000_000 }) });

describe('a counsellor’s rating on the card', () => {
  it('says in English what contracts/rating.ts says', () => {
    const t = counsellorsMessages.translator('en');
    fc.assert(
      fc.property(rated, (figures) => {
        expect(t('rating.text', ratingValues(figures))).toBe(formatRating(figures));
        expect(t('rating.described', ratingValues(figures))).toBe(ratingDescription(figures));
      }),
    );
  });

  it('says it in Hindi with the same figures', async () => {
    await counsellorsMessages.load('hi');
    const t = counsellorsMessages.translator('hi');
    expect(t('rating.text', ratingValues({ rating: 4.04, ratingCount: 1200 }))).toBe('4.0 (1,200 रिव्यू)');
    expect(t('rating.described', ratingValues({ rating: 4.66, ratingCount: 1 }))).toBe('रेटिंग: 5 में से 4.7, 1 रिव्यू के आधार पर');
  });
});
