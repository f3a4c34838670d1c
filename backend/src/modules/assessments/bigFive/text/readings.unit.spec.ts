// Issue 28, item 4: the Big Five readings compare the student's answers with each other, never the student with other
// people, and a low reading is a way of being, not a flaw of character (low Straightforwardness is not dishonesty).
import { describe, expect, it } from 'vitest';
import { testLanguages } from '@margdarshak/contracts/assessments/tests';
import { domainOrder, textsIn } from '../narrative';
import type { BigFiveTexts } from './types';

const bands = ['low', 'neutral', 'high'] as const;

/** Every reading a language holds (domain and facet band texts, summary phrases, notes), with where it sits. */
function readings(texts: BigFiveTexts): [string, string][] {
  const out: [string, string][] = [
    ['scaleNote', texts.scaleNote],
    ['summary.even', texts.summary.even],
    ['summary.closing', texts.summary.closing],
  ];
  for (const key of domainOrder) {
    const d = texts.domains[key];
    out.push([`${key}.description`, d.description]);
    for (const band of bands) out.push([`${key}.${band}`, d.text[band]], [`${key}.summaryPhrase.${band}`, d.summaryPhrase[band]]);
    d.facets.forEach((f, i) => {
      for (const band of bands) out.push([`${key}${i + 1}.${band}`, f.text[band]]);
    });
  }
  return out;
}

const lowFacets = (texts: BigFiveTexts) => domainOrder.flatMap((key) => texts.domains[key].facets.map((f, i) => [`${key}${i + 1}`, f.text.low] as const));

/** Comparisons of the reader with other people. */
const comparison = {
  en: /\b(compared (with|to) (many|most|other) (people|students)|than (most|many|others|other people|anyone)|as (most|many) people do|as everyone does|more than (most|others))\b/i,
  hi: /(लोगों की तुलना में|ज़्यादातर लोगों की तरह|सबकी तरह|दूसरों की तुलना में|दूसरों से ज़्यादा|बाकी लोगों से)/,
};

/** Words that turn a low reading into a verdict on character. */
const flaw = {
  en: /\b(dishonest|tactical|all your cards|manipulat\w*|selfish|cold|unreliable|less binding|untrustworthy|lazy|do not often go out of your way|do not easily shake you)\b/i,
  hi: /(रणनीति|पत्ते खोलना|बेईमान|स्वार्थी|कम बाँधते|विचलित नहीं करतीं)/,
};

describe('the Big Five readings', () => {
  it.each(testLanguages)('%s compares the answers with each other, never the student with other people', (language) => {
    for (const [where, text] of readings(textsIn[language])) expect(text, where).not.toMatch(comparison[language]);
    // The rule itself catches the sentences issue 28 found.
    expect('compared with many people, rules and promises bind you less').toMatch(comparison.en);
    expect('बहुत से लोगों की तुलना में नियम और वादे आपको कम बाँधते हैं').toMatch(comparison.hi);
  });

  it.each(testLanguages)('%s reads no low facet as a flaw of character', (language) => {
    for (const [where, text] of lowFacets(textsIn[language])) expect(text, where).not.toMatch(flaw[language]);
  });

  it('words low Straightforwardness as tact, in both languages', () => {
    expect(textsIn.en.domains.A.facets[1].text.low).toMatch(/tactful/);
    expect(textsIn.hi.domains.A.facets[1].text.low).toMatch(/सोच-समझकर/);
  });

  it('claims no way of learning best', () => {
    for (const [where, text] of readings(textsIn.en)) expect(text, where).not.toMatch(/\blearns? best\b/i);
  });
});
