// The shape every language's catalogue of result words fills (en.ts, hi.ts); resultWords.ts picks one for a reader.
import type { RecommendedStream, RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { BigFiveDomain, Intelligence, TestType } from '@margdarshak/contracts/assessments/tests';

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
