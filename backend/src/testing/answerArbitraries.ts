// Arbitraries shared by the scoring specs: full answer sets for a list of item ids, the same set in any order, and
// answer sets of the kinds a test meets (genuine, careless, even).
import fc from 'fast-check';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { carelessAnswers, carelessKinds, genuineAnswers, genuineStyles, qualityDesigns, randomSource } from '../modules/assessments';

export type Answers = Record<string, number>;

export const answerValue = fc.integer({ min: 1, max: 5 });

export const answerSets = (ids: readonly string[]): fc.Arbitrary<Answers> =>
  fc.array(answerValue, { minLength: ids.length, maxLength: ids.length }).map((values) => Object.fromEntries(ids.map((id, i) => [id, values[i] ?? 1])));

/** An answer set and the same answers rebuilt in a shuffled key order. */
export const answerSetsInTwoOrders = (ids: readonly string[]): fc.Arbitrary<[Answers, Answers]> =>
  answerSets(ids).chain((answers) =>
    fc.shuffledSubarray(Object.entries(answers), { minLength: ids.length, maxLength: ids.length }).map((entries): [Answers, Answers] => [answers, Object.fromEntries(entries)]),
  );

export const everyItem = (ids: readonly string[], value: (id: string, index: number) => number): Answers => Object.fromEntries(ids.map((id, i) => [id, value(id, i)]));

/**
 * Every scale given the same answers, each scale in its own order: as flat a profile as answers can make (RIASEC's six
 * scores equal, MI's eight means equal), with nothing in a row or a rhythm to call careless. A reverse-keyed item gets
 * the mirrored answer, so its scale scores the same; an item outside the scales restates its pair's.
 */
function evenAnswers(testType: TestType): fc.Arbitrary<Answers> {
  const { scales, pairs } = qualityDesigns[testType];
  const size = Math.max(...scales.map((scale) => scale.length));
  return fc.tuple(fc.array(answerValue, { minLength: size, maxLength: size }), fc.integer()).map(([values, seed]) => {
    const random = randomSource(seed);
    const answers: Answers = {};
    for (const scale of scales) {
      const order = values.slice(0, scale.length);
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 3, order[i] ?? 3];
      }
      scale.forEach(({ id, keyed }, i) => {
        const value = order[i] ?? 3;
        answers[id] = keyed === 1 ? value : 6 - value;
      });
    }
    for (const { a, b } of pairs) if (answers[b] === undefined) answers[b] = answers[a] ?? 3;
    return answers;
  });
}

/**
 * Answer sets of every kind a test meets: simulated genuine students of each response style (most get a reading),
 * careless ones (uniformly random, straight-lined, alternating, rhythmic, agreeing with everything) and even ones (no
 * profile stands out), so every way the gate can go is met.
 */
export const answerPatterns = (testType: TestType): fc.Arbitrary<Answers> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...genuineStyles), fc.integer()).map(([style, seed]) => genuineAnswers(testType, randomSource(seed), style)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...carelessKinds), fc.integer()).map(([kind, seed]) => carelessAnswers(kind, qualityDesigns[testType].order, randomSource(seed))) },
    { weight: 3, arbitrary: evenAnswers(testType) },
  );
