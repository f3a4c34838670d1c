import { describe, expect, it } from 'vitest';
import { riasecLetters } from '@margdarshak/contracts/assessments/hollandProfile';
import { careersByType, careersFor, typePhraseFor, typePhrases } from './careers';
import { careersByTypeHi, typePhrasesHi } from './careersHi';

const devanagari = /[\u0900-\u097F]/;

describe('careers and type phrases in Hindi (issue 28, item 6)', () => {
  it.each([...riasecLetters])('%s has as many Hindi careers as English ones, each written in Hindi and distinct', (letter) => {
    expect(careersByTypeHi[letter]).toHaveLength(careersByType[letter].length);
    for (const career of careersByTypeHi[letter]) expect(career).toMatch(devanagari);
    expect(new Set(careersByTypeHi[letter]).size).toBe(careersByType[letter].length);
    expect(typePhrasesHi[letter]).toMatch(devanagari);
  });

  it('gives no career the same Hindi words under two letters, so a code’s list never loses one to de-duplication', () => {
    const all = riasecLetters.flatMap((letter) => careersByTypeHi[letter]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([...riasecLetters])('careersFor and typePhraseFor pick the language asked for (%s)', (letter) => {
    expect(careersFor(letter, 'en')).toBe(careersByType[letter]);
    expect(careersFor(letter, 'hi')).toBe(careersByTypeHi[letter]);
    expect(typePhraseFor(letter, 'en')).toBe(typePhrases[letter]);
    expect(typePhraseFor(letter, 'hi')).toBe(typePhrasesHi[letter]);
  });
});
