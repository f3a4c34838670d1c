import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riasecLetters } from './hollandProfile';
import { codeInWords, letterNames } from './codeWords';

const codes = fc.shuffledSubarray([...riasecLetters], { minLength: 3, maxLength: 3 }).map((letters) => letters.join(''));

describe('a code in words', () => {
  it('names each letter, separated, in English and Hindi', () => {
    expect(codeInWords('IAS', 'en')).toBe('Investigative (I), Artistic (A) and Social (S)');
    expect(codeInWords('IAS', 'hi')).toBe('खोजी (I), कलात्मक (A) और सामाजिक (S)');
    expect(codeInWords('E', 'en')).toBe('Enterprising (E)');
  });

  it('never contains the code as a bare word, and names every letter in order', () => {
    fc.assert(
      fc.property(codes, fc.constantFrom('en' as const, 'hi' as const), (code, language) => {
        const words = codeInWords(code, language);
        expect(words).not.toContain(code);
        const positions = code.split('').map((letter) => words.indexOf(`${letterNames[language][letter as 'R']} (${letter})`));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });
});
