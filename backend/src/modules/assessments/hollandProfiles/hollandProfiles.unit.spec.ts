import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendedStreams, riasecLetters, type HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor, hollandProfileByCode, hollandProfiles } from './index';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
const filled = (items: readonly string[]) => items.every((item) => item.trim().length > 0 && item === item.trim());
const distinct = (items: readonly string[]) => new Set(items).size === items.length;

/** Every value a field takes across all profiles, with the codes that use it, keeping only values used more than once. */
function shared(pick: (p: HollandProfile) => readonly string[]): [string, string[]][] {
  const users = new Map<string, string[]>();
  for (const p of hollandProfiles) for (const value of pick(p)) users.set(value, [...(users.get(value) ?? []), p.code]);
  return [...users].filter(([, codes]) => codes.length > 1);
}

const threeDistinctLetters = fc.shuffledSubarray([...riasecLetters], { minLength: 3, maxLength: 3 }).map((letters) => letters.join(''));

describe('the set of Holland profiles', () => {
  it('has exactly 48 profiles with unique codes', () => {
    expect(hollandProfiles).toHaveLength(48);
    expect(distinct(hollandProfiles.map((p) => p.code))).toBe(true);
  });

  it('uses three distinct RIASEC letters in every code', () => {
    for (const { code } of hollandProfiles) {
      expect(code).toMatch(/^[RIASEC]{3}$/);
      expect(new Set(code).size).toBe(3);
    }
  });

  it('has eight profiles for each leading letter', () => {
    for (const letter of riasecLetters) expect(hollandProfiles.filter((p) => p.code.startsWith(letter)).map((p) => p.code)).toHaveLength(8);
  });
});

describe('each Holland profile', () => {
  it.each(hollandProfiles.map((p) => [p.code, p] as const))('%s fills every field to the content rules', (_, p) => {
    expect(filled([p.title, p.tagline, p.summary])).toBe(true);
    expect(sentences(p.summary).length).toBeGreaterThanOrEqual(3);
    expect(sentences(p.summary).length).toBeLessThanOrEqual(5);
    // Issue 28, item 4: a neutral voice that addresses no reader.
    expect(p.summary).not.toMatch(/\b(you|your)\b/i);

    expect(p.strengths.length).toBeGreaterThanOrEqual(3);
    expect(p.strengths.length).toBeLessThanOrEqual(5);
    expect(p.challenges.length).toBeGreaterThanOrEqual(2);
    expect(p.challenges.length).toBeLessThanOrEqual(3);
    expect(p.action_plan.length).toBeGreaterThanOrEqual(4);
    expect(p.action_plan.length).toBeLessThanOrEqual(6);
    for (const list of [p.strengths, p.challenges, p.action_plan]) {
      expect(filled(list)).toBe(true);
      expect(distinct(list)).toBe(true);
    }

    expect(p.career_clusters.length).toBeGreaterThanOrEqual(3);
    expect(p.career_clusters.length).toBeLessThanOrEqual(4);
    expect(distinct(p.career_clusters.map((c) => c.cluster))).toBe(true);
    for (const { cluster, examples } of p.career_clusters) {
      expect(filled([cluster])).toBe(true);
      expect(examples.length).toBeGreaterThanOrEqual(2);
      expect(examples.length).toBeLessThanOrEqual(4);
      expect(filled(examples)).toBe(true);
      expect(distinct(examples)).toBe(true);
    }

    expect(p.recommended_streams?.length).toBeGreaterThan(0);
    expect(distinct(p.recommended_streams ?? [])).toBe(true);
    for (const stream of p.recommended_streams ?? []) expect(recommendedStreams).toContain(stream);
  });

  it.each(hollandProfiles.map((p) => [p.code, p] as const))('%s carries the 10 / 8 / 6 / 2 weights of its own code', (code, p) => {
    expect(p.riasec_distribution).toEqual(distributionFor(code));
    const [first, second, third] = code;
    expect(p.riasec_distribution).toMatchObject({ [first ?? '']: 10, [second ?? '']: 8, [third ?? '']: 6 });
    expect(Object.values(p.riasec_distribution).filter((w) => w === 2)).toHaveLength(3);
  });
});

describe('no two profiles alike', () => {
  it('has 48 different titles, taglines and summaries', () => {
    for (const field of ['title', 'tagline', 'summary'] as const) expect(distinct(hollandProfiles.map((p) => p[field]))).toBe(true);
  });

  it('shares no strength, challenge or action step word for word between profiles', () => {
    expect(shared((p) => p.strengths)).toEqual([]);
    expect(shared((p) => p.challenges)).toEqual([]);
    expect(shared((p) => p.action_plan)).toEqual([]);
  });

  it('gives no two profiles the same set of career clusters', () => {
    expect(
      distinct(
        hollandProfiles.map((p) =>
          p.career_clusters
            .map((c) => c.cluster)
            .sort()
            .join('|'),
        ),
      ),
    ).toBe(true);
  });
});

describe('distributionFor', () => {
  it('weights RIA as R 10, I 8, A 6 and the rest 2', () => {
    expect(distributionFor('RIA')).toEqual({ R: 10, I: 8, A: 6, S: 2, E: 2, C: 2 });
  });

  it('gives the code’s letters 10, 8 and 6 in order and every other letter 2, whatever the code', () => {
    fc.assert(
      fc.property(threeDistinctLetters, (code) => {
        const weights = distributionFor(code);
        expect(code.split('').map((letter) => weights[letter as keyof typeof weights])).toEqual([10, 8, 6]);
        for (const letter of riasecLetters.filter((l) => !code.includes(l))) expect(weights[letter]).toBe(2);
        expect(distributionFor(code.toLowerCase())).toEqual(weights);
      }),
    );
  });
});

describe('hollandProfileByCode', () => {
  it('finds every profile by its code, in any letter case', () => {
    for (const p of hollandProfiles) {
      expect(hollandProfileByCode(p.code)).toBe(p);
      expect(hollandProfileByCode(p.code.toLowerCase())).toBe(p);
    }
  });

  it('finds nothing for a code without a profile', () => {
    const known = new Set(hollandProfiles.map((p) => p.code));
    fc.assert(
      fc.property(threeDistinctLetters, (code) => {
        expect(hollandProfileByCode(code) === undefined).toBe(!known.has(code));
      }),
    );
    for (const code of ['', 'RRR', 'XYZ', 'RIAS']) expect(hollandProfileByCode(code)).toBeUndefined();
  });
});
