// The counsellor's toggle (issue 28, item 6): a result worded in the other language keeps every figure, verdict and gate
// outcome of the stored one, and its words are in the language asked for; a result that today's scoring would not give
// back (an older scoring version) is answered as stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestResultData } from '@margdarshak/contracts/api/personalityTests';
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import { testTypes, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult, type TestLanguage, type TestResult, type TestType } from '@margdarshak/contracts/assessments/tests';
import { answerSets } from '../../testing/answerArbitraries';
import { scoreBigFive } from './bigFive/bigFive';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import { qualityDesigns } from './quality/designs';
import { genuineAnswers, genuineStyles, randomSource } from './quality/simulatedAnswers';
import { resultAsRead } from './resultAsRead';
import { resultInLanguage } from './resultInLanguage';
import { scoreRiasec } from './riasec/scoring';

const devanagari = /[\u0900-\u097F]/u;
const other = (language: TestLanguage): TestLanguage => (language === 'en' ? 'hi' : 'en');
const asResult = (testType: TestType, data: TestResultData) => ({ type: testType, data }) as TestResult;

/** Scored as submitTest stores it: full, before the gate, in the language the test was taken in. */
function stored(testType: TestType, answers: Record<string, number>, language: TestLanguage, tooFast: boolean, young: boolean): TestResultData {
  const timing = tooFast ? { pages: [{ seconds: 20, items: 20 }] } : undefined;
  switch (testType) {
    case 'riasec':
      return scoreRiasec(answers, language, timing);
    case 'multiple_intelligences':
      return scoreMultipleIntelligences(answers, language, timing);
    case 'bigfive':
      return scoreBigFive(answers, { reportLanguage: language, ...(young && { age: 14 }), ...(timing && { timing }) });
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

/** Uniformly random answers (mostly doubtful) and simulated genuine students of every style (mostly read). */
const answersFor = (testType: TestType) =>
  fc.oneof(
    answerSets(qualityDesigns[testType].order),
    fc.tuple(fc.integer({ min: 1, max: 2 ** 31 }), fc.constantFrom(...genuineStyles)).map(([seed, style]) => genuineAnswers(testType, randomSource(seed), style)),
  );

const cases = (testType: TestType) => fc.record({ answers: answersFor(testType), language: fc.constantFrom<TestLanguage>('en', 'hi'), tooFast: fc.boolean(), young: fc.boolean() });

/** The text a reader sees, field by field (only what is shown: the gate has already emptied what it withholds). */
function shownText(testType: TestType, data: TestResultData): string[] {
  switch (testType) {
    case 'riasec': {
      const r = data as RiasecResult;
      return [r.summary ?? '', r.interpretation, ...r.careerSuggestions, ...(r.profile ? [r.profile.title, r.profile.summary, ...r.profile.strengths] : [])];
    }
    case 'multiple_intelligences': {
      const m = data as MultipleIntelligencesResult;
      return [m.summary ?? '', m.disclaimer, ...m.intelligenceScores.map((s) => s.label), ...m.careerSuggestions, ...m.learningStrategies.flatMap((s) => [s.label, ...s.strategies])];
    }
    case 'bigfive': {
      const b = data as BigFiveResult;
      return [
        b.summary ?? '',
        b.scaleNote ?? '',
        b.ageNotice ?? '',
        ...b.narrative.flatMap((d) => [d.title, d.text, ...d.facets.flatMap((f) => (f.domainOnly ? [f.title] : [f.title, f.text]))]),
      ].filter((t) => t !== '');
    }
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

/** What no language may change, read field by field (not through the function under test's own comparison). */
function figures(testType: TestType, data: TestResultData) {
  const base = { verdict: data.answerQuality?.verdict, flags: data.answerQuality?.flags, cause: data.answerQuality?.cause, withheld: withheldReason(asResult(testType, data)) };
  switch (testType) {
    case 'riasec': {
      const r = data as RiasecResult;
      return {
        ...base,
        code: r.hollandCode,
        scores: [r.realistic, r.investigative, r.artistic, r.social, r.enterprising, r.conventional],
        places: r.codePlaces,
        confidence: r.codeConfidence,
        profile: r.profile?.code,
        careers: r.careerSuggestions.length,
      };
    }
    case 'multiple_intelligences': {
      const m = data as MultipleIntelligencesResult;
      return {
        ...base,
        scores: m.intelligenceScores.map((s) => [s.domain, s.score]),
        shape: m.profileShape,
        dominant: m.dominantIntelligences.length,
        ideas: m.learningStrategies.map((s) => s.domain),
      };
    }
    case 'bigfive': {
      const b = data as BigFiveResult;
      return {
        ...base,
        bars: [b.openness, b.conscientiousness, b.extraversion, b.agreeableness, b.neuroticism],
        bands: b.narrative.map((d) => [d.scoreText, ...d.facets.map((f) => f.scoreText)]),
        age: b.ageNotice !== undefined,
      };
    }
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

describe('a result worded in the other language', () => {
  for (const testType of testTypes) {
    it(`${testType}: keeps every score, the code, the bands, the verdict and what the gate withholds, in the words of the language asked for`, () => {
      fc.assert(
        fc.property(cases(testType), ({ answers, language, tooFast, young }) => {
          const data = stored(testType, answers, language, tooFast, young);
          const asStored = resultAsRead({ testType, testData: data, answers });
          const wanted = other(language);
          const answer = resultInLanguage({ testType, testData: data, answers }, wanted);
          expect(answer).toMatchObject({ language: wanted, inLanguage: true });
          const worded = answer.detailedResults;
          expect(figures(testType, worded)).toEqual(figures(testType, asStored));
          expect(worded.answerQuality).toEqual(asStored.answerQuality);
          expect(worded.language).toBe(wanted);
          const text = shownText(testType, worded);
          expect(text.length).toBeGreaterThan(0);
          for (const line of text) {
            if (wanted === 'hi') expect(line).toMatch(devanagari);
            else expect(line).not.toMatch(devanagari);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it('answers the stored result, as read, when it is asked for in its own language', () => {
    const answers = genuineAnswers('riasec', randomSource(8));
    const data = scoreRiasec(answers, 'hi');
    expect(resultInLanguage({ testType: 'riasec', testData: data, answers }, 'hi')).toEqual({
      language: 'hi',
      inLanguage: true,
      detailedResults: resultAsRead({ testType: 'riasec', testData: data, answers }),
    });
  });
});

describe('a result today’s scoring would not give back', () => {
  it('RIASEC stored under version 2 (no places per letter): answered as stored, in its own language', () => {
    const answers = genuineAnswers('riasec', randomSource(3));
    const { codePlaces: _places, ...version2 } = scoreRiasec(answers, 'hi');
    const answer = resultInLanguage({ testType: 'riasec', testData: version2, answers }, 'en');
    expect(answer).toEqual({ language: 'en', inLanguage: false, detailedResults: resultAsRead({ testType: 'riasec', testData: version2, answers }) });
    expect(answer.detailedResults.summary).toMatch(devanagari);
  });

  it('Big Five stored before the acquiescence correction (other bars): answered as stored', () => {
    const answers = genuineAnswers('bigfive', randomSource(29));
    const today = scoreBigFive(answers, { reportLanguage: 'en' });
    const version2: BigFiveResult = { ...today, openness: today.openness === 10 ? 9.9 : Math.round((today.openness + 0.1) * 10) / 10 };
    const answer = resultInLanguage({ testType: 'bigfive', testData: version2, answers }, 'hi');
    expect(answer.inLanguage).toBe(false);
    expect(answer.detailedResults).toEqual(resultAsRead({ testType: 'bigfive', testData: version2, answers }));
  });

  it('a verdict stored that today’s indices would not give (another version’s limits): answered as stored', () => {
    const answers = genuineAnswers('multiple_intelligences', randomSource(1));
    const today = scoreMultipleIntelligences(answers, 'en');
    const flagged: MultipleIntelligencesResult = { ...today, answerQuality: { verdict: 'doubtful', flags: ['rhythm'], cause: 'pattern', straightLined: false, inconsistencies: 0, pairs: 0 } };
    const answer = resultInLanguage({ testType: 'multiple_intelligences', testData: flagged, answers }, 'hi');
    expect(answer.inLanguage).toBe(false);
    expect(answer.detailedResults.answerQuality?.verdict).toBe('doubtful');
    expect(answer.detailedResults.language).toBe('en');
  });
});
