// The parent's words for a reading withheld (issue 28, psychometric review): doubtful for low person fit alone is "no
// clear pattern", mostly middle answers "mostly unsure", not a rushed or patterned test: the cause the scoring recorded.
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { ReportWords } from './words';

export function withheldWords(words: ReportWords, reason: Withheld, result: RiasecResult | BigFiveResult | MultipleIntelligencesResult, name: string): string {
  if (reason !== 'doubtful') return words.withheld[reason](name);
  // The cause the scoring recorded, as the student's page words it; a result stored before it was recorded: its flags.
  const quality = result.answerQuality;
  const cause = quality?.cause ?? (quality?.flags?.join() === 'personFit' ? 'noClearPattern' : 'pattern');
  if (cause === 'noClearPattern') return words.noClearPattern(name);
  if (cause === 'unsure') return words.mostlyUnsure(name);
  return words.withheld.doubtful(name);
}
