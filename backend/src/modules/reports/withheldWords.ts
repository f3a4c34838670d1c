// The parent's words for a reading withheld (issue 28, psychometric review): doubtful for low person fit alone is "no
// clear pattern", mostly middle answers "mostly unsure", not a rushed or patterned test: the cause the scoring recorded.
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { ReportWords } from './words';

export function withheldWords(words: ReportWords, reason: Withheld, result: RiasecResult | BigFiveResult | MultipleIntelligencesResult, name: string): string {
  if (reason !== 'doubtful') return words.withheld[reason](name);
  // The cause the scoring recorded (resultAsRead fills it in for results stored before it was), as the page words it.
  const cause = result.answerQuality?.cause ?? 'pattern';
  if (cause === 'noClearPattern') return words.noClearPattern(name);
  if (cause === 'unsure') return words.mostlyUnsure(name);
  return words.withheld.doubtful(name);
}
