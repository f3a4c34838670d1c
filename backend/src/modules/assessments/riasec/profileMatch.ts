// Which of the 48 parent-facing profiles a student reads. A code with a profile of its own gets it ('exact'). Any other
// code gets the nearest profile, and the result says so and names the letters that differ. Nearest: when one type
// leads on its own, only the eight profiles that start with it are candidates (a student whose code starts with S
// reads an S profile, never an I one); among the candidates, the profile whose 10 / 8 / 6 / 2 weights point the same
// way as the six scores (highest cosine similarity). Equal similarities prefer a profile that shares the student's
// first letter, then the alphabetically first code, so the choice never depends on the order profiles are listed in.
import { riasecLetters, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor, hollandProfiles } from '../hollandProfiles';

export type RiasecScores = Record<RiasecLetter, number>;
export interface ProfileMatch {
  profile: HollandProfile;
  match: 'exact' | 'nearest';
  /** The student's letters that the profile's code does not have in the same place (none for an exact match). */
  differences: RiasecLetter[];
}

/** The letters of `code` that `other` does not have in the same place. */
export const lettersDiffering = (code: string, other: string): RiasecLetter[] => (code.split('') as RiasecLetter[]).filter((letter, i) => other[i] !== letter);

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

/** The 10 / 8 / 6 / 2 weights a code stands for (the profiles' riasec_distribution). */
export const weightsFor = (code: string): RiasecScores => distributionFor(code);

/** `leading`: the type that scores above all others, when there is one (the nearest profile then starts with it). */
export function matchProfile(code: string, scores: RiasecScores, leading: RiasecLetter | null = null, profiles: readonly HollandProfile[] = hollandProfiles): ProfileMatch {
  const exact = profiles.find((p) => p.code === code);
  if (exact) return { profile: exact, match: 'exact', differences: [] };
  // All-zero scores point nowhere: the code's own weights stand in for them.
  const direction = riasecLetters.some((l) => scores[l] > 0) ? scores : weightsFor(code);
  const sameLead = leading === null ? [] : profiles.filter((p) => p.code[0] === leading);
  const ranked = (sameLead.length > 0 ? sameLead : profiles)
    .map((profile) => ({ profile, similarity: cosineSimilarity(direction, profile.riasec_distribution) }))
    .sort((a, b) => b.similarity - a.similarity || Number(b.profile.code[0] === code[0]) - Number(a.profile.code[0] === code[0]) || a.profile.code.localeCompare(b.profile.code));
  const best = ranked[0];
  if (!best) throw new Error('No Holland profiles are defined');
  return { profile: best.profile, match: 'nearest', differences: lettersDiffering(code, best.profile.code) };
}
