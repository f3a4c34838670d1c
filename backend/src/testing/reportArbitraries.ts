// Report inputs for the property tests (reportGate, parentView, surfaces/resultsAgree): every test present or not, its
// answers of every kind a test meets (simulated genuine students of each response style, careless and even ones, any
// short rhythm), each scored by the real scoring functions in English or Hindi (a report may mix them), so every way
// the gate can go is met.
import fc from 'fast-check';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import { gated } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { genuineAnswers, qualityDesigns, randomSource, scoreBigFive, scoreMultipleIntelligences, scoreRiasec } from '../modules/assessments';
import type { ReportInput } from '../modules/reports';
import { answerPatterns, everyItem, type Answers } from './answerArbitraries';

/**
 * Mostly a simulated genuine student (so readings are met often), else any kind answerPatterns draws, or any cycle of
 * two to five answers besides its fixed rhythms.
 */
const answersFor = (testType: TestType): fc.Arbitrary<Answers> =>
  fc.oneof(
    { arbitrary: fc.integer().map((seed) => genuineAnswers(testType, randomSource(seed))), weight: 3 },
    { arbitrary: answerPatterns(testType), weight: 4 },
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 5 }).map((cycle) => everyItem(qualityDesigns[testType].order, (_, i) => cycle[i % cycle.length] ?? 3)),
  );

/** One to three tests' answers, and the language each was taken in (a report may mix them: reports/words reportLanguageOf). */
export interface ReportAnswers {
  riasec?: Answers;
  mi?: Answers;
  bigfive?: Answers;
  languages: { riasec: TestLanguage; mi: TestLanguage; bigfive: TestLanguage };
}

const language = fc.constantFrom<TestLanguage>('en', 'hi');

export const reportAnswers: fc.Arbitrary<ReportAnswers> = fc
  .record({
    riasec: fc.option(answersFor('riasec'), { nil: undefined }),
    mi: fc.option(answersFor('multiple_intelligences'), { nil: undefined }),
    bigfive: fc.option(answersFor('bigfive'), { nil: undefined }),
    languages: fc.record({ riasec: language, mi: language, bigfive: language }),
  })
  .filter(({ riasec, mi, bigfive }) => Boolean(riasec ?? mi ?? bigfive))
  .map(({ riasec, mi, bigfive, languages }) => ({ ...(riasec && { riasec }), ...(mi && { mi }), ...(bigfive && { bigfive }), languages }));

/** The languages of the tests taken, one per test. */
export const languagesTaken = ({ riasec, mi, bigfive, languages }: ReportAnswers): TestLanguage[] => [
  ...(riasec ? [languages.riasec] : []),
  ...(mi ? [languages.mi] : []),
  ...(bigfive ? [languages.bigfive] : []),
];

/** The report of those answers, each test scored in the language it was taken in, or all in `wording`; each with the verdict it got. */
export const scoredInput = ({ riasec, mi, bigfive, languages }: ReportAnswers, wording?: TestLanguage): ReportInput => ({
  studentName: 'Kabir Rao',
  packageName: 'Comprehensive',
  sessionDate: '2026-12-05T04:30:00.000Z',
  ...(riasec && { riasec: scoreRiasec(riasec, wording ?? languages.riasec) }),
  ...(mi && { multipleIntelligences: scoreMultipleIntelligences(mi, wording ?? languages.mi) }),
  ...(bigfive && { bigfive: scoreBigFive(bigfive, { reportLanguage: wording ?? languages.bigfive }) }),
});

const scoredInputs: fc.Arbitrary<ReportInput> = reportAnswers.map((answers) => scoredInput(answers));

/** The verdict as the answer-quality check may give it: kept, or doubtful. */
const marked = <T extends RiasecResult | BigFiveResult | MultipleIntelligencesResult>(result: T, doubtful: boolean): T =>
  doubtful ? { ...result, answerQuality: { straightLined: false, inconsistencies: 0, pairs: 0, ...result.answerQuality, verdict: 'doubtful', flags: ['personFit'] } } : result;

/** Scored inputs, and besides the verdict the scoring gave, any result may be marked doubtful. */
export const reportInputs: fc.Arbitrary<ReportInput> = fc.tuple(scoredInputs, fc.boolean(), fc.boolean(), fc.boolean()).map(([input, r, m, b]) => ({
  ...input,
  ...(input.riasec && { riasec: marked(input.riasec, r) }),
  ...(input.multipleIntelligences && { multipleIntelligences: marked(input.multipleIntelligences, m) }),
  ...(input.bigfive && { bigfive: marked(input.bigfive, b) }),
}));

/** The report as the server holds it for its readers: the results through the gate (resultAsRead.ts). */
export function releasedView(input: ReportInput): ReportView {
  const { riasec, bigfive, multipleIntelligences: mi } = input;
  return {
    audience: 'student',
    id: '6f1c2a51-8a7e-4d7e-9c61-2b0e1c7d9a10',
    bookingId: '0b9e3f6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'comprehensive',
    title: 'Comprehensive Career Assessment Report',
    version: 1,
    releasedAt: '2026-12-05T06:00:00.000Z',
    studentName: input.studentName,
    counsellorName: input.counsellorName ?? '',
    packageId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
    packageName: input.packageName,
    sessionDate: input.sessionDate,
    counsellorNotes: null,
    results: {
      ...(riasec && { riasec: gated({ type: 'riasec', data: riasec }).data as RiasecResult }),
      ...(bigfive && { bigfive: gated({ type: 'bigfive', data: bigfive }).data as BigFiveResult }),
      ...(mi && { multiple_intelligences: gated({ type: 'multiple_intelligences', data: mi }).data as MultipleIntelligencesResult }),
    },
    url: '/api/reports/6f1c2a51-8a7e-4d7e-9c61-2b0e1c7d9a10/download-pdf',
  };
}
