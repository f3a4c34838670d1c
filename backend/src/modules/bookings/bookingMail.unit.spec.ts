import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldIcsLine, sessionOf } from './bookingMail';

describe("a session named in the counsellor's mail", () => {
  it.each([
    ['Basic', 'a Basic session'],
    ['Advanced', 'an Advanced session'],
    ['Comprehensive', 'a Comprehensive session'],
    ['advanced', 'an Advanced session'],
  ])('%s -> %s', (name, expected) => expect(sessionOf(name)).toBe(expected));
});

describe('an invitation line', () => {
  it('is folded into lines of at most 75 octets that unfold to it, never splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${text}`;
        const folded = foldIcsLine(line);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});
