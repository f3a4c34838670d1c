// What each result lets the report say, read through the one gate (contracts/assessments/gate.ts) and in the report's
// language: the profile (in Hindi where written), the intelligences that stand out, the streams in the student's order,
// whether the helpline is due. Pure; the plan, the first page and each section read the results only through these.
import { supportsReading } from '@margdarshak/contracts/assessments/gate';
import type { HollandProfile, RecommendedStream, RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { BigFiveResult, Intelligence, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { careerSuggestions, hollandProfileByCode, miContentFor } from '../assessments';
import { showsHelpline } from '@margdarshak/contracts/assessments/helpline';
import { scoresByLetter, streamsByStrength } from '@margdarshak/contracts/assessments/streamOrder';

export const riasecReadable = (riasec: RiasecResult): boolean => supportsReading({ type: 'riasec', data: riasec });
export const miReadable = (mi: MultipleIntelligencesResult): boolean => supportsReading({ type: 'multiple_intelligences', data: mi });
export const bigFiveReadable = (bigfive: BigFiveResult): boolean => supportsReading({ type: 'bigfive', data: bigfive }) && bigfive.narrative.length === 5;

const devanagari = /[\u0900-\u097f]/u;

/**
 * The Holland profile when the answers support one, in the report's language where it is written: the result's own
 * when it is in that language, else the same profile (by its code) in the report's, as in a report whose tests were
 * taken in different languages.
 */
export function readableProfile(riasec: RiasecResult, language: TestLanguage = 'en'): HollandProfile | undefined {
  if (!riasecReadable(riasec) || !riasec.profile) return undefined;
  const own: TestLanguage = devanagari.test(riasec.profile.title) ? 'hi' : 'en';
  return own === language ? riasec.profile : (hollandProfileByCode(riasec.profile.code, language) ?? riasec.profile);
}

/** A result scored before confidence existed reads as the code it showed then. */
export const confidenceOf = (riasec: RiasecResult): NonNullable<RiasecResult['codeConfidence']> => riasec.codeConfidence ?? 'clear';

/** Confidence per place; a result scored before places existed reads both places from its one confidence. */
export function placesOf(riasec: RiasecResult): NonNullable<RiasecResult['codePlaces']> {
  if (riasec.codePlaces) return riasec.codePlaces;
  const place = confidenceOf(riasec) === 'clear' ? 'clear' : 'close';
  return { lead: place, rest: place };
}

export const riasecScores = (riasec: RiasecResult): Record<RiasecLetter, number> => scoresByLetter(riasec);

/** The profile's streams, strongest interests first (streamOrder.ts). */
export const orderedStreams = (riasec: RiasecResult, profile: HollandProfile | undefined): RecommendedStream[] => streamsByStrength(profile?.recommended_streams ?? [], riasecScores(riasec));

const domainsOf = (mi: MultipleIntelligencesResult, labels: readonly string[]): Intelligence[] => labels.flatMap((label) => mi.intelligenceScores.find((s) => s.label === label)?.domain ?? []);

/** The intelligences that stand out (the result's dominantIntelligences, all of them); none for a withheld reading. */
export const standingOut = (mi: MultipleIntelligencesResult): Intelligence[] => (miReadable(mi) ? domainsOf(mi, mi.dominantIntelligences) : []);

/** The two intelligences the careers and ideas come from (the scoring's rule); none for a withheld reading. */
export const topTwo = (mi: MultipleIntelligencesResult): Intelligence[] => (miReadable(mi) ? domainsOf(mi, mi.topIntelligences.slice(0, 2)) : []);

/** Whether the report shows the Tele-MANAS helpline: the one rule (contracts helpline.ts). */
export const helplineDue = (bigfive: BigFiveResult | undefined): boolean => bigfive !== undefined && showsHelpline(bigfive);

/** An intelligence's short name in a language: 'Logical-mathematical (numbers and reasoning)' -> 'Logical-mathematical'. */
export const miLabel = (domain: Intelligence, language: TestLanguage): string => miContentFor(language).labels[domain].replace(/\s*\(.*\)\s*$/, '');

/** The careers of the two intelligences the reading names, in a language, without repeats. */
export const miCareers = (mi: MultipleIntelligencesResult, language: TestLanguage): string[] => [...new Set(topTwo(mi).flatMap((d) => miContentFor(language).careers[d]))];

/**
 * The language the scoring wrote a result's careers in: Hindi when they are in Devanagari. A result taken in Hindi
 * carried English careers before the scoring listed them in the test's language, so its `language` alone does not say.
 */
export const careersLanguage = (riasec: RiasecResult): TestLanguage => (riasec.careerSuggestions.some((c) => devanagari.test(c)) ? 'hi' : 'en');

/**
 * The interests' careers in the report's language: the scoring's own where it wrote them in that language, else worded
 * anew from the code (riasec/scoring.ts), the same careers in the same order; none where the gate let out none.
 */
export function riasecCareers(riasec: RiasecResult, language: TestLanguage): string[] {
  if (riasec.careerSuggestions.length === 0) return [];
  return careersLanguage(riasec) === language ? riasec.careerSuggestions : careerSuggestions(riasec.hollandCode, language);
}
