// Report inputs for the property tests (reportGate, parentView): every test present or not, its answers a simulated
// genuine student's, uniformly random, straight-lined or rhythmic, each result kept or marked doubtful, scored by the real scoring functions in English or
// Hindi, so every way the gate can go is met.
import fc from 'fast-check';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { answerSets, everyItem, type Answers } from './answerArbitraries';
import { bigFiveItems, scoreBigFive, miItems, scoreMultipleIntelligences, riasecItems, scoreRiasec, genuineAnswers, randomSource } from '../modules/assessments';
import type { ReportInput } from '../modules/reports';

const riasecIds = riasecItems.map((i) => i.id);
const miIds = miItems.map((i) => i.id);
const bigFiveIds = bigFiveItems('en').map((i) => i.id);

/** A simulated genuine student's answers (most give a reading), and random, straight-lined and rhythmic ones alike. */
const answersFor = (testType: TestType, ids: readonly string[]): fc.Arbitrary<Answers> =>
  fc.oneof(
    { arbitrary: fc.integer().map((seed) => genuineAnswers(testType, randomSource(seed))), weight: 3 },
    answerSets(ids),
    fc.integer({ min: 1, max: 5 }).map((value) => everyItem(ids, () => value)),
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 5 }).map((cycle) => everyItem(ids, (_, i) => cycle[i % cycle.length] ?? 3)),
  );

/** The verdict as the answer-quality check may give it: kept, or doubtful. */
const marked = <T extends RiasecResult | BigFiveResult | MultipleIntelligencesResult>(result: T, doubtful: boolean): T =>
  doubtful ? { ...result, answerQuality: { straightLined: false, inconsistencies: 0, pairs: 0, ...result.answerQuality, verdict: 'doubtful', flags: ['personFit'] } } : result;

const scored = (answers: fc.Arbitrary<Answers>) => fc.option(fc.tuple(answers, fc.boolean()).map(([a, doubtful]) => ({ a, doubtful })), { nil: undefined });

export const reportInputs: fc.Arbitrary<ReportInput> = fc
  .record({
    r: scored(answersFor('riasec', riasecIds)),
    m: scored(answersFor('multiple_intelligences', miIds)),
    b: scored(answersFor('bigfive', bigFiveIds)),
    hindi: fc.boolean(),
  })
  .filter(({ r, m, b }) => Boolean(r ?? m ?? b))
  .map(({ r, m, b, hindi }) => ({
    studentName: 'Kabir Rao',
    packageName: 'Comprehensive',
    sessionDate: '2026-12-05T04:30:00.000Z',
    ...(r && { riasec: marked(scoreRiasec(r.a, hindi ? 'hi' : 'en'), r.doubtful) }),
    ...(m && { multipleIntelligences: marked(scoreMultipleIntelligences(m.a, hindi ? 'hi' : 'en'), m.doubtful) }),
    ...(b && { bigfive: marked(scoreBigFive(b.a, { reportLanguage: hindi ? 'hi' : 'en' }), b.doubtful) }),
  }));
