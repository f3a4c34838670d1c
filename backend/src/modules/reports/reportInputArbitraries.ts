// Report inputs for the property specs (the PDF against the gate, and the PDF, web result and parent view against each
// other): one to three tests in one language, each scored by the real scoring functions from answers of every kind.
import fc from 'fast-check';
import { gated } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { answerPatterns } from '../assessments/answerArbitraries';
import { scoreBigFive } from '../assessments/bigFive/bigFive';
import { scoreMultipleIntelligences } from '../assessments/multipleIntelligences/scoring';
import { scoreRiasec } from '../assessments/riasec/scoring';
import type { ReportInput } from './reportDocument';

export const reportInputs: fc.Arbitrary<ReportInput> = fc
  .record({
    riasec: fc.option(answerPatterns('riasec'), { nil: undefined }),
    mi: fc.option(answerPatterns('multiple_intelligences'), { nil: undefined }),
    bigfive: fc.option(answerPatterns('bigfive'), { nil: undefined }),
    language: fc.constantFrom<TestLanguage>('en', 'hi'),
  })
  .filter(({ riasec, mi, bigfive }) => Boolean(riasec ?? mi ?? bigfive))
  .map(({ riasec, mi, bigfive, language }) => ({
    studentName: 'Kabir Rao',
    packageName: 'Comprehensive',
    sessionDate: '2026-12-05T04:30:00.000Z',
    ...(riasec && { riasec: scoreRiasec(riasec, language) }),
    ...(mi && { multipleIntelligences: scoreMultipleIntelligences(mi, language) }),
    ...(bigfive && { bigfive: scoreBigFive(bigfive, { reportLanguage: language }) }),
  }));

/** The results as the server sends them to every reader (resultAsRead.ts): through the gate. The parent's view is the report of these. */
export const asServed = (input: ReportInput): ReportInput => ({
  ...input,
  ...(input.riasec && { riasec: gated({ type: 'riasec', data: input.riasec }).data as RiasecResult }),
  ...(input.multipleIntelligences && { multipleIntelligences: gated({ type: 'multiple_intelligences', data: input.multipleIntelligences }).data as MultipleIntelligencesResult }),
  ...(input.bigfive && { bigfive: gated({ type: 'bigfive', data: input.bigfive }).data as BigFiveResult }),
});
