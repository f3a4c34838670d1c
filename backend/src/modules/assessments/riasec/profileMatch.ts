// Which of the 48 parent-facing profiles a student reads. A code with a profile of its own gets it ('exact'). Any other
// code gets the profile whose 10 / 8 / 6 / 2 weights point the same way as the student's six scores (highest cosine
// similarity), and the result says it is the nearest. Equal similarities prefer a profile that shares the student's
// leading letter, then the alphabetically first code, so the choice never depends on the order profiles are listed in.
import { riasecLetters, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor, hollandProfiles } from '../hollandProfiles';

export type RiasecScores = Record<RiasecLetter, number>;
export interface ProfileMatch {
  profile: HollandProfile;
  match: 'exact' | 'nearest';
}

export function cosineSimilarity(a: RiasecScores, b: RiasecScores): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const letter of riasecLetters) {
    dot += a[letter] * b[letter];
    normA += a[letter] ** 2;
    normB += b[letter] ** 2;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The weights a profile for `code` carries: primary 10, secondary 8, tertiary 6, the other three 2. */
/** The 10 / 8 / 6 / 2 weights a code stands for (the profiles' riasec_distribution). */
export const weightsFor = (code: string): RiasecScores => distributionFor(code);

export function matchProfile(code: string, scores: RiasecScores, profiles: readonly HollandProfile[] = hollandProfiles): ProfileMatch {
  const exact = profiles.find((p) => p.code === code);
  if (exact) return { profile: exact, match: 'exact' };
  // All-zero scores point nowhere: the code's own weights stand in for them.
  const direction = riasecLetters.some((l) => scores[l] > 0) ? scores : weightsFor(code);
  const ranked = profiles
    .map((profile) => ({ profile, similarity: cosineSimilarity(direction, profile.riasec_distribution) }))
    .sort(
      (a, b) =>
        b.similarity - a.similarity ||
        Number(b.profile.code[0] === code[0]) - Number(a.profile.code[0] === code[0]) ||
        a.profile.code.localeCompare(b.profile.code),
    );
  const best = ranked[0];
  if (!best) throw new Error('No Holland profiles are defined');
  return { profile: best.profile, match: 'nearest' };
}
