import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axis } from './RevenueChart';

describe('the revenue chart’s axes', () => {
  it('tick whole numbers from zero, a handful of them (d3 aims at five), the last at or past the largest bar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (largest) => {
        const { scale, ticks } = axis(largest);
        expect(ticks[0]).toBe(0);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(11);
        expect(ticks.every((tick, i) => i === 0 || tick > (ticks[i - 1] ?? 0))).toBe(true);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
        expect(scale.domain()[1]).toBe(ticks.at(-1));
      }),
    );
  });

  it('give an empty chart an axis of zero and one', () => {
    expect(axis(0).ticks).toEqual([0, 1]);
  });
});
