// The profile for a Holland code, or, for a code without one, the profile whose weights (10 / 8 / 6 / 2) are most
// similar (cosine) to the student's six scores.
import { riasecLetters, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor } from './distribution';
import { hollandProfiles } from './index';

function cosine(a: Record<RiasecLetter, number>, b: Record<RiasecLetter, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const letter of riasecLetters) {
    dot += a[letter] * b[letter];
    na += a[letter] ** 2;
    nb += b[letter] ** 2;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export function nearestProfile(code: string, scores: Record<RiasecLetter, number>): { profile: HollandProfile; match: 'exact' | 'nearest' } {
  const exact = hollandProfiles.find((p) => p.code === code);
  if (exact) return { profile: exact, match: 'exact' };
  // All-zero scores carry no direction: fall back to the code's own weights.
  const target = Object.values(scores).some((v) => v > 0) ? scores : distributionFor(code);
  let best = hollandProfiles[0];
  let bestScore = -1;
  for (const profile of hollandProfiles) {
    const similarity = cosine(target, profile.riasec_distribution);
    if (similarity > bestScore) {
      best = profile;
      bestScore = similarity;
    }
  }
  if (!best) throw new Error('No Holland profiles are defined');
  return { profile: best, match: 'nearest' };
}
