// GET /api/reports/{id} as a linked parent gets it (issue 28, item 4: one reader per surface). The results' own words
// speak to the student ('you', आप), so a parent reads none of them: the parent gets the results' facts and the report's
// words to the parent, the very blocks the PDF is drawn from, in the report's language and through the same gate.
import type { BigFiveDomain, BigFiveFacet, BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '../assessments/tests';
import type { ReportView } from './personalityTests';

/** A RIASEC result without the words written to the student (its summary and interpretation). */
export type RiasecFacts = Omit<RiasecResult, 'summary' | 'interpretation'>;

/** A Multiple Intelligences result without the words written to the student (summary, disclaimer, study ideas). */
export type MultipleIntelligencesFacts = Omit<MultipleIntelligencesResult, 'summary' | 'disclaimer' | 'learningStrategies'>;

/** A Big Five domain's names, bars and bands, without its texts and descriptions (they speak to the student). */
export type BigFiveDomainFacts = Omit<BigFiveDomain, 'text' | 'description' | 'shortDescription' | 'facets'> & { facets: Omit<BigFiveFacet, 'text'>[] };

/** A Big Five result without the words written to the student (summary, scale note, age notice, the narrative's texts). */
export type BigFiveFacts = Omit<BigFiveResult, 'summary' | 'scaleNote' | 'ageNotice' | 'narrative'> & { narrative: BigFiveDomainFacts[] };

/** A stretch of text in one style. */
export interface ReportRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A part of the report, in reading order, as the PDF draws it (without the PDF's page layout). */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'text'; runs: ReportRun[] }
  | { kind: 'list'; items: ReportRun[][]; numbered: boolean }
  /** What must not be overlooked: how sure a result is, why a reading is withheld, the helpline. */
  | { kind: 'callout'; tone: 'info' | 'caution'; runs: ReportRun[] }
  | { kind: 'bars'; rows: { label: string; value: number; max: number }[] }
  /** The RIASEC hexagon: each corner's letter, name and score (`valueText`, in words). */
  | { kind: 'radar'; title: string; axes: { letter: string; name: string; value: number; valueText: string }[]; max: number };

export interface ParentReportView extends Omit<ReportView, 'audience' | 'results'> {
  /** Whom the words in it speak to: the parent, about their child (by first name, or 'your child'). */
  audience: 'parent';
  /** The language the report is written in, as its PDF is: the language most of its tests were taken in. */
  language: TestLanguage;
  /** Each result's facts (scores, the code and its confidence, careers, the Holland profile, bands), as the gate lets them out. */
  results: { riasec?: RiasecFacts; bigfive?: BigFiveFacts; multiple_intelligences?: MultipleIntelligencesFacts };
  /** The report's words to the parent, in order: the PDF's content, from the same functions. */
  document: ReportBlock[];
}

/** GET /api/reports/{id}: the student's words for the student, their counsellor and admins; the parent's for a parent. */
export type ReportResponse = ReportView | ParentReportView;
