// The answer-quality indices on their own: what each gives for the patterns it is meant to catch and for those it is not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedAcquiescence, longStringShare, modalShare, pairInconsistencies, personFit, rhythmShare, unkeyedAcquiescence } from './indices';

const answers = (length: number) => fc.array(fc.integer({ min: 1, max: 5 }), { minLength: length, maxLength: length });

describe('the indices', () => {
  it('long string and modal share: 1 for a straight line, the longest run and the commonest answer otherwise', () => {
    expect(longStringShare([3, 3, 3, 3])).toBe(1);
    expect(longStringShare([1, 2, 2, 2, 5, 2])).toBe(3 / 6);
    expect(modalShare([1, 2, 2, 2, 5, 2])).toBe(4 / 6);
    fc.assert(
      fc.property(answers(40), (a) => {
        expect(longStringShare(a)).toBeLessThanOrEqual(modalShare(a));
      }),
    );
  });

  it('rhythm: 1 for any loop of two to eight different answers, 0 for a straight line and for one answer with a few others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 8 }).filter((c) => new Set(c).size > 1),
        fc.nat(7),
        (cycle, offset) => {
          expect(rhythmShare(Array.from({ length: 60 }, (_, i) => cycle[(i + offset) % cycle.length] ?? 3))).toBeCloseTo(1, 6);
        },
      ),
    );
    expect(rhythmShare(Array.from({ length: 60 }, () => 4))).toBe(0);
    // One liked type in six, answered where it falls: repetition no higher than its mix gives.
    expect(rhythmShare(Array.from({ length: 60 }, (_, i) => ([0, 9, 13, 24, 30, 41, 44, 52, 58, 59].includes(i) ? 5 : 1)))).toBeLessThan(0.5);
  });

  it('person fit: 1 when every scale is answered alike within itself and the scales differ, 0 when nothing varies', () => {
    expect(
      personFit([
        [5, 5, 5],
        [1, 1, 1],
        [3, 3, 3],
      ]),
    ).toBe(1);
    expect(
      personFit([
        [4, 4],
        [4, 4],
      ]),
    ).toBe(0);
    expect(
      personFit([
        [1, 5],
        [5, 1],
      ]),
    ).toBe(0);
    fc.assert(
      fc.property(fc.array(answers(5), { minLength: 2, maxLength: 8 }), (groups) => {
        const fit = personFit(groups);
        expect(fit).toBeGreaterThanOrEqual(0);
        expect(fit).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });

  it('acquiescence: agreeing with both keyings scores high, agreeing with one side only scores 0', () => {
    expect(keyedAcquiescence([5, 5], [5, 5])).toBe(2);
    expect(keyedAcquiescence([5, 5], [1, 1])).toBe(0);
    expect(unkeyedAcquiescence([5, 5, 5, 5])).toBe(2);
    expect(unkeyedAcquiescence([5, 1, 5, 1])).toBeLessThan(0);
  });

  it('check pairs: a restated pair liked and disliked, or an antonym pair agreed with twice, is wrong; Not sure never is', () => {
    const pairs = [
      { a: 'x', b: 'y', relation: 'same' as const },
      { a: 'p', b: 'q', relation: 'opposite' as const },
    ];
    expect(pairInconsistencies({ x: 5, y: 1, p: 4, q: 5 }, pairs)).toEqual({ inconsistencies: 2, pairs: 2 });
    expect(pairInconsistencies({ x: 5, y: 4, p: 4, q: 2 }, pairs)).toEqual({ inconsistencies: 0, pairs: 2 });
    expect(pairInconsistencies({ x: 3, y: 1, p: 3 }, pairs)).toEqual({ inconsistencies: 0, pairs: 1 });
  });
});
