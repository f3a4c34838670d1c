import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riasecLetters, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { cosineSimilarity, lettersDiffering, matchProfile, weightsFor, type RiasecScores } from './profileMatch';

const profile = (code: string): HollandProfile => ({
  code,
  title: `Profile ${code}`,
  tagline: 'tagline',
  summary: 'summary',
  strengths: ['s'],
  challenges: ['c'],
  career_clusters: [{ cluster: 'cluster', examples: ['IIT Madras'] }],
  action_plan: ['a'],
  riasec_distribution: weightsFor(code),
});
const profiles = ['RIA', 'RIC', 'IAS', 'SAE', 'SEC', 'ECS', 'CRI', 'AES'].map(profile);
const scoreSets = fc.record(Object.fromEntries(riasecLetters.map((l) => [l, fc.integer({ min: 0, max: 40 })])) as Record<RiasecLetter, fc.Arbitrary<number>>);

describe('matching a Holland code to a profile', () => {
  it('weighs a code 10, 8, 6 and the other letters 2', () => {
    expect(weightsFor('SAE')).toEqual({ R: 2, I: 2, A: 8, S: 10, E: 6, C: 2 });
  });

  it('gives the code’s own profile when it exists', () => {
    expect(matchProfile('SAE', { R: 0, I: 0, A: 30, S: 40, E: 20, C: 0 }, 'S', profiles)).toEqual({ profile: profiles[3], match: 'exact', differences: [] });
  });

  it('otherwise gives the profile whose weights point most nearly the same way as the scores', () => {
    // S and C lead, E close behind: SEC fits better than SAE.
    const scores: RiasecScores = { R: 2, I: 3, A: 4, S: 38, E: 30, C: 34 };
    const result = matchProfile('SCE', scores, 'S', profiles);
    expect(result.match).toBe('nearest');
    expect(result.profile.code).toBe('SEC');
    expect(result.differences).toEqual(['C', 'E']);
    for (const other of profiles) expect(cosineSimilarity(scores, result.profile.riasec_distribution)).toBeGreaterThanOrEqual(cosineSimilarity(scores, other.riasec_distribution));
  });

  it('chooses the same nearest profile however the profiles are listed', () => {
    fc.assert(
      fc.property(scoreSets, fc.shuffledSubarray(profiles, { minLength: profiles.length }), (scores, shuffled) => {
        expect(matchProfile('XYZ', scores, null, shuffled).profile.code).toBe(matchProfile('XYZ', scores, null, profiles).profile.code);
      }),
    );
  });

  it('falls back to the code’s own weights when every score is zero', () => {
    // IRC's weights are nearest RIC's; without them every profile would tie and IAS (same leading letter) would win.
    expect(matchProfile('IRC', { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }, null, profiles).profile.code).toBe('RIC');
  });

  it('keeps a leading letter first even when a profile of another letter points more nearly the same way', () => {
    // I leads by a point, R close behind: RIC is the nearer direction, but the student reads an I profile.
    const scores: RiasecScores = { R: 35, I: 36, A: 2, S: 1, E: 1, C: 30 };
    expect(cosineSimilarity(scores, weightsFor('RIC'))).toBeGreaterThan(cosineSimilarity(scores, weightsFor('IAS')));
    const result = matchProfile('IRC', scores, 'I', profiles);
    expect(result).toMatchObject({ match: 'nearest', differences: ['R', 'C'] });
    expect(result.profile.code).toBe('IAS');
    fc.assert(
      fc.property(scoreSets, fc.constantFrom(...riasecLetters), (scores, leading) => {
        const code = `${leading}${riasecLetters
          .filter((l) => l !== leading)
          .slice(0, 2)
          .join('')}`;
        const hasOne = profiles.some((p) => p.code[0] === leading);
        if (hasOne) expect(matchProfile(code, scores, leading, profiles).profile.code[0]).toBe(leading);
      }),
    );
  });

  it('names the letters of the code that the profile does not have in the same place', () => {
    expect(lettersDiffering('SIE', 'SEI')).toEqual(['I', 'E']);
    expect(lettersDiffering('SIE', 'SIE')).toEqual([]);
  });
});
