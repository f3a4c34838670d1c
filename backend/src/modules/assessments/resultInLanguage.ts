// A stored result worded in the other language (issue 28, item 6: the counsellor's view toggles English/Hindi). The
// words come from today's scoring run again on the stored answers in the language asked for, then through the same read
// path as every reader's (resultAsRead: verdict, gate). Language must never change what the answers say: when the
// re-scored figures (scores, code, places, bands, shape, verdict, what the gate withholds) are not the stored ones, as
// for a result stored under an older scoring version, the stored result is answered unchanged and says so.
import type { TestResultData, TestResultInLanguage } from '@margdarshak/contracts/api/personalityTests';
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import { resultLanguage } from '@margdarshak/contracts/assessments/resultLanguage';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { MIN_VALIDATED_AGE, scoreBigFive } from './bigFive/bigFive';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import type { Timing } from './quality/verdict';
import { asTestResult, resultAsRead } from './resultAsRead';
import { scoreRiasec } from './riasec/scoring';

type Answers = Readonly<Record<string, number>>;
interface StoredTest {
  testType: TestType;
  testData: TestResultData;
  answers: Answers | null;
}

/**
 * The timing as the stored result records it: the pages' seconds are not kept with the result, only whether they were
 * too fast, so a result flagged 'tooFast' is re-scored with a page read in no time, and any other with no timing.
 */
function timingAsStored(data: TestResultData): Timing | undefined {
  return data.answerQuality?.flags?.includes('tooFast') ? { pages: [{ seconds: 0, items: data.totalQuestions }] } : undefined;
}

/** The stored answers scored again by today's functions in `language`; Big Five's age notice as the stored result has it. */
function rescored(testType: TestType, stored: TestResultData, answers: Answers, language: TestLanguage): TestResultData {
  const timing = timingAsStored(stored);
  switch (testType) {
    case 'riasec':
      return scoreRiasec(answers, language, timing);
    case 'multiple_intelligences':
      return scoreMultipleIntelligences(answers, language, timing);
    case 'bigfive': {
      const age = (stored as BigFiveResult).ageNotice !== undefined ? { age: MIN_VALIDATED_AGE - 1 } : {};
      return scoreBigFive(answers, { reportLanguage: language, ...age, ...(timing && { timing }) });
    }
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

/** Everything about a result that no language may change, as one comparable value. */
function figuresOf(testType: TestType, data: TestResultData): unknown {
  const quality = data.answerQuality;
  const common = {
    totalQuestions: data.totalQuestions,
    verdict: quality?.verdict,
    flags: [...(quality?.flags ?? [])].sort(),
    cause: quality?.cause,
    withheld: withheldReason(asTestResult(testType, data)),
  };
  switch (testType) {
    case 'riasec': {
      const { hollandCode, realistic, investigative, artistic, social, enterprising, conventional, codeConfidence, codePlaces, ties, profileMatch, profile, profileDifferences } = data as RiasecResult;
      const scores = { realistic, investigative, artistic, social, enterprising, conventional };
      return {
        ...common,
        hollandCode,
        scores,
        codeConfidence,
        codePlaces,
        ties,
        profileMatch,
        profileCode: profile?.code,
        profileDifferences,
        careers: (data as RiasecResult).careerSuggestions.length > 0,
      };
    }
    case 'multiple_intelligences': {
      const mi = data as MultipleIntelligencesResult;
      const domainOf = (label: string) => mi.intelligenceScores.find((s) => s.label === label)?.domain ?? `?${label}`;
      return {
        ...common,
        scores: mi.intelligenceScores.map(({ domain, score }) => [domain, score]),
        dominant: mi.dominantIntelligences.map(domainOf),
        top: mi.topIntelligences.map(domainOf),
        ideas: mi.learningStrategies.map((s) => s.domain),
        profileShape: mi.profileShape,
        careers: mi.careerSuggestions.length > 0,
      };
    }
    case 'bigfive': {
      const { openness, conscientiousness, extraversion, agreeableness, neuroticism, narrative, ageNotice } = data as BigFiveResult;
      const bands = narrative.map((d) => [d.domain, d.score, d.scoreText, d.facets.map((f) => [f.score, f.scoreText, f.domainOnly ?? false])]);
      return { ...common, bars: [openness, conscientiousness, extraversion, agreeableness, neuroticism], bands, ageNotice: ageNotice !== undefined };
    }
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

const sameFigures = (testType: TestType, a: TestResultData, b: TestResultData) => JSON.stringify(figuresOf(testType, a)) === JSON.stringify(figuresOf(testType, b));

/** The stored test's result as every reader gets it, worded in `language` where today's scoring gives its figures back. */
export function resultInLanguage(stored: StoredTest, language: TestLanguage): TestResultInLanguage {
  const asRead = resultAsRead(stored);
  const own = resultLanguage(asRead);
  if (own === language || stored.answers === null) return { language, inLanguage: own === language, detailedResults: asRead };
  const worded = resultAsRead({ testType: stored.testType, testData: rescored(stored.testType, stored.testData, stored.answers, language), answers: stored.answers });
  if (!sameFigures(stored.testType, asRead, worded)) return { language, inLanguage: false, detailedResults: asRead };
  // The same verdict and flags by the comparison; the stored record of them is the one kept.
  return { language, inLanguage: true, detailedResults: { ...worded, ...(asRead.answerQuality && { answerQuality: asRead.answerQuality }) } };
}
