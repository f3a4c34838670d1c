// Issue 28's content rules (items 4 and 6) for all 48 Holland profiles: one neutral voice that the student and the parent
// can both read, strengths that are interests (never character or a way of learning), plan steps without a person, no
// code a parent can misread as a word, co-educational institutions first and single-sex ones marked, and Hindi for every
// profile with the same shape and the same institutions. (Merged from the three per-letter specs; every rule kept.)
import { describe, expect, it } from 'vitest';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { hindiProfileText } from './hi';
import { artisticProfilesHi } from './hi/artistic';
import { conventionalProfilesHi } from './hi/conventional';
import { enterprisingProfilesHi } from './hi/enterprising';
import { investigativeProfilesHi } from './hi/investigative';
import { realisticProfilesHi } from './hi/realistic';
import { socialProfilesHi } from './hi/social';
import type { HindiProfiles, HindiProfileText } from './hi/types';
import { hollandProfileByCode, hollandProfiles } from './index';
import { readerAddressIn } from '../../../testing/studentAddress';

const each = hollandProfiles.map((p) => [p.code, p] as const);
const hindiByLetter: Readonly<Record<string, HindiProfiles>> = {
  R: realisticProfilesHi,
  I: investigativeProfilesHi,
  A: artisticProfilesHi,
  S: socialProfilesHi,
  E: enterprisingProfilesHi,
  C: conventionalProfilesHi,
};

/** Every sentence a reader sees in a profile, institutions apart. */
const prose = (p: HindiProfileText): string[] => [p.title, p.tagline, p.summary, ...p.strengths, ...p.challenges, ...p.action_plan, ...p.career_clusters.map((c) => c.cluster)];
const institutions = (p: HindiProfileText): string[] => p.career_clusters.flatMap((c) => c.examples);
const everything = (p: HindiProfileText): string[] => [...prose(p), ...institutions(p)];
function hindiOf(code: string): HindiProfileText {
  const text = hindiProfileText(code);
  if (!text) throw new Error(`${code} has no Hindi`);
  return text;
}

/** A strength names an activity the student is drawn to. */
const interest = /^(Enjoys|Likes|Drawn to|Interested in) /;
/** A step that names a person doing it: the plan is steps, not orders or reports on someone. */
const person = /\b(they|them|their|themselves|he|she|his|her|child)\b/i;
/**
 * Character claims: what someone is like, not what they like doing. Each pair of letters keeps the list its profiles were
 * written against ('patient care' is a field of work, not a claim); 'responsibility' or 'steady practice' are fine for
 * the letters whose list does not hold them.
 */
const characterByLetter: Readonly<Record<string, RegExp>> = {
  ...Object.fromEntries(
    [...'RI'].map((l) => [
      l,
      /\b(honest|honesty|patience|patiently|warm|warmth|reliable|dependable|calm|composed|loyal|responsible|responsibility|empath(y|etic)|compassion(ate)?|courage(ous)?|brave|trustworthy|disciplined|hard-?working|kind-?hearted|sincere|mature|caring|confident|confidence|determined|persistent|perseverance|humble|shy|anxious|impatient|lazy|stubborn|overthinks?|reluctant|sentimental)\b|\bpatient\b(?! care)/i,
    ]),
  ),
  ...Object.fromEntries(
    [...'AS'].map((l) => [
      l,
      /\b(patient|patience|patiently|warm|warmth|reliable|dependable|honest|honesty|trust|trustworthy|kind-hearted|compassionate|sensitive|generous|confident|courteous|punctual|responsible|calm|steady|friendly|caring|loyal|hard-working|disciplined|mature|big heart)\b/i,
    ]),
  ),
  ...Object.fromEntries(
    [...'EC'].map((l) => [
      l,
      /\b(honest|honesty|trustworthy|trusted|reliable|dependable|patient|patiently|warm|warmth|gentle|calm|calmly|confident|principled|disciplined|loyal|sincere|ambitious|competitive|decisive|bossy|rigid|stubborn|lazy|shy|lively|sociable|courteous|indispensable|persuasive|charisma|flair|discreet(ly)?|cares about|cares strongly)\b/i,
    ]),
  ),
};
const characterOf = (code: string): RegExp => {
  const rule = characterByLetter[code[0] ?? ''];
  if (!rule) throw new Error(`no character rule for ${code}`);
  return rule;
};
/** Letters whose plan steps name no person at all (the E and C plans were written to it; the others say 'their careers'). */
const stepsWithoutPerson = /^[EC]/;
/** Claims about how someone learns. */
const learningStyle = /\b(learns? best|learner|learning style|learning suits|by prototyping|learns? by (doing|prototyping)|hands-on learn\w*)\b/i;
/** A Holland code written as a word: three different capitals from R, I, A, S, E, C ('IAS', 'ESC'; not 'ISI'). */
const bareCodes = (text: string): string[] => [...text.matchAll(/(?<![\p{L}\p{N}])[RIASEC]{3}(?![\p{L}\p{N}])/gu)].map((m) => m[0]).filter((w) => new Set(w).size === 3);
/** Institutions that admit only women or only men (for the courses named), by name or by a word in their name. */
const womenOnly = [
  'Lady Shri Ram',
  'Miranda House',
  'Lady Irwin',
  'SNDT',
  'Rajkumari Amrit Kaur College of Nursing',
  'AIIMS New Delhi, College of Nursing',
  'College of Nursing, AFMC',
  'Indraprastha College for Women',
];
const namesSingleSex = (example: string) => womenOnly.some((name) => example.includes(name)) || /\b(wom[ae]n|women’s|men’s|girls?|boys?|men only)\b/i.test(example);
const marker = / \((women|men) only\)$/;

const devanagari = /[\u0900-\u097F]/;
/** The share of words (tokens with a letter) written in Devanagari. */
function devanagariShare(texts: readonly string[]): number {
  const words = texts.flatMap((t) => t.split(/[\s,;:()।?!]+/)).filter((w) => /\p{L}/u.test(w));
  return words.filter((w) => devanagari.test(w)).length / words.length;
}

describe('the 48 profiles', () => {
  it('are eight for each leading letter', () => {
    expect(hollandProfiles).toHaveLength(48);
    for (const letter of 'RIASEC')
      expect(
        hollandProfiles.filter((p) => p.code[0] === letter),
        letter,
      ).toHaveLength(8);
  });
});

describe('strengths are interests in activities, each opening with Enjoys, Likes, Drawn to or Interested in', () => {
  it.each(each)('%s', (_, p) => {
    for (const strength of p.strengths) expect(strength, strength).toMatch(interest);
  });
});

describe('one neutral voice: no “you”, no “your child”; E and C plan steps without a person', () => {
  it.each(each)('%s', (_, p) => {
    for (const text of everything(p)) expect(readerAddressIn(text), text).toEqual([]);
    if (stepsWithoutPerson.test(p.code)) for (const step of p.action_plan) expect(step, step).not.toMatch(person);
    expect(p.summary).not.toMatch(/^Your child/);
  });
});

describe('no character claims and no learning-style claims, anywhere in the words', () => {
  it.each(each)('%s', (_, p) => {
    for (const text of prose(p)) {
      expect(text, text).not.toMatch(characterOf(p.code));
      expect(text, text).not.toMatch(learningStyle);
    }
  });
});

describe('no code written as a bare three-letter word, in English or Hindi', () => {
  it.each(each)('%s', (code, p) => {
    for (const text of [...everything(p), ...everything(hindiOf(code))]) expect(bareCodes(text), text).toEqual([]);
  });
});

describe('institutions: co-educational first, every single-sex one marked “(women only)” or “(men only)” at the end', () => {
  it.each(each)('%s', (_, p) => {
    for (const { cluster, examples } of p.career_clusters) {
      const first = examples[0] ?? '';
      expect(namesSingleSex(first) || marker.test(first), `${p.code} ${cluster}: ${first}`).toBe(false);
      for (const example of examples) {
        if (namesSingleSex(example)) expect(example, example).toMatch(marker);
        if (/\b(women|men) only\b/.test(example)) expect(example, example).toMatch(marker);
      }
    }
  });
});

describe('every profile has its Hindi, with the same shape and the same institutions', () => {
  it.each(each)('%s', (code, p) => {
    const hi = hindiOf(code);
    expect(hi.strengths).toHaveLength(p.strengths.length);
    expect(hi.challenges).toHaveLength(p.challenges.length);
    expect(hi.action_plan).toHaveLength(p.action_plan.length);
    expect(hi.career_clusters.map((c) => c.examples)).toEqual(p.career_clusters.map((c) => c.examples));
    expect(new Set(hi.career_clusters.map((c) => c.cluster)).size).toBe(p.career_clusters.length);
    hi.career_clusters.forEach(({ cluster }, i) => {
      expect(cluster).toMatch(devanagari);
      expect(cluster).not.toBe(p.career_clusters[i]?.cluster);
    });
  });

  it('each letter’s Hindi file holds exactly that letter’s eight codes', () => {
    for (const [letter, profiles] of Object.entries(hindiByLetter)) {
      expect(Object.keys(profiles).sort(), letter).toEqual(
        hollandProfiles
          .filter((p) => p.code[0] === letter)
          .map((p) => p.code)
          .sort(),
      );
    }
  });
});

describe('the Hindi is Hindi, filled, distinct and in the same neutral voice', () => {
  it.each(each)('%s: at least 90% Devanagari words outside institution names, and in each short line', (code) => {
    const hi = hindiOf(code);
    expect(devanagariShare(prose(hi))).toBeGreaterThanOrEqual(0.9);
    for (const text of [hi.title, hi.tagline, ...hi.strengths, ...hi.career_clusters.map((c) => c.cluster)]) expect(devanagariShare([text]), text).toBeGreaterThanOrEqual(0.9);
  });

  it.each(each)('%s: every field filled, trimmed, Devanagari and addressing no one; no list repeats itself', (code) => {
    const hi = hindiOf(code);
    for (const text of prose(hi)) {
      expect(text.length, text).toBeGreaterThan(0);
      expect(text.trim(), text).toBe(text);
      expect(text, text).toMatch(devanagari);
      expect(readerAddressIn(text), text).toEqual([]);
    }
    for (const list of [hi.strengths, hi.challenges, hi.action_plan]) expect(new Set(list).size).toBe(list.length);
  });
});

describe('hollandProfileByCode in Hindi', () => {
  it.each(each)('%s gives the Hindi words with the English code, streams and weights', (code, p: HollandProfile) => {
    const shown = hollandProfileByCode(code, 'hi');
    expect(shown).toMatchObject({ ...hindiOf(code), code, riasec_distribution: p.riasec_distribution });
    expect(shown?.recommended_streams).toEqual(p.recommended_streams);
    expect(hollandProfileByCode(code, 'en')).toBe(p);
  });
});

it('catches what issue 28 found, so each rule can fail', () => {
  expect('Cares about honesty and trust').not.toMatch(interest);
  for (const letter of 'RIASEC') {
    expect('Cares about honesty and trust', letter).toMatch(characterOf(letter));
    expect('Patient and warm with younger children', letter).toMatch(characterOf(letter));
  }
  expect('Interested in patient care').not.toMatch(characterOf('R'));
  expect('Encourage them to stand for the student council').toMatch(person);
  expect('Likes prototyping, and learns best that way').toMatch(learningStyle);
  expect('Enjoys building things; learn best by prototyping').toMatch(learningStyle);
  expect(bareCodes('IAS, The Student of People')).toEqual(['IAS']);
  for (const text of ['code IAS here', 'RIC', 'a SEC code']) expect(bareCodes(text), text).toHaveLength(1);
  for (const text of ['IIT Madras', 'SPA Delhi', 'NISER', 'CMC Vellore', 'IIM Indore (IPM), ISI Kolkata']) expect(bareCodes(text), text).toEqual([]);
  expect(namesSingleSex('Lady Shri Ram College for Women')).toBe(true);
  expect('Lady Shri Ram College for Women').not.toMatch(marker);
  expect('Lady Shri Ram College for Women (women only)').toMatch(marker);
  expect(namesSingleSex('IIT Bombay')).toBe(false);
  expect(devanagariShare(['खुलापन: in the middle'])).toBeLessThan(0.9);
});
