import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_MOODS_FACET, showsHelpline } from './helpline';
import type { BigFiveDomain } from './tests';

type Band = BigFiveDomain['scoreText'];
const band = fc.constantFrom<Band>('low', 'neutral', 'high');
const domain = (letter: BigFiveDomain['domain'], scoreText: Band, facetBands: Band[]): BigFiveDomain => ({
  domain: letter,
  title: letter,
  shortDescription: '',
  description: '',
  score: 5,
  scoreText,
  text: '',
  facets: facetBands.map((b, i) => ({ title: `${letter}${i}`, score: 5, scoreText: b, text: '' })),
});
const narrative = (n: Band, facets: Band[]) => (['O', 'C', 'E', 'A'] as const).map((l) => domain(l, 'high', ['high', 'high', 'high', 'high', 'high', 'high'])).concat(domain('N', n, facets));

describe('when the Big Five shows the Tele-MANAS helpline', () => {
  it('shows it exactly when emotional sensitivity or its low-moods facet reads high', () => {
    fc.assert(
      fc.property(band, fc.array(band, { minLength: 6, maxLength: 6 }), (n, facets) => {
        const expected = n === 'high' || facets[LOW_MOODS_FACET] === 'high';
        expect(showsHelpline({ narrative: narrative(n, facets), answerQuality: { verdict: 'ok', straightLined: false, inconsistencies: 0, pairs: 0 } })).toBe(expected);
      }),
    );
  });

  it('reads no traits from doubtful answers', () => {
    const quality = { verdict: 'doubtful' as const, straightLined: true, inconsistencies: 0, pairs: 0 };
    expect(showsHelpline({ narrative: narrative('high', ['high', 'high', 'high', 'high', 'high', 'high']), answerQuality: quality })).toBe(false);
  });

  it('never reads a one-sided low-moods facet as its own', () => {
    const n = narrative('neutral', ['neutral', 'neutral', 'high', 'neutral', 'neutral', 'neutral']);
    const oneSided = n.map((d) => (d.domain === 'N' ? { ...d, facets: d.facets.map((f, i) => (i === LOW_MOODS_FACET ? { ...f, domainOnly: true as const } : f)) } : d));
    expect(showsHelpline({ narrative: n })).toBe(true);
    expect(showsHelpline({ narrative: oneSided })).toBe(false);
  });
});
