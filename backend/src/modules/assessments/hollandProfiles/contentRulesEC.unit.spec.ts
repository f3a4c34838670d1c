// Issue 28, items 4 and 6, for the 16 profiles led by Enterprising and Conventional: one neutral voice that the student
// and the parent can both read, strengths that are interests (never character or a way of learning), no code a parent
// can misread, co-educational institutions first, and Hindi for every profile with the same shape and institutions.
import { describe, expect, it } from 'vitest';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { conventionalProfiles } from './conventional';
import { enterprisingProfiles } from './enterprising';
import { conventionalProfilesHi } from './hi/conventional';
import { enterprisingProfilesHi } from './hi/enterprising';
import type { HindiProfileText } from './hi/types';
import { hollandProfileByCode } from './index';

const ours: readonly HollandProfile[] = [...enterprisingProfiles, ...conventionalProfiles];
const each = ours.map((p) => [p.code, p] as const);
const hindi: Readonly<Record<string, HindiProfileText>> = { ...enterprisingProfilesHi, ...conventionalProfilesHi };

/** The words of a profile, apart from institution names. */
const prose = (p: HindiProfileText): string[] => [
  p.title,
  p.tagline,
  p.summary,
  ...p.strengths,
  ...p.challenges,
  ...p.action_plan,
  ...p.career_clusters.map((c) => c.cluster),
];
const institutions = (p: HindiProfileText) => p.career_clusters.flatMap((c) => c.examples);

/** A strength is an interest in an activity. */
const interest = /^(Enjoys|Likes|Drawn to|Interested in) /;
/** Words that speak to the reader, or about 'your child'. */
const addressed = /\b(you|your|yours|yourself)\b/i;
/** A step that names a person doing it: the plan is steps, not orders or reports on someone. */
const person = /\b(they|them|their|themselves|he|she|his|her|child)\b/i;
/** Character claims: what someone is like, not what they like doing. */
const character =
  /\b(honest|honesty|trustworthy|trusted|reliable|dependable|patient|patiently|warm|warmth|gentle|calm|calmly|confident|principled|disciplined|loyal|sincere|ambitious|competitive|decisive|bossy|rigid|stubborn|lazy|shy|lively|sociable|courteous|indispensable|persuasive|charisma|flair|discreet(ly)?|cares about|cares strongly)\b/i;
/** Claims about how someone learns. */
const learningStyle = /\b(learns? best|visual learner|hands-on learn\w*|learning suits)\b/i;
/** The Holland codes written as a word: three different capitals from R, I, A, S, E, C ('IAS', 'ESC'; not 'ISI'). */
const bareCodes = (text: string) => [...text.matchAll(/(?<![\p{L}\p{N}])[RIASEC]{3}(?![\p{L}\p{N}])/gu)].map((m) => m[0]).filter((w) => new Set(w).size === 3);
/** An institution that admits only women or only men, by name or by its marker. */
const singleSex = /\b(wom[ae]n|girls?|men only|boys?)\b|\(women only\)|\(men only\)/i;
const marker = / \((women|men) only\)$/;

/** The share of words written in Devanagari, of all words with letters (numbers aside). */
function devanagariShare(texts: readonly string[]): number {
  const words = texts.flatMap((t) => t.split(/[\s,;:()।?!]+/)).filter((w) => /\p{L}/u.test(w));
  return words.filter((w) => /[\u0900-\u097F]/.test(w)).length / words.length;
}
/** The Hindi for a code, failing the test when it is missing. */
function hindiOf(code: string): HindiProfileText {
  const text = hindi[code];
  if (!text) throw new Error(`${code} has no Hindi`);
  return text;
}

describe('the Enterprising and Conventional profiles (issue 28)', () => {
  it('are the 16 led by E and C', () => {
    expect(ours).toHaveLength(16);
    expect(ours.every((p) => /^[EC]/.test(p.code))).toBe(true);
  });

  describe('strengths are interests in activities', () => {
    it.each(each)('%s', (_, p) => {
      for (const s of p.strengths) expect(s, s).toMatch(interest);
    });
  });

  describe('speak to no one: no “you”, no “your child”, and plan steps without a person', () => {
    it.each(each)('%s', (_, p) => {
      for (const text of prose(p)) expect(text, text).not.toMatch(addressed);
      for (const step of p.action_plan) expect(step, step).not.toMatch(person);
      expect(p.summary).not.toMatch(/^Your child/);
    });
  });

  describe('make no character claim and no claim about how anyone learns', () => {
    it.each(each)('%s', (_, p) => {
      for (const text of prose(p)) {
        expect(text, text).not.toMatch(character);
        expect(text, text).not.toMatch(learningStyle);
      }
    });
  });

  describe('never write a code as a bare three-letter word', () => {
    it.each(each)('%s', (_, p) => {
      for (const text of [...prose(p), ...institutions(p)]) expect(bareCodes(text), text).toEqual([]);
    });
  });

  describe('list a co-educational institution first; a single-sex one says so', () => {
    it.each(each)('%s', (_, p) => {
      for (const { cluster, examples } of p.career_clusters) {
        expect(examples[0], `${p.code} ${cluster}`).not.toMatch(singleSex);
        for (const e of examples.filter((x) => singleSex.test(x))) expect(e, `${p.code} ${cluster}`).toMatch(marker);
      }
    });
  });

  describe('have their Hindi, with the same shape and the same institutions', () => {
    it.each(each)('%s', (code, p) => {
      const hi = hindiOf(code);
      expect(hi.strengths).toHaveLength(p.strengths.length);
      expect(hi.challenges).toHaveLength(p.challenges.length);
      expect(hi.action_plan).toHaveLength(p.action_plan.length);
      expect(hi.career_clusters.map((c) => c.examples)).toEqual(p.career_clusters.map((c) => c.examples));
      expect(new Set(hi.career_clusters.map((c) => c.cluster)).size).toBe(p.career_clusters.length);
    });
  });

  describe('write the Hindi in Hindi: at least 90% Devanagari words outside institution names, in the same neutral voice', () => {
    it.each(each)('%s', (code) => {
      const hi = hindiOf(code);
      expect(devanagariShare(prose(hi))).toBeGreaterThanOrEqual(0.9);
      for (const text of prose(hi)) {
        expect(text, text).toMatch(/[\u0900-\u097F]/);
        expect(text, text).not.toMatch(/(^|\s)आप(\s|$)|आपका|आपकी|आपके|आपको|आपसे|आपमें/);
        expect(bareCodes(text), text).toEqual([]);
      }
    });
  });

  it('are given in Hindi by hollandProfileByCode, with the English code, streams and weights', () => {
    for (const p of ours) {
      const shown = hollandProfileByCode(p.code, 'hi');
      expect(shown).toMatchObject({ ...hindiOf(p.code), code: p.code, riasec_distribution: p.riasec_distribution });
      expect(shown?.recommended_streams).toEqual(p.recommended_streams);
      expect(hollandProfileByCode(p.code, 'en')).toBe(p);
    }
  });

  it('holds Hindi only for these 16 codes in these two files', () => {
    expect(Object.keys(hindi).sort()).toEqual(ours.map((p) => p.code).sort());
  });

  it('catches what issue 28 found, so each rule can fail', () => {
    expect('Cares about honesty and trust').not.toMatch(interest);
    expect('Cares about honesty and trust').toMatch(character);
    expect('Your child likes to lead').toMatch(addressed);
    expect('Encourage them to stand for the student council').toMatch(person);
    expect('Likes prototyping, and learns best that way').toMatch(learningStyle);
    expect(bareCodes('IAS, The Student of People')).toEqual(['IAS']);
    expect(bareCodes('IIM Indore (IPM), ISI Kolkata')).toEqual([]);
    expect('Lady Shri Ram College for Women').toMatch(singleSex);
    expect('Lady Shri Ram College for Women').not.toMatch(marker);
    expect(devanagariShare(['खुलापन: in the middle'])).toBeLessThan(0.9);
  });
});
