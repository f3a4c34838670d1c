// Issue 28's content rules (items 4 and 6) for the 16 profiles led by Realistic or Investigative: one neutral voice that
// the student and the parent can both read, strengths that are interests rather than character, no code that reads as a
// word, single-sex institutions marked and never first, and Hindi for every profile with the same shape.
import { describe, expect, it } from 'vitest';
import { hindiProfileText } from './hi';
import type { HindiProfileText } from './hi/types';
import { hollandProfiles } from './index';

const mine = hollandProfiles.filter((p) => /^[RI]/.test(p.code));
const each = mine.map((p) => [p.code, p] as const);

/** Every sentence a reader sees, except the institutions' names. */
const wordsOf = (p: HindiProfileText): string[] => [p.title, p.tagline, p.summary, ...p.strengths, ...p.challenges, ...p.action_plan, ...p.career_clusters.map((c) => c.cluster)];
const everything = (p: HindiProfileText): string[] => [...wordsOf(p), ...p.career_clusters.flatMap((c) => c.examples)];

/** A strength names an activity the student is drawn to. */
const interestOpening = /^(Enjoys|Likes|Drawn to|Interested in)\b/;
/** Words that address one reader or judge the student's character or way of learning, not their interests. */
const addressesOneReader = /\b(you|your|yours|yourself)\b/i;
const learningStyle = /\b(learns? best|learner|by prototyping|learning style)\b/i;
const characterWords =
  /\b(honest|honesty|patience|patiently|warm|warmth|reliable|dependable|calm|composed|loyal|responsible|responsibility|empath(y|etic)|compassion(ate)?|courage(ous)?|brave|trustworthy|disciplined|hard-?working|kind-?hearted|sincere|mature|caring|confident|confidence|determined|persistent|perseverance|humble|shy|anxious|impatient|lazy|stubborn|overthinks?|reluctant|sentimental)\b|\bpatient\b(?! care)/i;
/** A Holland code written as a word: three different letters of R, I, A, S, E, C in capitals (IAS, RIC, ISE …). */
const bareCode = /\b(?![A-Z]*([A-Z])[A-Z]*\1)[RIASEC]{3}\b/;
const singleSexMarker = /\((women|men) only\)$/;
/** Institutions that admit only women or only men to the courses named, which must carry the marker wherever they appear. */
const singleSex = /\b(Lady Shri Ram|Miranda House|Lady Irwin|SNDT|Rajkumari Amrit Kaur College of Nursing|AIIMS New Delhi, College of Nursing|Indraprastha College for Women|Women|Women’s|Men’s)\b/;

const devanagari = /[\u0900-\u097F]/;
/** The share of words (tokens with a letter) written in Devanagari. */
function devanagariShare(texts: readonly string[]): number {
  const words = texts.flatMap((t) => t.split(/\s+/)).filter((w) => /\p{L}/u.test(w));
  return words.filter((w) => devanagari.test(w)).length / words.length;
}

it('covers the 16 profiles led by Realistic or Investigative', () => {
  expect(mine.map((p) => p.code)).toHaveLength(16);
});

describe('strengths are interests in activities, each opening with Enjoys, Likes, Drawn to or Interested in', () => {
  it.each(each)('%s', (_, p) => {
    for (const strength of p.strengths) expect(strength).toMatch(interestOpening);
  });
});

describe('one neutral voice: no “you”, no “your child”', () => {
  it.each(each)('%s', (_, p) => {
    for (const text of everything(p)) expect(text).not.toMatch(addressesOneReader);
  });
});

describe('no learning-style claims', () => {
  it.each(each)('%s', (_, p) => {
    for (const text of everything(p)) expect(text).not.toMatch(learningStyle);
  });
});

describe('no character claims, in strengths, challenges or anywhere else', () => {
  it.each(each)('%s', (_, p) => {
    for (const text of wordsOf(p)) expect(text).not.toMatch(characterWords);
  });
});

describe('no code written as a bare three-letter word, in English or Hindi', () => {
  it.each(each)('%s', (code, p) => {
    const hindi = hindiProfileText(code);
    for (const text of [...everything(p), ...(hindi ? everything(hindi) : [])]) expect(text).not.toMatch(bareCode);
  });

  it('catches the words it is meant to catch and lets institutions through', () => {
    for (const text of ['code IAS here', 'RIC', 'a SEC code']) expect(text).toMatch(bareCode);
    for (const text of ['IIT Madras', 'ISI Kolkata', 'SPA Delhi', 'NISER', 'CMC Vellore']) expect(text).not.toMatch(bareCode);
  });
});

describe('single-sex institutions carry their marker and never come first', () => {
  it.each(each)('%s', (_, p) => {
    for (const { examples } of p.career_clusters) {
      expect(examples[0]).not.toMatch(singleSexMarker);
      for (const example of examples) {
        if (singleSex.test(example)) expect(example).toMatch(singleSexMarker);
        if (/\b(women|men) only\b/.test(example)) expect(example).toMatch(singleSexMarker);
      }
    }
  });
});

describe('every profile has its Hindi, with the same shape and the same institutions', () => {
  it.each(each)('%s', (code, p) => {
    const hindi = hindiProfileText(code);
    expect(hindi).toBeDefined();
    if (!hindi) return;
    expect(hindi.strengths).toHaveLength(p.strengths.length);
    expect(hindi.challenges).toHaveLength(p.challenges.length);
    expect(hindi.action_plan).toHaveLength(p.action_plan.length);
    expect(hindi.career_clusters).toHaveLength(p.career_clusters.length);
    hindi.career_clusters.forEach((cluster, i) => {
      expect(cluster.examples).toEqual(p.career_clusters[i]?.examples);
      expect(cluster.cluster).toMatch(devanagari);
    });
  });
});

describe('the Hindi is Hindi: at least 90% of its words, outside institution names, are Devanagari', () => {
  it.each(each)('%s', (code) => {
    const hindi = hindiProfileText(code);
    expect(hindi).toBeDefined();
    if (hindi) expect(devanagariShare(wordsOf(hindi))).toBeGreaterThanOrEqual(0.9);
  });
});

describe('every Hindi field is filled and distinct', () => {
  it.each(each)('%s', (code) => {
    const hindi = hindiProfileText(code);
    if (!hindi) throw new Error(`no Hindi for ${code}`);
    for (const text of wordsOf(hindi)) expect(text.trim()).toBe(text);
    for (const text of wordsOf(hindi)) expect(text.length).toBeGreaterThan(0);
    for (const list of [hindi.strengths, hindi.challenges, hindi.action_plan]) expect(new Set(list).size).toBe(list.length);
  });
});
