// The Hindi MI content (issue 28, item 6): the same areas and the same number of careers and ideas as the English, in
// Devanagari, and chosen by language.
import { describe, expect, it } from 'vitest';
import { intelligences, testLanguages } from '@margdarshak/contracts/assessments/tests';
import { ideasToTry, intelligenceCareers, miContentFor } from './content';
import { ideasToTryHi, intelligenceCareersHi } from './contentHi';

const devanagariShare = (text: string) => {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.filter((w) => /[\u0900-\u097F]/.test(w)).length / words.length;
};

describe('Multiple Intelligences content in Hindi', () => {
  it.each(intelligences.map((i) => [i]))('%s has as many careers and ideas as the English, all written in Devanagari', (area) => {
    expect(intelligenceCareersHi[area]).toHaveLength(intelligenceCareers[area].length);
    expect(ideasToTryHi[area]).toHaveLength(ideasToTry[area].length);
    for (const text of [...intelligenceCareersHi[area], ...ideasToTryHi[area]]) expect(devanagariShare(text), text).toBeGreaterThanOrEqual(0.9);
    expect(new Set(ideasToTryHi[area]).size).toBe(ideasToTryHi[area].length);
  });

  it('gives each language its own words, and Hindi words only for Hindi', () => {
    for (const language of testLanguages) {
      const content = miContentFor(language);
      expect(Object.keys(content.careers).sort()).toEqual([...intelligences].sort());
      expect(Object.keys(content.ideas).sort()).toEqual([...intelligences].sort());
      const texts = [content.disclaimer, ...Object.values(content.labels), ...Object.values(content.careers).flat(), ...Object.values(content.ideas).flat()];
      for (const text of texts) expect(/[\u0900-\u097F]/.test(text), text).toBe(language === 'hi');
    }
  });
});
