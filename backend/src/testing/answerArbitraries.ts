// Arbitraries shared by the scoring specs: full answer sets for a list of item ids, and the same set in any order.
import fc from 'fast-check';

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
