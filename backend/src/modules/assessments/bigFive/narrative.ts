// From the five domains' bars and bands to the words a student reads: our own texts (text/en.ts, text/hi.ts), a summary
// that compares the traits with one another (never with other people: there are no Indian norms yet), and the same
// words for a result stored before issue 18, whose narrative was the library's adult text.
import { resultLanguage } from '@margdarshak/contracts/assessments/resultLanguage';
import type { BigFiveDomain, BigFiveFacet, BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { english } from './text/en';
import { hindi } from './text/hi';
import { isOneSided } from './balance';
import type { Band, BigFiveTexts, DomainKey } from './text/types';

export const textsIn: Readonly<Record<TestLanguage, BigFiveTexts>> = { en: english, hi: hindi };

export const domainOrder: readonly DomainKey[] = ['O', 'C', 'E', 'A', 'N'];

/** One domain's reading: its bar and band, and its six facets' in the library's facet order. */
export interface DomainReading {
  domain: DomainKey;
  score: number;
  scoreText: Band;
  facets: readonly { score: number; scoreText: Band }[];
}

/** Readings closer than this on the 0 to 10 bar are too close for one trait to be said to stand out. */
export const STANDS_OUT = 1;

/**
 * A facet keyed one way only (balance.ts) has no reading of its own: agreeing with everything would read as the trait.
 * It keeps its place among the domain's six (the contract has six) with `domainOnly`, no words, and a placeholder bar
 * and band (the middle) that no surface reads: every surface skips `domainOnly` facets (docs/decisions/0086).
 */
export const oneSidedFacet = (title: string): BigFiveFacet => ({ title, score: 5, scoreText: 'neutral', text: '', domainOnly: true });

/**
 * A stored narrative with its one-sided facets carrying no reading, found by their place (results scored before issue
 * 28 carry no `domainOnly` and a band of their own; those scored before this fix carry the domain's).
 */
const withOneSidedFacetsBlank = (narrative: readonly BigFiveDomain[]): BigFiveDomain[] =>
  narrative.map((d) => ({ ...d, facets: d.facets.map((f, i) => (f.domainOnly || isOneSided(d.domain, i + 1) ? oneSidedFacet(f.title) : f)) }));

export function narrativeFor(readings: readonly DomainReading[], language: TestLanguage): BigFiveDomain[] {
  const texts = textsIn[language];
  return readings.map((reading) => {
    const words = texts.domains[reading.domain];
    return {
      domain: reading.domain,
      title: words.title,
      shortDescription: words.shortDescription,
      description: words.description,
      score: reading.score,
      scoreText: reading.scoreText,
      text: words.text[reading.scoreText],
      facets: reading.facets.map((facet, i) => {
        const facetWords = words.facets[i] ?? words.facets[0];
        if (isOneSided(reading.domain, i + 1)) return oneSidedFacet(facetWords.title);
        return { title: facetWords.title, score: facet.score, scoreText: facet.scoreText, text: facetWords.text[facet.scoreText] };
      }),
    };
  });
}

/**
 * Two or three sentences: what the five readings describe, which traits the student's answers described most and least
 * strongly compared with one another (or that none stands out), and what the result is not.
 */
export function summaryFor(readings: readonly DomainReading[], language: TestLanguage): string {
  const texts = textsIn[language];
  const ordered = domainOrder.map((key) => readings.find((r) => r.domain === key)).filter((r): r is DomainReading => r !== undefined);
  const describes = texts.summary.describes(ordered.map((r) => texts.domains[r.domain].summaryPhrase[r.scoreText]));
  const scores = ordered.map((r) => r.score);
  const [top, bottom] = [Math.max(...scores), Math.min(...scores)];
  const titlesAt = (score: number) => ordered.filter((r) => r.score === score).map((r) => texts.domains[r.domain].title);
  const standing = top - bottom < STANDS_OUT ? texts.summary.even : texts.summary.strongest(titlesAt(top), titlesAt(bottom));
  return [describes, standing, texts.summary.closing].join(' ');
}

/**
 * A result as it is shown today. One scored before issue 18 carries the library's text (in one of 15 languages): its
 * bars and bands stay as scored, and its words become ours, in English unless it was Hindi.
 */
export function withCurrentText(result: BigFiveResult): BigFiveResult {
  if (result.comparedWith === 'own-answers') return { ...result, narrative: withOneSidedFacetsBlank(result.narrative) };
  const language = resultLanguage(result);
  const readings: DomainReading[] = result.narrative.map((d) => ({
    domain: d.domain,
    score: d.score,
    scoreText: d.scoreText,
    facets: d.facets.map((f) => ({ score: f.score, scoreText: f.scoreText })),
  }));
  const texts = textsIn[language];
  return {
    ...result,
    narrative: narrativeFor(readings, language),
    reportLanguage: language,
    language,
    summary: summaryFor(readings, language),
    comparedWith: 'own-answers',
    scaleNote: texts.scaleNote,
    ...(result.ageNotice ? { ageNotice: texts.ageNotice } : {}),
  };
}
