// The facets keyed one way only (bigFive/balance.ts) have no reading of their own, so the PDF never names one (issue 28,
// psychometric review): not for a student who denied every item of one (reviewer's "Worry" case), not for one who
// agreed with every item, and not for a result stored when those facets still carried their domain's bar and band.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { oneSidedFacets, bigFiveItems, scoreBigFive, textsIn, withCurrentText, genuineAnswers, randomSource } from '../assessments';
import { linesOf } from './documentBlocks';
import { reportDocument } from './reportDocument';
import { reportWords } from './words';

const items = bigFiveItems('en');

/** The one-sided facets' titles in `language`. */
const oneSidedTitles = (language: TestLanguage) => [...oneSidedFacets].map((key) => textsIn[language].domains[key[0] as 'N'].facets[Number(key.slice(1)) - 1]?.title ?? key);

/** A genuine-looking student (the simulation's model) who answered every item of one one-sided facet alike. */
const answers = fc.record({ seed: fc.integer({ min: 1, max: 2 ** 31 }), facet: fc.constantFrom(...oneSidedFacets), value: fc.constantFrom(1, 2, 4, 5) }).map(({ seed, facet, value }) => {
  const set = genuineAnswers('bigfive', randomSource(seed));
  for (const item of items) if (`${item.domain}${item.facet}` === facet) set[item.id] = value;
  return set;
});

/** As stored before issue 28: no facet marked, each one-sided facet with a strong bar and band and words of its own. */
const asStoredBefore = (result: BigFiveResult): BigFiveResult => ({
  ...result,
  narrative: result.narrative.map((d) => ({ ...d, facets: d.facets.map(({ domainOnly, ...f }) => (domainOnly ? { ...f, score: 9, scoreText: 'high' as const, text: 'Strong.' } : f)) })),
});

describe('one-sided Big Five facets in the PDF', () => {
  it('are never named, in English or Hindi, for any answers, nor for a result stored before the fix', () => {
    let read = 0;
    let namedAny = 0;
    fc.assert(
      fc.property(answers, fc.constantFrom<TestLanguage>('en', 'hi'), fc.boolean(), (set, language, stored) => {
        const scored = scoreBigFive(set, { reportLanguage: language });
        // A stored result reaches the PDF as every reader gets it: in today's words (resultAsRead, withCurrentText).
        const bigfive = stored ? withCurrentText(asStoredBefore(scored)) : scored;
        if (bigfive.narrative.length === 5) read += 1;
        const lines = reportDocument({ studentName: 'Kabir Rao', packageName: 'Comprehensive', sessionDate: '2026-12-05T04:30:00.000Z', bigfive }).blocks.flatMap(linesOf);
        // The lines naming the facets that came through most strongly (no one-sided title is part of another title).
        const [before = ''] = reportWords[language].strongFacets('\u0000').split('\u0000');
        const named = lines.filter((l) => l.startsWith(before)).join('\n');
        if (named) namedAny += 1;
        for (const title of oneSidedTitles(language)) expect(named).not.toContain(title);
      }),
      { numRuns: 150 },
    );
    // The property means something only if most of these results were read (not withheld as doubtful) and named facets.
    expect(read).toBeGreaterThan(100);
    expect(namedAny).toBeGreaterThan(50);
  });
});
