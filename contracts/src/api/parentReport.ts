// GET /api/reports/{id} as a linked parent gets it (issue 28, item 4: one reader per surface). The results' own words
// speak to the student ('you', आप) in each test's own language, so a parent reads none of them: the parent gets the
// results' figures, with no words at all, and the report's words to the parent, the very blocks the PDF is drawn from,
// in the report's language and through the same gate (docs/decisions/0091).
import type { AnswerQuality, BigFiveDomain, BigFiveFacet, BigFiveResult, Intelligence, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '../assessments/tests';
import type { ReportView } from './personalityTests';

/** How the answers were judged, without words: the verdict, the indices that flagged them and the cause. */
export type QualityFigures = Pick<AnswerQuality, 'verdict' | 'flags' | 'cause'>;

/** A RIASEC result's figures: the six scores, the code, its places and confidence, ties, the profile's code. No words. */
export type RiasecFigures = Pick<
  RiasecResult,
  | 'hollandCode'
  | 'realistic'
  | 'investigative'
  | 'artistic'
  | 'social'
  | 'enterprising'
  | 'conventional'
  | 'totalQuestions'
  | 'codeConfidence'
  | 'codePlaces'
  | 'ties'
  | 'profileMatch'
  | 'profileDifferences'
> & {
  /** The Holland profile's code, when the gate lets a profile out; the document words it. */
  profileCode?: string;
  answerQuality?: QualityFigures;
};

/** A Multiple Intelligences result's figures: each intelligence's score, and which stand out, by key. No words. */
export type MultipleIntelligencesFigures = Pick<MultipleIntelligencesResult, 'totalQuestions' | 'profileShape'> & {
  intelligenceScores: { domain: Intelligence; score: number }[];
  /** The intelligences that stand out (none for a flat profile). */
  dominantDomains: Intelligence[];
  /** The strongest intelligences, in order; the careers and ideas come from the first two. */
  topDomains: Intelligence[];
  answerQuality?: QualityFigures;
};

/** A Big Five domain's bar and band, and its facets' in order (their names are the document's). */
export type BigFiveDomainFigures = Pick<BigFiveDomain, 'domain' | 'score' | 'scoreText'> & { facets: Pick<BigFiveFacet, 'score' | 'scoreText' | 'domainOnly'>[] };

/** A Big Five result's figures: the five bars, and the bands where the answers support a reading. No words. */
export type BigFiveFigures = Pick<BigFiveResult, 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism' | 'totalQuestions'> & {
  narrative: BigFiveDomainFigures[];
  answerQuality?: QualityFigures;
};

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
  /** Each result's figures (scores, the code and its places, verdict and flags, bands, which intelligences), as the gate lets them out; all wording is the document's. */
  results: { riasec?: RiasecFigures; bigfive?: BigFiveFigures; multiple_intelligences?: MultipleIntelligencesFigures };
  /** The report's words to the parent, in order: the PDF's content, from the same functions. */
  document: ReportBlock[];
}

/** GET /api/reports/{id}: the student's words for the student, their counsellor and admins; the parent's for a parent. */
export type ReportResponse = ReportView | ParentReportView;
