// Issue 28 (items 4 and 6) for the profiles led by Artistic and Social: strengths are interests, the text addresses no
// reader and claims no character, every profile has its Hindi in the same shape, single-sex institutions are marked and
// never first, and no code is printed as a bare three-letter word.
import { describe, expect, it } from 'vitest';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { artisticProfiles } from './artistic';
import { hindiProfileText } from './hi';
import { hollandProfileByCode } from './index';
import type { HindiProfileText } from './hi/types';
import { socialProfiles } from './social';

const ours = [...artisticProfiles, ...socialProfiles];
const each = ours.map((p) => [p.code, p] as const);

/** Every sentence a reader sees in a profile's words, institutions apart. */
const wordsOf = (p: HindiProfileText): string[] => [p.title, p.tagline, p.summary, ...p.strengths, ...p.challenges, ...p.action_plan, ...p.career_clusters.map((c) => c.cluster)];
const everyText = (p: HindiProfileText): string[] => [...wordsOf(p), ...p.career_clusters.flatMap((c) => c.examples)];
const hindiOf = (p: HollandProfile): HindiProfileText => {
  const hindi = hindiProfileText(p.code);
  if (!hindi) throw new Error(`${p.code} has no Hindi`);
  return hindi;
};

const interest = /^(Enjoys|Likes|Drawn to|Interested in) /;
const addressesReader = /\b(you|your|yours|yourself)\b/i;
const learningStyle = /\b(learns? best|learning style|visual learner|learns? by (doing|prototyping))\b/i;
const character =
  /\b(patient|patience|patiently|warm|warmth|reliable|dependable|honest|honesty|trust|trustworthy|kind-hearted|compassionate|sensitive|generous|confident|courteous|punctual|responsible|calm|steady|friendly|caring|loyal|hard-working|disciplined|mature|big heart)\b/i;
const hindiAddress = /(^|[\s,(])(आप|आपका|आपके|आपकी|आपको|आपने|तुम|तुम्हारा|तुम्हारे|तुम्हारी)(?=[\s,।)]|$)/;

/** Institutions that admit only women (for the courses named): wherever they appear, they say so and come after others. */
const womenOnly = ['Lady Shri Ram College', 'Miranda House', 'Lady Irwin College', 'Rajkumari Amrit Kaur College of Nursing', 'College of Nursing, AFMC', 'SNDT Women’s University'];
const singleSexMark = / \((women|men) only\)$/;
const namesSingleSex = (example: string) => womenOnly.some((name) => example.includes(name)) || /\b(Women|Girls|Boys)\b/.test(example);

/** A Holland code written as a word: three different letters of R, I, A, S, E, C. */
const bareCode = (text: string): string[] => (text.match(/\b[RIASEC]{3}\b/g) ?? []).filter((word) => new Set(word).size === 3);

/** Share of the words written in Devanagari, among words with a letter in them. */
function devanagariShare(texts: readonly string[]): number {
  const words = texts.flatMap((t) => t.split(/\s+/)).filter((w) => /[\p{L}]/u.test(w));
  return words.filter((w) => /[\u0900-\u097F]/.test(w)).length / words.length;
}

describe('the Artistic- and Social-led profiles', () => {
  it('are sixteen, eight for each letter', () => {
    expect(artisticProfiles.map((p) => p.code[0])).toEqual(Array(8).fill('A'));
    expect(socialProfiles.map((p) => p.code[0])).toEqual(Array(8).fill('S'));
  });
});

describe('strengths are interests in activities', () => {
  it.each(each)('%s: every strength starts “Enjoys”, “Likes”, “Drawn to” or “Interested in”', (_, p) => {
    for (const strength of p.strengths) expect(strength, strength).toMatch(interest);
  });
});

describe('one neutral voice, no character or learning-style claims', () => {
  it.each(each)('%s addresses no reader and claims no character or way of learning', (_, p) => {
    for (const text of wordsOf(p)) {
      expect(text, text).not.toMatch(addressesReader);
      expect(text, text).not.toMatch(learningStyle);
      expect(text, text).not.toMatch(character);
    }
  });

  it.each(each)('%s in Hindi addresses no reader either', (_, p) => {
    for (const text of wordsOf(hindiOf(p))) expect(text, text).not.toMatch(hindiAddress);
  });
});

describe('every profile has its Hindi, in the same shape', () => {
  it.each(each)('%s: same number of strengths, challenges, clusters and steps; each cluster the same institutions', (_, p) => {
    const hi = hindiOf(p);
    expect(hi.strengths).toHaveLength(p.strengths.length);
    expect(hi.challenges).toHaveLength(p.challenges.length);
    expect(hi.action_plan).toHaveLength(p.action_plan.length);
    expect(hi.career_clusters.map((c) => c.examples)).toEqual(p.career_clusters.map((c) => c.examples));
    for (const [i, { cluster }] of hi.career_clusters.entries()) expect(cluster).not.toBe(p.career_clusters[i]?.cluster);
  });

  it.each(each)('%s: at least 90% of the Hindi words outside institution names are Devanagari', (_, p) => {
    const hi = hindiOf(p);
    expect(devanagariShare(wordsOf(hi))).toBeGreaterThanOrEqual(0.9);
    for (const text of [hi.title, hi.tagline, ...hi.strengths, ...hi.career_clusters.map((c) => c.cluster)]) expect(devanagariShare([text]), text).toBeGreaterThanOrEqual(0.9);
  });
});

describe('institutions: co-educational first, single-sex ones marked', () => {
  it.each(each)('%s marks every single-sex institution with “(women only)” or “(men only)” at the end, never first', (_, p) => {
    for (const { cluster, examples } of p.career_clusters) {
      for (const example of examples) if (namesSingleSex(example)) expect(example, example).toMatch(singleSexMark);
      for (const example of examples) if (/\b(women|men) only\b/.test(example)) expect(example, example).toMatch(singleSexMark);
      expect(examples[0], `${p.code} ${cluster}`).not.toMatch(/\b(women|men) only\b/);
    }
  });
});

describe('no code as a bare three-letter word', () => {
  it.each(each)('%s, in English and in Hindi', (_, p) => {
    for (const text of [...everyText(p), ...everyText(hindiOf(p))]) expect(bareCode(text), text).toEqual([]);
  });
});

describe('hollandProfileByCode in Hindi', () => {
  it.each(each)('%s gives the Hindi words with the English streams and weights', (code, p) => {
    const hi = hollandProfileByCode(code, 'hi');
    expect(hi).toMatchObject({ ...hindiOf(p), code, recommended_streams: p.recommended_streams, riasec_distribution: p.riasec_distribution });
    expect(hollandProfileByCode(code, 'en')).toBe(p);
  });
});
