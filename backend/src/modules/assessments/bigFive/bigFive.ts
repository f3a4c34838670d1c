// The Big Five: Johnson's public-domain IPIP-NEO-120 items (items.ts) scored here, with words written here for teenagers
// in English and Hindi (narrative.ts, text/). Since issue 18 the library's report text is not used: it was written for
// adults, compared people with 'the general population' without Indian norms, and labelled facets 'Morality' and
// 'Depression'.
// - Bands are on the item mean (1 to 5): below 2.5 low, above 3.5 high, otherwise neutral. They describe the student's
//   own answers; the summary compares the five traits with one another, never with other people.
// - A minus-keyed item counts reversed (6 - answer); an unanswered item counts 3 (the route refuses a missing answer).
// - Issue 28 (scoring version 3): answers are first corrected for the student's acquiescence (balance.ts), facets keyed
//   one way only are read at domain level, and every result carries its answer-quality verdict (quality/). A doubtful
//   result gets a kind summary in place of the reading; its narrative is removed at every exit (contracts gate.ts).
import type { BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { DomainError } from '../../../platform/http/errors';
import { answerQualityFor } from '../quality/designs';
import { doubtfulSummary } from '../quality/doubtfulText';
import type { Timing } from '../quality/verdict';
import { correctedAnswers } from './balance';
import { bigFiveItems, bigFiveLanguages } from './items';
import { domainOrder, narrativeFor, summaryFor, textsIn, type DomainReading } from './narrative';
import type { Band } from './text/types';

export { accuracyScale, accuracyScaleFor, bigFiveItems, retiredItemIds, type BigFiveItem } from './items';
export { withCurrentText } from './narrative';

/** The languages offered for the items and, separately (the contract keeps both lists), for the report. */
export const itemLanguages = bigFiveLanguages.map(({ id, text }) => ({ id, text }));
export const reportLanguages = bigFiveLanguages.map(({ id, text }) => ({ id, text }));

/** Our bands on the item mean (1 to 5): below 2.5 low, above 3.5 high, otherwise neutral. */
export const bands = (score: number, count: number): Band => {
  const mean = count === 0 ? 3 : score / count;
  return mean < 2.5 ? 'low' : mean > 3.5 ? 'high' : 'neutral';
};

/** An item mean (1 to 5) on a 0 to 10 bar, one decimal. */
const bar = (score: number, count: number) => (count === 0 ? 0 : Math.round(((score / count - 1) / 4) * 100) / 10);

/** The inventory was tried out with people aged 16 and over. */
export const MIN_VALIDATED_AGE = 16;

export function reportLanguageFor(language = 'en'): TestLanguage {
  const id = language.toLowerCase();
  const known = bigFiveLanguages.find((l) => l.id === id);
  if (!known) throw new DomainError('UNKNOWN_REPORT_LANGUAGE', `The Big Five report is not available in "${language}"; choose one of ${reportLanguages.map((l) => l.id).join(', ')}`, 400);
  return known.id;
}

interface Tally {
  score: number;
  count: number;
}

/** Each domain's and facet's summed (reverse-keyed) answers and item counts, from the answers as they are given. */
export function readingsOf(answers: Readonly<Record<string, number>>): DomainReading[] {
  const domains = new Map(domainOrder.map((d) => [d, { score: 0, count: 0, facets: Array.from({ length: 6 }, (): Tally => ({ score: 0, count: 0 })) }]));
  for (const item of bigFiveItems('en')) {
    const value = answers[item.id] ?? 3;
    const score = item.keyed === 'minus' ? 6 - value : value;
    const domain = domains.get(item.domain);
    const facet = domain?.facets[item.facet - 1];
    if (!domain || !facet) throw new Error(`Big Five item ${item.id} has no domain ${item.domain} facet ${item.facet}`);
    domain.score += score;
    domain.count += 1;
    facet.score += score;
    facet.count += 1;
  }
  return domainOrder.map((key) => {
    const { score, count, facets } = domains.get(key) ?? { score: 0, count: 0, facets: [] };
    return { domain: key, score: bar(score, count), scoreText: bands(score, count), facets: facets.map((f) => ({ score: bar(f.score, f.count), scoreText: bands(f.score, f.count) })) };
  });
}

/** `answers` by item id, 1 (very inaccurate) to 5 (very accurate). */
export function scoreBigFive(answers: Readonly<Record<string, number>>, options: { reportLanguage?: string; age?: number; timing?: Timing } = {}): BigFiveResult {
  const language = reportLanguageFor(options.reportLanguage);
  const readings = readingsOf(correctedAnswers(answers));
  const quality = answerQualityFor('bigfive', answers, options.timing);
  const narrative = narrativeFor(readings, language);
  const [openness, conscientiousness, extraversion, agreeableness, neuroticism] = narrative.map((d) => d.score) as [number, number, number, number, number];
  const texts = textsIn[language];
  return {
    openness,
    conscientiousness,
    extraversion,
    agreeableness,
    neuroticism,
    narrative,
    answerQuality: quality,
    reportLanguage: language,
    language,
    summary: quality.verdict === 'doubtful' ? doubtfulSummary('bigfive', language, quality.cause) : summaryFor(readings, language),
    comparedWith: 'own-answers',
    scaleNote: texts.scaleNote,
    totalQuestions: bigFiveItems('en').length,
    ...(options.age !== undefined && options.age < MIN_VALIDATED_AGE ? { ageNotice: texts.ageNotice } : {}),
  };
}
