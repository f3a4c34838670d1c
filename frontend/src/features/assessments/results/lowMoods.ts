// When a Big Five result shows the helpline (issue 28, item 5): a high emotional-sensitivity (N) reading, or a high
// low-moods (Depression) facet, or an answer pattern the checks mark as distress. A doubtful result has no reading, so
// only the distress flag can show it there.
import { verdictOf } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult } from '@margdarshak/contracts/assessments/tests';

/** The library's facet order for N: anxiety, anger, depression (our "low moods"), self-consciousness, immoderation, vulnerability. */
export const LOW_MOODS_FACET = 2;
export const DISTRESS_FLAG = 'distress';

export function showsHelpline(result: Pick<BigFiveResult, 'narrative' | 'answerQuality'>): boolean {
  if (result.answerQuality?.flags?.includes(DISTRESS_FLAG)) return true;
  if (verdictOf(result) === 'doubtful') return false;
  const n = result.narrative.find((d) => d.domain === 'N');
  return n !== undefined && (n.scoreText === 'high' || n.facets[LOW_MOODS_FACET]?.scoreText === 'high');
}
