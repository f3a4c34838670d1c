// Issue 28's properties: careless patterns get no reading in any test, the gate leaves nothing to show when a reading is
// withheld, and results stored before the verdict existed still parse and get one on read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gated, supportsReading, withheldReason } from '@margdarshak/contracts/assessments/gate';
import { bigFiveResultSchema, multipleIntelligencesResultSchema, riasecResultSchema, testTypes, type TestResult, type TestType } from '@margdarshak/contracts/assessments/tests';
import { answerSets, type Answers } from '../../../testing/answerArbitraries';
import { resultAsRead } from '../resultAsRead';
import { qualityDesigns } from './designs';
import { scoredResult } from './simulation';

const testType = fc.constantFrom(...testTypes);
const value = fc.integer({ min: 1, max: 5 });
const inOrder = (type: TestType, answer: (i: number) => number): Answers => Object.fromEntries(qualityDesigns[type].order.map((id, i) => [id, answer(i)]));

/** One answer to everything. */
const straight = fc.tuple(testType, value).map(([type, v]) => ({ type, answers: inOrder(type, () => v) }));
/** Two different answers in turn. */
const alternating = fc
  .tuple(testType, value, value)
  .filter(([, a, b]) => a !== b)
  .map(([type, a, b]) => ({ type, answers: inOrder(type, (i) => (i % 2 === 0 ? a : b)) }));
/** Any cycle of three to eight answers (1-2-3-4-5 loops, zigzags, …), started anywhere in it. */
const rhythmic = fc
  .tuple(testType, fc.array(value, { minLength: 3, maxLength: 8 }), fc.nat(7))
  .filter(([, cycle]) => new Set(cycle).size > 1)
  .map(([type, cycle, offset]) => ({ type, answers: inOrder(type, (i) => cycle[(i + offset) % cycle.length] ?? 3) }));

/** Nothing a surface could show as a reading. */
function expectNoReading(result: TestResult) {
  switch (result.type) {
    case 'riasec':
      expect(result.data.profile).toBeUndefined();
      expect(result.data.careerSuggestions).toEqual([]);
      break;
    case 'multiple_intelligences':
      expect(result.data.careerSuggestions).toEqual([]);
      expect(result.data.dominantIntelligences).toEqual([]);
      expect(result.data.learningStrategies).toEqual([]);
      break;
    case 'bigfive':
      expect(result.data.narrative).toEqual([]);
      break;
    default: {
      const unknown: never = result;
      throw new Error(`unknown ${String(unknown)}`);
    }
  }
}

describe('careless answer patterns', () => {
  for (const [name, sets] of [
    ['straight-lined', straight],
    ['alternating', alternating],
    ['rhythmic', rhythmic],
  ] as const) {
    it(`get no profile, careers or narrative in any test: ${name}`, () => {
      fc.assert(
        fc.property(sets, ({ type, answers }) => {
          const result = scoredResult(type, answers);
          expect(supportsReading(result)).toBe(false);
          expectNoReading(gated(result));
        }),
        { numRuns: 150 },
      );
    });
  }

  it('are doubtful whenever they are not already withheld as a flat profile', () => {
    fc.assert(
      fc.property(fc.oneof(straight, alternating, rhythmic), ({ type, answers }) => {
        const result = scoredResult(type, answers);
        expect(['doubtful', 'noCode', 'flat']).toContain(withheldReason(result));
        if (type === 'bigfive') expect(result.data.answerQuality?.verdict).toBe('doubtful');
      }),
      { numRuns: 150 },
    );
  });
});

describe('the gate', () => {
  it('never lets a withheld result carry a profile, careers or narrative, and leaves a supported one as it is', () => {
    const anySet = testType.chain((type) => answerSets(qualityDesigns[type].order).map((answers) => ({ type, answers })));
    fc.assert(
      fc.property(anySet, ({ type, answers }) => {
        const result = scoredResult(type, answers);
        if (supportsReading(result)) expect(gated(result)).toEqual(result);
        else expectNoReading(gated(result));
        expect(gated(result).data.answerQuality?.verdict).toMatch(/^(ok|doubtful)$/);
      }),
      { numRuns: 120 },
    );
  });
});

describe('results stored with a verdict but before its cause was recorded', () => {
  it('read with the cause their flags and answers give, so every surface words it alike', () => {
    const answers = Object.fromEntries(qualityDesigns.multiple_intelligences.order.map((id, i) => [id, i === 5 ? 4 : i === 17 ? 2 : 3]));
    const fresh = scoredResult('multiple_intelligences', answers);
    expect(fresh.data.answerQuality?.cause).toBe('unsure');
    const { cause: _cause, ...withoutCause } = fresh.data.answerQuality ?? { straightLined: false, inconsistencies: 0, pairs: 0 };
    const stored = { ...fresh.data, answerQuality: withoutCause };
    expect(resultAsRead({ testType: 'multiple_intelligences', testData: stored, answers }).answerQuality?.cause).toBe('unsure');
  });
});

describe('results stored before the verdict', () => {
  const schemas = { riasec: riasecResultSchema, bigfive: bigFiveResultSchema, multiple_intelligences: multipleIntelligencesResultSchema };
  /** A result as scoring version 2 stored it: no verdict, flags, places or domain-only facets. */
  const asStoredBefore = (result: TestResult): unknown => {
    const { answerQuality, ...rest } = result.data as typeof result.data & { codePlaces?: unknown };
    const old: Record<string, unknown> = {
      ...rest,
      answerQuality: answerQuality && { straightLined: answerQuality.straightLined, inconsistencies: answerQuality.inconsistencies, pairs: answerQuality.pairs },
    };
    delete old.codePlaces;
    if (result.type === 'bigfive') old.narrative = result.data.narrative.map((d) => ({ ...d, facets: d.facets.map(({ domainOnly: _d, ...f }) => f) }));
    return old;
  };

  it('still parse, and read with the verdict today’s indices give their stored answers, their scores unchanged', () => {
    const anySet = testType.chain((type) =>
      fc
        .oneof(
          answerSets(qualityDesigns[type].order),
          value.map((v) => inOrder(type, () => v)),
        )
        .map((answers) => ({ type, answers })),
    );
    fc.assert(
      fc.property(anySet, ({ type, answers }) => {
        const fresh = scoredResult(type, answers);
        const stored = schemas[type].parse(asStoredBefore(fresh));
        expect(stored.answerQuality?.verdict).toBeUndefined();
        const read = resultAsRead({ testType: type, testData: stored, answers });
        expect(read.answerQuality?.verdict).toBe(fresh.data.answerQuality?.verdict);
        if (fresh.data.answerQuality?.verdict === 'doubtful') expectNoReading({ type, data: read } as TestResult);
        if (type === 'riasec') expect((read as typeof fresh.data & { realistic: number }).realistic).toBe((stored as { realistic: number }).realistic);
        // Its one-sided Big Five facets, found by their place, carry no reading of their own.
        if (type === 'bigfive') {
          const { narrative } = read as { narrative: { facets: { domainOnly?: boolean }[] }[] };
          expect(narrative.flatMap((d) => d.facets).filter((f) => f.domainOnly)).toHaveLength(narrative.length === 0 ? 0 : 9);
        }
      }),
      { numRuns: 60 },
    );
  });
});
