import { profileWeights, riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';

/** Primary letter 10, secondary 8, tertiary 6, the other three 2 (dashboards §3). */
export function distributionFor(code: string): Record<RiasecLetter, number> {
  const weights = [profileWeights.primary, profileWeights.secondary, profileWeights.tertiary];
  return Object.fromEntries(riasecLetters.map((letter) => [letter, weights[code.indexOf(letter)] ?? profileWeights.other])) as Record<RiasecLetter, number>;
}
