// The three tests: which a package includes (dashboards §5), their items, and what each answers (dashboards §3
// testData, §9 scales). Schemas first; each type is inferred from its schema so the two never drift.
import { z } from 'zod';
import { recommendedStreams, riasecLetters, type HollandProfile, type RiasecLetter } from './hollandProfile';
import { testLanguages } from './languages';

export const testTypes = ['riasec', 'bigfive', 'multiple_intelligences'] as const;
export const testTypeSchema = z.enum(testTypes, 'Test type must be riasec, bigfive or multiple_intelligences');
export type TestType = z.infer<typeof testTypeSchema>;

export const testTitles: Record<TestType, string> = { riasec: 'Holland Code', bigfive: 'BigFive', multiple_intelligences: 'Multiple Intelligences' };

/**
 * comprehensive: all three; advanced: Holland code and Multiple Intelligences; anything else: Holland code only.
 * Read from the package's name text or its type, whichever says more.
 */
export function testsForPackage(pkg: { name?: string; type?: string }): TestType[] {
  const text = `${pkg.name ?? ''} ${pkg.type ?? ''}`.toLowerCase();
  if (text.includes('comprehensive')) return ['riasec', 'bigfive', 'multiple_intelligences'];
  if (text.includes('advanced')) return ['riasec', 'multiple_intelligences'];
  return ['riasec'];
}

/** The languages a test can be taken in (issue 18); Big Five items also come in the library's other languages. */
export { testLanguages, type TestLanguage } from './languages';

// ---- Items -------------------------------------------------------------------------------------------------------
const languageSchema = z.object({ id: z.string(), text: z.string() });

export const assessmentItemSchema = z.object({ id: z.string().min(1), text: z.string().min(1) });
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

export const itemsResponseSchema = z.object({
  type: testTypeSchema,
  items: z.array(assessmentItemSchema).min(1),
  /** The five answers, 1 to 5, with their labels. */
  scale: z.array(z.object({ value: z.number().int().min(1).max(5), label: z.string().min(1) })).length(5),
  /**
   * The language of these items and the languages they are offered in (RIASEC and MI: en, hi, with the same ids);
   * Big Five also lists, separately, the languages of its report.
   */
  language: z.string().optional(),
  itemLanguages: z.array(languageSchema).optional(),
  reportLanguages: z.array(languageSchema).optional(),
});
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;

// ---- Answer quality (every test) ------------------------------------------------------------------------------------
export const verdicts = ['ok', 'doubtful'] as const;
export const verdictSchema = z.enum(verdicts);
/** 'doubtful': the answers look careless (straight-lined, rhythmic, random, contradictory or far too fast). */
export type Verdict = z.infer<typeof verdictSchema>;

/** What the answer-quality indices found (issue 28); the verdict is what every surface's gate reads (gate.ts). */
export const answerQualitySchema = z.object({
  /** Absent only on results stored before issue 28; the server fills it in from the stored answers on read. */
  verdict: verdictSchema.optional(),
  /** The indices that flagged the answers, e.g. ['longString', 'acquiescence']; empty when none did. */
  flags: z.array(z.string().min(1)).optional(),
  /**
   * For doubtful answers, what every surface words: 'pattern' (hurried or patterned), 'noClearPattern' (low person fit
   * alone), 'unsure' (mostly the middle answer). Absent on results stored before it was recorded: read as 'pattern'.
   */
  cause: z.enum(['pattern', 'noClearPattern', 'unsure']).optional(),
  /** (Nearly) the same answer to every item. */
  straightLined: z.boolean(),
  /** Item pairs written to agree (or to disagree) that were answered the wrong way round, out of `pairs`. */
  inconsistencies: z.number().int().min(0),
  pairs: z.number().int().min(0),
});
export type AnswerQuality = z.infer<typeof answerQualitySchema>;

// ---- RIASEC --------------------------------------------------------------------------------------------------------
const riasecLetterSchema = z.enum(riasecLetters);

export const hollandProfileSchema: z.ZodType<HollandProfile> = z.object({
  code: z.string().regex(/^[RIASEC]{3}$/),
  title: z.string().min(1),
  tagline: z.string().min(1),
  summary: z.string().min(1),
  strengths: z.array(z.string().min(1)).min(1),
  challenges: z.array(z.string().min(1)).min(1),
  career_clusters: z.array(z.object({ cluster: z.string().min(1), examples: z.array(z.string().min(1)).min(1) })).min(1),
  action_plan: z.array(z.string().min(1)).min(1),
  recommended_streams: z.array(z.enum(recommendedStreams)).optional(),
  riasec_distribution: z.record(riasecLetterSchema, z.number()),
});

const riasecScore = z.number().int().min(0).max(40);

export const riasecResultSchema = z.object({
  hollandCode: z
    .string()
    .regex(/^[RIASEC]{3}$/)
    .refine((code) => new Set(code).size === 3, 'A Holland code has three distinct letters'),
  realistic: riasecScore,
  investigative: riasecScore,
  artistic: riasecScore,
  social: riasecScore,
  enterprising: riasecScore,
  conventional: riasecScore,
  /** Empty when the answers support no reading (gate.ts). */
  careerSuggestions: z.array(z.string().min(1)),
  interpretation: z.string().min(1),
  totalQuestions: z.number().int().positive(),
  /**
   * The profile for the code, or the nearest one by the six scores when the code has none of its own. Absent when the
   * answers support no reading (gate.ts): no clear code, or doubtful answers.
   */
  profile: hollandProfileSchema.optional(),
  profileMatch: z.enum(['exact', 'nearest']).optional(),
  // Issue 18: what the answers support. Optional so results stored before scoring version 2 still read.
  /** Since issue 28, the lead's confidence only: clear (the first letter stands apart), tentative (a weak or close lead), none (no interest stands out). Doubtful answers are the verdict's. */
  codeConfidence: z.enum(['clear', 'tentative', 'none']).optional(),
  /**
   * Issue 28: confidence per place. lead: whether the first letter stands clear of the second. rest: whether the
   * second and third are settled (apart from each other and from the fourth), or close.
   */
  codePlaces: z.object({ lead: z.enum(['clear', 'close']), rest: z.enum(['clear', 'close']) }).optional(),
  answerQuality: answerQualitySchema.optional(),
  /** Letters whose scores tie where the order decides the code, e.g. [['I', 'A']]. */
  ties: z.array(z.array(riasecLetterSchema).min(2)).optional(),
  /** For a nearest profile: the student's letters that the profile's code does not have in the same place. */
  profileDifferences: z.array(riasecLetterSchema).optional(),
  /** A plain-words summary in the result's language. */
  summary: z.string().min(1).optional(),
  language: z.enum(['en', 'hi']).optional(),
});
export type RiasecResult = z.infer<typeof riasecResultSchema>;
export type RiasecDomain = 'realistic' | 'investigative' | 'artistic' | 'social' | 'enterprising' | 'conventional';

export const riasecDomains: Record<RiasecLetter, RiasecDomain> = {
  R: 'realistic',
  I: 'investigative',
  A: 'artistic',
  S: 'social',
  E: 'enterprising',
  C: 'conventional',
};

// ---- Multiple Intelligences ------------------------------------------------------------------------------------------
/** Keys as the spec's strategy tips name them; labels carry the full names (logical-mathematical, bodily-kinesthetic). */
export const intelligences = ['linguistic', 'logical', 'musical', 'bodily', 'spatial', 'interpersonal', 'intrapersonal', 'naturalist'] as const;
export const intelligenceSchema = z.enum(intelligences);
export type Intelligence = z.infer<typeof intelligenceSchema>;

export const multipleIntelligencesResultSchema = z.object({
  /** Each intelligence's mean answer, 1 to 5. */
  intelligenceScores: z.array(z.object({ domain: intelligenceSchema, label: z.string().min(1), score: z.number().min(1).max(5) })).length(intelligences.length),
  /** Empty when the profile is flat: no intelligence stands out. */
  dominantIntelligences: z.array(z.string().min(1)),
  topIntelligences: z.array(z.string().min(1)).min(1),
  /** Empty when the answers support no reading (a flat profile or doubtful answers; gate.ts). */
  careerSuggestions: z.array(z.string().min(1)),
  /** Study strategies for the top two intelligences (every intelligence has its own). */
  learningStrategies: z.array(z.object({ domain: intelligenceSchema, label: z.string().min(1), strategies: z.array(z.string().min(1)).min(1) })),
  totalQuestions: z.number().int().positive(),
  /** A self-report indicator of preferences, not a validated ability test. */
  disclaimer: z.string().min(1),
  /** Issue 18: 'flat' when no intelligence stands out from the others (then nothing is called dominant). */
  profileShape: z.enum(['distinct', 'flat']).optional(),
  answerQuality: answerQualitySchema.optional(),
  summary: z.string().min(1).optional(),
  language: z.enum(['en', 'hi']).optional(),
});
export type MultipleIntelligencesResult = z.infer<typeof multipleIntelligencesResultSchema>;

// ---- Big Five ----------------------------------------------------------------------------------------------------------
const bar = z.number().min(0).max(10);
const band = z.enum(['low', 'neutral', 'high']);

export const bigFiveFacetSchema = z.object({
  title: z.string().min(1),
  score: bar,
  scoreText: band,
  text: z.string(),
  /**
   * Issue 28: a facet whose items are all keyed one way, so agreeing with everything would read as the trait. It is read
   * only as part of its domain: it has no reading of its own (a placeholder bar of 5, band 'neutral', and no text, which no
   * surface reads), and surfaces show neither a bar nor a band for it and never name it as strong or weak.
   */
  domainOnly: z.literal(true).optional(),
});
export type BigFiveFacet = z.infer<typeof bigFiveFacetSchema>;

export const bigFiveDomainSchema = z.object({
  domain: z.enum(['O', 'C', 'E', 'A', 'N']),
  title: z.string().min(1),
  shortDescription: z.string(),
  description: z.string(),
  score: bar,
  scoreText: band,
  text: z.string(),
  facets: z.array(bigFiveFacetSchema).length(6),
});
export type BigFiveDomain = z.infer<typeof bigFiveDomainSchema>;

export const bigFiveResultSchema = z.object({
  /** Each trait on a 0 to 10 bar. */
  openness: bar,
  conscientiousness: bar,
  extraversion: bar,
  agreeableness: bar,
  neuroticism: bar,
  /** The five domains in words; empty when the answers are doubtful (gate.ts): then only the summary explains. */
  narrative: z.array(bigFiveDomainSchema).refine((domains) => domains.length === 0 || domains.length === 5, 'A narrative has all five domains or none'),
  answerQuality: answerQualitySchema.optional(),
  /** The language the narrative is written in (items and report languages are offered separately). */
  reportLanguage: z.string().min(1),
  totalQuestions: z.number().int().positive(),
  /** Present when the student is under 16: the inventory was tried out from 16. In the narrative's language. */
  ageNotice: z.string().min(1).optional(),
  // Issue 18: our own words for teenagers, in English or Hindi. Optional so results stored before scoring version 2 read;
  // the server gives those our words too, from their stored bars and bands.
  /** The narrative's (and summary's) language; since issue 18 the same as reportLanguage. */
  language: z.enum(testLanguages).optional(),
  /** A plain-words summary: what the five readings describe and which traits stood out from the student's own answers. */
  summary: z.string().min(1).optional(),
  /**
   * What low, neutral and high are read against: the student's own answers (the item mean's place on the answer scale),
   * never other people, since there are no Indian norms yet.
   */
  comparedWith: z.literal('own-answers').optional(),
  /** That, said to the student in the narrative's language. */
  scaleNote: z.string().min(1).optional(),
});
export type BigFiveResult = z.infer<typeof bigFiveResultSchema>;

export type TestResult = { type: 'riasec'; data: RiasecResult } | { type: 'bigfive'; data: BigFiveResult } | { type: 'multiple_intelligences'; data: MultipleIntelligencesResult };
