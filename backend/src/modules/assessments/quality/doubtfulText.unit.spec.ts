// Doubtful answers are explained by their cause (psychometric review): "hurried or a pattern" only when the flags say
// so; low person fit alone gets "no clear pattern", mostly middle answers get "mostly unsure", in English and Hindi.
import { describe, expect, it } from 'vitest';
import { testTypes, type TestType } from '@margdarshak/contracts/assessments/tests';
import { scoreBigFive } from '../bigFive/bigFive';
import { scoreMultipleIntelligences } from '../multipleIntelligences/scoring';
import { scoreRiasec } from '../riasec/scoring';
import { qualityDesigns } from './designs';
import { doubtfulSummary, type DoubtfulCause } from './doubtfulText';
import { doubtfulCauseOf } from './verdict';
import { genuineAnswers, randomSource } from './simulatedAnswers';

const hurried = { en: /hurried or follow a pattern/, hi: /जल्दी में या किसी पैटर्न में/ };
const marks: Record<DoubtfulCause, { en: RegExp; hi: RegExp }> = {
  pattern: hurried,
  noClearPattern: { en: /no clear pattern stood out/, hi: /कोई साफ़ पैटर्न सामने नहीं आया/ },
  unsure: { en: /the middle answer for most of the questions/, hi: /ज़्यादातर सवालों पर बीच वाला जवाब/ },
};
const inOrder = (type: TestType, answer: (i: number) => number) => Object.fromEntries(qualityDesigns[type].order.map((id, i) => [id, answer(i)]));

describe('the doubtful-answers words, by cause', () => {
  it('reads the cause from the flags and the share of middle answers', () => {
    const middle = inOrder('bigfive', (i) => (i % 5 === 0 ? 4 : 3));
    const spread = inOrder('bigfive', (i) => (i % 5) + 1);
    expect(doubtfulCauseOf(['personFit'], spread)).toBe('noClearPattern');
    expect(doubtfulCauseOf(['personFit', 'rhythm'], spread)).toBe('pattern');
    expect(doubtfulCauseOf(['modalShare'], middle)).toBe('unsure');
    expect(doubtfulCauseOf(['modalShare', 'personFit'], middle)).toBe('unsure');
    expect(doubtfulCauseOf(['rhythm'], middle)).toBe('pattern');
    expect(doubtfulCauseOf(['acquiescence'], spread)).toBe('pattern');
    expect(doubtfulCauseOf([], middle)).toBe('pattern');
  });

  it('has words of its own for each cause, in every test and both languages, and only "pattern" says hurried', () => {
    for (const type of testTypes) {
      for (const language of ['en', 'hi'] as const) {
        for (const cause of ['pattern', 'noClearPattern', 'unsure'] as const) {
          const words = doubtfulSummary(type, language, cause);
          expect(words).toMatch(marks[cause][language]);
          if (cause !== 'pattern') expect(words).not.toMatch(hurried[language]);
        }
      }
    }
  });

  it('tells a genuine student flagged for low person fit alone that no clear pattern stood out, not that they hurried', () => {
    const random = randomSource(28);
    let found = 0;
    for (let i = 0; i < 400 && found < 3; i++) {
      const result = scoreMultipleIntelligences(genuineAnswers('multiple_intelligences', random), 'hi');
      if (result.answerQuality?.flags?.join() !== 'personFit') continue;
      found += 1;
      expect(result.summary).toMatch(marks.noClearPattern.hi);
      expect(result.summary).not.toMatch(hurried.hi);
    }
    expect(found).toBe(3);
  });

  it('tells a student who chose the middle answer almost everywhere that they were mostly unsure', () => {
    // 'Not sure' for about four answers in five, a 2 or a 4 now and then, at no rhythm.
    const random = randomSource(3);
    const bigFive = scoreBigFive(inOrder('bigfive', () => (random() < 0.8 ? 3 : random() < 0.5 ? 2 : 4)));
    expect(bigFive.answerQuality?.verdict).toBe('doubtful');
    expect(bigFive.summary).toMatch(marks.unsure.en);
    const riasec = scoreRiasec(inOrder('riasec', () => 3));
    expect(riasec.summary).toMatch(marks.unsure.en);
    expect(riasec.interpretation).toMatch(marks.unsure.en);
  });

  it('keeps "hurried or a pattern" for a patterned set', () => {
    const result = scoreRiasec(
      inOrder('riasec', (i) => [1, 2, 3, 4, 5][i % 5] ?? 3),
      'hi',
    );
    expect(result.answerQuality?.verdict).toBe('doubtful');
    expect(result.summary).toMatch(hurried.hi);
  });
});
