import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { isSafeText, safeInput } from './safeText';

const forbiddenControls = [...Array(32).keys()].filter((c) => c !== 9 && c !== 10 && c !== 13).map((c) => String.fromCharCode(c));
const loneSurrogates = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const badPiece = fc.constantFrom(...forbiddenControls, ...loneSurrogates);
const wellFormed = (text: string) => {
  try {
    encodeURIComponent(text); // throws URIError on an unpaired surrogate
    return true;
  } catch {
    return false;
  }
};
/** Any text at all, lone surrogates included: what a client can put in JSON with \u escapes. */
const anyText = fc.string({ unit: 'binary', maxLength: 60 });

function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('safe text at the edge', () => {
  it('accepts exactly the strings with no forbidden control and no unpaired surrogate', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const expected = wellFormed(text) && ![...text].some((ch) => forbiddenControls.includes(ch));
        expect(isSafeText(text)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses any string holding a forbidden piece, wherever it sits, and names the field', () => {
    fc.assert(
      fc.property(fc.string(), badPiece, fc.string(), fc.constantFrom('name', 'message'), (before, bad, after, field) => {
        const error = refusal(() => safeInput({ [field]: before + bad + after, other: 'fine' }));
        expect(error.issues).toEqual([{ path: field, message: expect.stringContaining(field) }]);
      }),
    );
  });

  it('keeps tabs, line breaks, right-to-left marks, emoji and long text, normalised to NFC', () => {
    const text = 'line one\r\n\tसंगीत \u200F\u202Eטקסט 👩🏽‍🎓 e\u0301'.repeat(300);
    expect(safeInput({ message: text })).toEqual({ message: text.normalize('NFC') });
  });

  it('answers every accepted string in NFC, leaving its meaning unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        const out = safeInput({ text }).text;
        expect(out).toBe(text.normalize('NFC'));
        expect(out.normalize('NFD')).toBe(text.normalize('NFD'));
      }),
    );
  });

  it('walks nested objects and arrays, field names included', () => {
    const error = refusal(() => safeInput({ booking: { slots: ['ok', 'bad\u0000'] }, 'k\u0001': 1 }));
    expect(error.issues.map((i) => i.path)).toEqual(['booking.slots.1', 'k\u0001']);
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(safeInput({ n: 1, b: false, z: null, list: [2, true] })).toEqual({ n: 1, b: false, z: null, list: [2, true] });
  });
});
