// The parent's words for a reading withheld (issue 28, psychometric review): doubtful for low person fit alone is "no
// clear pattern", not a rushed or patterned test. The PDF has the stored result's flags, not the answers.
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { ReportWords } from './words';

export const withheldWords = (words: ReportWords, reason: Withheld, result: RiasecResult | BigFiveResult | MultipleIntelligencesResult, name: string): string =>
  reason === 'doubtful' && result.answerQuality?.flags?.join() === 'personFit' ? words.noClearPattern(name) : words.withheld[reason](name);
