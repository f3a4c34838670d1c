// The three tests, what each answers (dashboards §3 testData), and which a package includes (dashboards §5).
import type { HollandProfile, RiasecLetter } from './hollandProfile';

export const testTypes = ['riasec', 'bigfive', 'multiple_intelligences'] as const;
export type TestType = (typeof testTypes)[number];

export const testTitles: Record<TestType, string> = { riasec: 'Holland Code', bigfive: 'BigFive', multiple_intelligences: 'Multiple Intelligences' };

/** comprehensive: all three; advanced: Holland code and Multiple Intelligences; anything else: Holland code only. */
export function testsForPackage(pkg: { name?: string; type?: string }): TestType[] {
  const text = `${pkg.name ?? ''} ${pkg.type ?? ''}`.toLowerCase();
  if (text.includes('comprehensive')) return ['riasec', 'bigfive', 'multiple_intelligences'];
  if (text.includes('advanced')) return ['riasec', 'multiple_intelligences'];
  return ['riasec'];
}

export interface AssessmentItem {
  id: string;
  text: string;
}

export interface ItemsResponse {
  type: TestType;
  items: AssessmentItem[];
  scale: { value: number; label: string }[];
  /** Big Five: the language of the items, and the languages offered for items and for the report. */
  language?: string;
  itemLanguages?: { id: string; text: string }[];
  reportLanguages?: { id: string; text: string }[];
}

export interface RiasecResult {
  hollandCode: string;
  realistic: number;
  investigative: number;
  artistic: number;
  social: number;
  enterprising: number;
  conventional: number;
  careerSuggestions: string[];
  interpretation: string;
  totalQuestions: number;
  /** The profile for the code, or the nearest one by the six scores when the code has none of its own. */
  profile: HollandProfile;
  profileMatch: 'exact' | 'nearest';
}

export const riasecDomains: Record<RiasecLetter, keyof Pick<RiasecResult, 'realistic' | 'investigative' | 'artistic' | 'social' | 'enterprising' | 'conventional'>> = {
  R: 'realistic',
  I: 'investigative',
  A: 'artistic',
  S: 'social',
  E: 'enterprising',
  C: 'conventional',
};

export const intelligences = ['linguistic', 'logical', 'musical', 'bodily', 'spatial', 'interpersonal', 'intrapersonal', 'naturalist'] as const;
export type Intelligence = (typeof intelligences)[number];

export interface MultipleIntelligencesResult {
  intelligenceScores: { domain: Intelligence; label: string; score: number }[];
  dominantIntelligences: string[];
  topIntelligences: string[];
  careerSuggestions: string[];
  learningStrategies: { domain: Intelligence; label: string; strategies: string[] }[];
  totalQuestions: number;
  disclaimer: string;
}

export interface BigFiveFacet {
  title: string;
  score: number;
  scoreText: string;
  text: string;
}

export interface BigFiveDomain {
  domain: 'O' | 'C' | 'E' | 'A' | 'N';
  title: string;
  shortDescription: string;
  description: string;
  score: number;
  scoreText: 'low' | 'neutral' | 'high';
  text: string;
  facets: BigFiveFacet[];
}

export interface BigFiveResult {
  /** Each on a 0 to 10 bar. */
  openness: number;
  conscientiousness: number;
  extraversion: number;
  agreeableness: number;
  neuroticism: number;
  narrative: BigFiveDomain[];
  reportLanguage: string;
  totalQuestions: number;
  ageNotice?: string;
}

export type TestResult = { type: 'riasec'; data: RiasecResult } | { type: 'bigfive'; data: BigFiveResult } | { type: 'multiple_intelligences'; data: MultipleIntelligencesResult };
