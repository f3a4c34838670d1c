// The shape of the Big Five result's words, one module per language (en.ts, hi.ts). Written here for teenagers and
// read by their parents too; the library's report text is not used (issue 18, docs/decisions/0020).
import type { BigFiveDomain } from '@margdarshak/contracts/assessments/tests';

export type Band = 'low' | 'neutral' | 'high';
export type DomainKey = BigFiveDomain['domain'];
/** What a low, middle or high reading says, in one to three sentences addressed to the student. */
export type BandTexts = Readonly<Record<Band, string>>;

export interface FacetText {
  title: string;
  text: BandTexts;
}

type Six<T> = readonly [T, T, T, T, T, T];

export interface DomainText {
  title: string;
  shortDescription: string;
  description: string;
  text: BandTexts;
  /** The library's facet order, 1 to 6. */
  facets: Six<FacetText>;
  /** A few words for the summary's first sentence ('curious and open to new ideas'). */
  summaryPhrase: BandTexts;
}

export interface BigFiveTexts {
  domains: Readonly<Record<DomainKey, DomainText>>;
  bandLabels: BandTexts;
  /** What low, middle and high are read against: the student's own answers, not other students'. */
  scaleNote: string;
  ageNotice: string;
  summary: {
    /** 'Your answers describe you as …' from the five phrases in the order O, C, E, A, N. */
    describes(phrases: readonly string[]): string;
    /** Which traits the answers described most and least strongly (each list one title or more, when tied). */
    strongest(most: readonly string[], least: readonly string[]): string;
    /** When the five readings are too close together for any to stand out. */
    even: string;
    closing: string;
  };
}
