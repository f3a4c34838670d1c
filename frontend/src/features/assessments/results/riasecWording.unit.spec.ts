import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riasecLetters } from '@margdarshak/contracts/assessments/hollandProfile';
import { testLanguages } from '@margdarshak/contracts/assessments/tests';
import { differencesInWords, placesInWords } from './riasecWording';

const code = fc.shuffledSubarray([...riasecLetters], { minLength: 3, maxLength: 3 }).map((letters) => letters.join(''));
const place = fc.constantFrom('clear' as const, 'close' as const);

describe('the code in words, place by place', () => {
  it('says the lead and the second and third per place, as the issue words it', () => {
    expect(placesInWords({ hollandCode: 'IAS', codePlaces: { lead: 'clear', rest: 'close' } }, 'en')).toEqual(['Clear lead: Investigative.', 'Second and third: Artistic and Social, close.']);
    expect(placesInWords({ hollandCode: 'IAS', codePlaces: { lead: 'close', rest: 'clear' } }, 'en')?.[0]).toBe('Lead: Investigative, only a little ahead of Artistic.');
    expect(placesInWords({ hollandCode: 'IAS', codePlaces: { lead: 'clear', rest: 'close' } }, 'hi')).toEqual(['साफ़ तौर पर सबसे आगे: खोजी।', 'दूसरे और तीसरे: कलात्मक और सामाजिक, इनका क्रम अभी पक्का नहीं।']);
  });

  it('never prints the code as a bare three-letter word, in either language', () => {
    fc.assert(
      fc.property(code, place, place, fc.constantFrom(...testLanguages), (hollandCode, lead, rest, language) => {
        const lines = placesInWords({ hollandCode, codePlaces: { lead, rest } }, language) ?? [];
        expect(lines).toHaveLength(2);
        for (const line of lines) expect(line).not.toMatch(/\b[RIASEC]{2,3}\b/);
      }),
    );
  });

  it('leaves a result scored before places to its one-word confidence', () => {
    expect(placesInWords({ hollandCode: 'SAE', codePlaces: undefined }, 'en')).toBeNull();
  });

  it('names a nearest profile’s differing letters by their names', () => {
    expect(differencesInWords(['S', 'E'], 'en')).toBe('Social and Enterprising');
    expect(differencesInWords(['C'], 'hi')).toBe('व्यवस्थित');
    expect(differencesInWords([], 'en')).toBeNull();
  });
});
