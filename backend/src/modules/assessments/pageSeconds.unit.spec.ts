// A page's recorded seconds never shrink: a student who reloads and re-checks a page is not turned into one who rushed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergedPageSeconds } from './test';

const pageSeconds = fc.uniqueArray(fc.record({ page: fc.integer({ min: 0, max: 12 }), items: fc.integer({ min: 1, max: 24 }), seconds: fc.integer({ min: 0, max: 600 }) }), {
  selector: (p) => p.page,
  maxLength: 13,
});

describe('merging the seconds saved for each page', () => {
  it('keeps every page once, with the longest time recorded for it', () => {
    fc.assert(
      fc.property(pageSeconds, pageSeconds, (earlier, later) => {
        const merged = mergedPageSeconds(earlier, later);
        const pages = new Set([...earlier, ...later].map((p) => p.page));
        expect(merged.map((p) => p.page).sort((a, b) => a - b)).toEqual([...pages].sort((a, b) => a - b));
        for (const page of merged) {
          const times = [...earlier, ...later].filter((p) => p.page === page.page).map((p) => p.seconds);
          expect(page.seconds).toBe(Math.max(...times));
        }
      }),
    );
  });
});
