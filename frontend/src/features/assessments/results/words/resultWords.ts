// The result views' fixed words, one catalogue per language with the same typed keys (en.ts, hi.ts). What the server
// writes (summaries, profiles, narratives) arrives in the result's language; everything the views add comes from here.
import type { RecommendedStream, RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { BigFiveDomain, Intelligence, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from '../audience';
import { en } from './en';
import { hi } from './hi';

type Band = BigFiveDomain['scoreText'];
type Place = 'clear' | 'close';

/** What changes with the reader: the student reads about themself, the counsellor about "the student". */
export interface AudienceWords {
  code: string;
  careers: string;
  tentative: string;
  nearest(code: string, profile: string, differences: string | null): string;
  noneTitle: string;
  noneText: string;
  nextTitle: string;
  noneNext: string[];
  /** The doubtful-answers state, per test (what the answers were about). */
  doubtfulText: Record<TestType, string>;
  doubtfulNext: string[];
  earlierVersion: string;
  inconsistent(count: number, pairs: number): string;
  miFlat: string;
  bigFiveBars: string;
}

export interface ResultWords {
  student: AudienceWords;
  counsellor: AudienceWords;
  and: string;
  summary: string;
  doubtfulTitle: string;
  /** Names for the answer-quality flags the counsellor sees; an unknown flag shows as it is. */
  flags: Record<string, string>;
  flagsLabel: string;
  places: { lead(place: Place, first: string, second: string): string; tiedLead(first: string, second: string): string; rest(place: Place, second: string, third: string): string };
  confidence: { clear: string; tentative: string; none: string };
  tied(letters: string): string;
  letterMeanings: Record<RiasecLetter, string>;
  interestProfile: string;
  profile: { detailed: string; strengths: string; challenges: string; clusters: string; example(cluster: string, examples: string): string; plan: string; streams: string };
  streams: Record<RecommendedStream, string>;
  mi: { notice: string; chart: string; standsOut: string; nothing: string; ideas(label: string): string; labels: Record<Intelligence, string> };
  bigFive: { bands: Record<Band, string>; outOf: string; howToRead: string; facets: string; domainOnly: string; traits: Record<BigFiveDomain['domain'], string> };
  scoreOutOf(score: string, max: number): string;
}

export const resultWords: Record<TestLanguage, ResultWords> = { en, hi };

/** The catalogue and the audience's words for a reader. */
export function wordsFor(language: TestLanguage, audience: ResultAudience): { words: ResultWords; own: AudienceWords } {
  const words = resultWords[language];
  return { words, own: words[audience] };
}
