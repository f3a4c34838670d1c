import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWith, splicePage } from './splicedPage';

describe('a page spliced around a visitor’s bytes', () => {
  it('decompresses to exactly the parts with the insert between them, and is plain without gzip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 3_000 }), fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 3_000 }), (before, insert, after) => {
        const page = splicePage(before, after);
        expect(gunzipSync(pageWith(page, insert, true)).toString('utf8')).toBe(before + insert + after);
        expect(pageWith(page, insert, false).toString('utf8')).toBe(before + insert + after);
      }),
      { numRuns: 300 },
    );
  });

  it('serves many visitors from one compression, each with their own bytes, smaller than the page', () => {
    const before = `<html><head><style>${'.a{color:red}'.repeat(4_000)}</style></head><body><div id="root">${'<p>counselling</p>'.repeat(2_000)}</div><script>`;
    const after = `</script>${'<script src="/assets/x.js"></script>'.repeat(50)}</body></html>`;
    const page = splicePage(before, after);
    for (const email of ['asha@example.in', 'ravi.kumar@example.in']) {
      const sent = pageWith(page, `{"email":"${email}"}`, true);
      expect(gunzipSync(sent).toString('utf8')).toBe(`${before}{"email":"${email}"}${after}`);
      expect(sent.length).toBeLessThan((before.length + after.length) / 20);
    }
  });
});
