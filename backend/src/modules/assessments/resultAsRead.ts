// A stored result as it leaves the server, for every reader (the student's record, the counsellor's results, reports and
// their PDFs): in today's words (Big Five, bigFive/booking.ts), with its answer-quality verdict, and through the one gate
// (contracts gate.ts), so no surface can show a profile, careers or narrative the answers do not support.
//
// Results stored before issue 28 carry no verdict: it is computed here, on read, from the stored answers with today's
// indices. Their scores, code and bands are never changed (docs/decisions/0079); only what may be shown is decided anew.
import { gated } from '@margdarshak/contracts/assessments/gate';
import { resultLanguage } from '@margdarshak/contracts/assessments/resultLanguage';
import type { TestResultData } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { resultAsShown } from './bigFive/booking';
import { answerQualityFor } from './quality/designs';
import { doubtfulSummary } from './quality/doubtfulText';
import { doubtfulCauseOf } from './quality/verdict';
import { isFlat as isFlatRiasec } from './riasec/confidence';
import { doubtfulInterpretation } from './riasec/interpretation';

export const asTestResult = (testType: TestType, data: TestResultData): TestResult => ({ type: testType, data }) as TestResult;

function isFlat(result: TestResult): boolean {
  switch (result.type) {
    case 'riasec': {
      const { realistic: R, investigative: I, artistic: A, social: S, enterprising: E, conventional: C } = result.data;
      return isFlatRiasec({ R, I, A, S, E, C });
    }
    case 'multiple_intelligences':
      return result.data.profileShape === 'flat';
    case 'bigfive':
      return false;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}

/** The result with a verdict: its own when it was scored with one, else one computed from the stored answers. */
export function withVerdict(testType: TestType, data: TestResultData, answers: Readonly<Record<string, number>> | null): TestResultData {
  if (answers === null) return data;
  const stored = data.answerQuality;
  if (stored?.verdict !== undefined) {
    // Scored with a verdict before its cause was recorded: the cause from the same flags and answers (verdict.ts).
    return stored.verdict === 'doubtful' && stored.cause === undefined ? { ...data, answerQuality: { ...stored, cause: doubtfulCauseOf(stored.flags ?? [], answers) } } : data;
  }
  const computed = answerQualityFor(testType, answers, undefined, isFlat(asTestResult(testType, data)));
  const answerQuality = {
    ...computed,
    ...(data.answerQuality && { straightLined: data.answerQuality.straightLined, inconsistencies: data.answerQuality.inconsistencies, pairs: data.answerQuality.pairs }),
  };
  const { cause } = computed;
  const summary = computed.verdict === 'doubtful' ? { summary: doubtfulSummary(testType, resultLanguage(data), cause) } : {};
  switch (testType) {
    case 'riasec': {
      const riasec = data as RiasecResult;
      const letters = { R: riasec.realistic, I: riasec.investigative, A: riasec.artistic, S: riasec.social, E: riasec.enterprising, C: riasec.conventional };
      return { ...riasec, answerQuality, ...summary, ...(computed.verdict === 'doubtful' && { interpretation: doubtfulInterpretation(letters, resultLanguage(data), cause) }) };
    }
    case 'multiple_intelligences':
      return { ...(data as MultipleIntelligencesResult), answerQuality, ...summary };
    case 'bigfive':
      return { ...(data as BigFiveResult), answerQuality, ...summary };
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

/** A freshly scored or stored result as it may leave the server. */
export const resultAsLeaving = (testType: TestType, data: TestResultData): TestResultData => gated(asTestResult(testType, data)).data;

/** A stored test's result as every reader gets it. */
export function resultAsRead(row: { testType: TestType; testData: TestResultData; answers: Readonly<Record<string, number>> | null }): TestResultData {
  const read = withVerdict(row.testType, resultAsShown(row.testType, row.testData), row.answers);
  return resultAsLeaving(row.testType, read);
}
