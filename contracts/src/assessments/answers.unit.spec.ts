import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersSchema, bigFiveScoreRequestSchema, scoreRequestSchema } from './answers';

const ids = ['q1', 'q2', 'q3'];
const messages = (input: unknown) => {
  const result = scoreRequestSchema(ids).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('an answer set', () => {
  it('accepts every item answered once with 1 to 5', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })), ([a, b, c]) => {
        expect(answersSchema(ids).parse({ q1: a, q2: b, q3: c })).toEqual({ q1: a, q2: b, q3: c });
      }),
    );
  });

  it('names the item of a missing, an extra and an out-of-range answer', () => {
    expect(messages({ answers: { q1: 1, q2: 2 } })).toEqual(['answers.q3: Answer missing for item q3']);
    expect(messages({ answers: { q1: 1, q2: 2, q3: 3, q9: 3 } })).toEqual(['answers.q9: Unknown item q9']);
    expect(messages({ answers: { q1: 1, q2: 2, q3: 6 } })).toEqual(['answers.q3: Answer for item q3 must be a whole number from 1 to 5']);
    expect(messages({ answers: { q1: 0, q2: 2.5, q3: '3' } })).toHaveLength(3);
    expect(messages({ answers: [1, 2, 3] })).toEqual(['answers: Send answers as {itemId: value}']);
  });

  it('refuses any value that is not a whole number from 1 to 5', () => {
    const notAnAnswer = fc.oneof(
      fc.integer().filter((n) => n < 1 || n > 5),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(notAnAnswer, (value) => {
        expect(messages({ answers: { q1: 1, q2: value, q3: 3 } })).toEqual(['answers.q2: Answer for item q2 must be a whole number from 1 to 5']);
      }),
    );
  });

  it('takes a Big Five report language and age, and refuses an impossible age', () => {
    const answers = { q1: 1, q2: 2, q3: 3 };
    expect(bigFiveScoreRequestSchema(ids).parse({ answers, reportLanguage: 'fr', age: 15 })).toEqual({ answers, reportLanguage: 'fr', age: 15 });
    expect(bigFiveScoreRequestSchema(ids).safeParse({ answers, age: 2 }).success).toBe(false);
    expect(bigFiveScoreRequestSchema(ids).safeParse({ answers, age: 15.5 }).success).toBe(false);
  });
});
