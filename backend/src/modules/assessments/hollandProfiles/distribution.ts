import { profileWeights, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';

const ranked = [profileWeights.primary, profileWeights.secondary, profileWeights.tertiary];

/** A profile's weights follow from its code: primary letter 10, secondary 8, tertiary 6, the other three 2 (dashboards §3). */
export function distributionFor(code: string): Record<RiasecLetter, number> {
  const upper = code.toUpperCase();
  const weightOf = (letter: RiasecLetter): number => ranked[upper.indexOf(letter)] ?? profileWeights.other;
  return { R: weightOf('R'), I: weightOf('I'), A: weightOf('A'), S: weightOf('S'), E: weightOf('E'), C: weightOf('C') };
}
