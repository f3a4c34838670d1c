// Our Hindi for the Big Five items (issue 28): every item has it, it is ours (no sentence of the library's community
// translation), it speaks of the student in the first person, and nothing in it marks the reader's gender.
import { getItems } from '@bigfive-org/questions';
import { describe, expect, it } from 'vitest';
import { accuracyScaleFor, bigFiveItems } from './bigFive';
import { hindiItemTexts } from './hindiItems';

const english = bigFiveItems('en');
const hindi = bigFiveItems('hi');
const libraryHindi = structuredClone(getItems('hi'));

/** A sentence with spelling variants that do not change it taken out: punctuation, nukta, chandrabindu, spacing. */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u093C\u0901\u200C\u200D]/g, '')
    .replace(/[‘’'",.।()?!-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What would mark the reader's gender or address them, each with an example it catches:
 * - a form that agrees with the subject before हूँ / हूं: करता हूँ, करती हूँ, अच्छा हूँ, गया हूँ;
 * - मैं with a past form that agrees: मैं घबरा गया था, मैं थकी थी;
 * - a first-person future: करूँगा, करूँगी;
 * - the reader as 'you': आप, तुम, तू and their forms, or a verb agreeing with them (करते हो, करती हो).
 */
const genderedPatterns: [RegExp, string][] = [
  [/(ा|ी|े)\s+(हूँ|हूं)(?=[\s,।]|$)/u, 'मैं जल्दी घबरा जाता हूँ'],
  [/(^|\s)मैं\s[^,;:।?]*?(ा|ी|े)\s+(था|थी|थे)(?=[\s,।]|$)/u, 'मैं उस दिन बहुत थकी थी'],
  [/(ूँगा|ूँगी|ूंगा|ूंगी|ऊँगा|ऊँगी|ऊंगा|ऊंगी)/u, 'मैं कल ज़रूर करूँगी'],
  [/(^|\s)(आप|आपको|आपका|आपकी|आपके|आपसे|तुम|तुम्हें|तुम्हारा|तुम्हारी|तुम्हारे|तू|तुझे)(?=[\s,।]|$)/u, 'आपको जल्दी गुस्सा आता है'],
  [/(ता|ती|ते)\s+हो(?=[\s,।?]|$)/u, 'तुम चिंता करते हो'],
];
const marksGender = (text: string) => genderedPatterns.some(([pattern]) => pattern.test(text));

describe('the Big Five items in Hindi', () => {
  it('are ours for every one of the 120 items, and for no other id', () => {
    expect(english).toHaveLength(120);
    expect(Object.keys(hindiItemTexts).sort()).toEqual(english.map((item) => item.id).sort());
    expect(hindi.map((item) => item.text)).toEqual(english.map((item) => hindiItemTexts[item.id]));
    expect(hindi.map(({ id, domain, facet, keyed }) => ({ id, domain, facet, keyed }))).toEqual(english.map(({ id, domain, facet, keyed }) => ({ id, domain, facet, keyed })));
  });

  it('are written in Devanagari, in NFC, trimmed, without a Latin letter', () => {
    for (const { id, text } of hindi) {
      expect(text.trim(), id).not.toBe('');
      expect(text, id).toBe(text.trim());
      expect(text, id).toBe(text.normalize('NFC'));
      expect(text, id).not.toMatch(/[A-Za-z]/);
      expect(text, id).toMatch(/^[\u0900-\u097F\s,‘’-]+$/u);
    }
  });

  it('reuse no sentence of the library’s Hindi translation, nor its answer labels', () => {
    expect(libraryHindi).toHaveLength(120);
    const theirs = libraryHindi.map((q) => comparable(q.text));
    for (const { id, text } of hindi) {
      const mine = comparable(text);
      expect(
        theirs.filter((t) => t === mine || mine.includes(t) || t.includes(mine)),
        id,
      ).toEqual([]);
    }
    const theirLabels = (libraryHindi[0]?.choices ?? []).map((c) => c.text);
    expect(theirLabels).toHaveLength(5);
    for (const { label } of accuracyScaleFor('hi')) expect(theirLabels).not.toContain(label);
  });

  it('speak of the student in the first person, so the scale reads as how true each is of them', () => {
    for (const { id, text } of hindi) expect(text, id).toMatch(/(^|[\s‘])(मैं|मुझे|मुझसे|मुझ|मेरा|मेरी|मेरे)(?=[\s,।]|$)/u);
  });

  it('catch, with the gender check, each form they avoid', () => {
    for (const [pattern, example] of genderedPatterns) expect(example).toMatch(pattern);
    for (const neutral of ['मैं जो हूँ, उससे मैं ख़ुश हूँ', 'मुझे जल्दी गुस्सा आ जाता है', 'मेरी कोशिश रहती है कि भीड़-भाड़ से दूर रहूँ']) expect(marksGender(neutral), neutral).toBe(false);
  });

  it('mark no gender of the reader, and never address them as ‘you’', () => {
    for (const { id, text } of hindi) expect(marksGender(text), `${id}: ${text}`).toBe(false);
  });
});

describe('the Big Five answer scale in Hindi', () => {
  it('has five plain labels, from not true at all to completely true, in order', () => {
    const scale = accuracyScaleFor('hi');
    expect(scale.map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
    expect(scale.map((c) => c.label)).toEqual(['बिल्कुल भी सही नहीं', 'ज़्यादातर सही नहीं', 'कुछ सही, कुछ नहीं', 'ज़्यादातर सही', 'बिल्कुल सही']);
    for (const { label } of scale) expect(label).toBe(label.normalize('NFC'));
  });

  it('is a fresh copy on every call', () => {
    const scale = accuracyScaleFor('hi');
    scale[0] = { value: 9, label: 'x' };
    expect(accuracyScaleFor('hi')[0]).toEqual({ value: 1, label: 'बिल्कुल भी सही नहीं' });
  });
});
