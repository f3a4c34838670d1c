// What a surface shows of a result, in the same terms on every surface (issue 28, "the PDF, web result and parent view
// agree"): read from the rendered web result (webShown.ts) and from the PDF's document (documentShown.ts), so the two can
// be compared field by field. Nothing here is words: each surface words a result in its own language (a report's
// document in the report's, a web result in the result's or the one the counsellor toggles to), so what is shown is
// named by identity: careers by their English names (careerIds below), the profile's strengths by their place in it,
// intelligences and Big Five readings by key.
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { Intelligence, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { careerSuggestions, miContentFor } from '@margdarshak/backend/modules/assessments/index';

/** A reading shown, or the explanation of why not. */
export type State = 'read' | Withheld;

export interface RiasecShown {
  state: State;
  /** The Holland code in words (contracts codeWords). */
  code: boolean;
  /** The profile's title, in the surface's language. */
  profile: boolean;
  /** The profile's strengths shown, by their place in its list. */
  strengths: number[];
  /** Careers by identity (riasecCareerIds). */
  careers: string[];
  streams: boolean;
}

export interface MiShown {
  state: State;
  standsOut: Intelligence[];
  /** Careers by identity (miCareerIds). */
  careers: string[];
  /** The intelligences with ideas to try. */
  ideas: Intelligence[];
}

export interface BigFiveShown {
  state: State;
  /** The traits read with their band ('O', 'C', …). */
  readings: string[];
  /** The facets shown as high, as trait and place ('N3'). */
  highFacets: string[];
  /** Tele-MANAS, 14416. */
  helpline: boolean;
}

export interface Shown {
  riasec?: RiasecShown;
  mi?: MiShown;
  bigfive?: BigFiveShown;
}

/** What is not one of the lists a career is worded from: kept visibly so, so a comparison names it. */
const unknown = (career: string) => `?${career}`;

/**
 * RIASEC careers, worded in `language`, by identity: the English career in the same place of the code's careers
 * (riasec/scoring.ts careerSuggestions words them in either language in the same order).
 */
export function riasecCareerIds(careers: readonly string[], code: string, language: TestLanguage): string[] {
  const worded = careerSuggestions(code, language);
  const english = careerSuggestions(code, 'en');
  return careers.map((career) => english[worded.indexOf(career)] ?? unknown(career));
}

/** Multiple Intelligences careers, worded in `language`, by identity: the English career in the same place of an intelligence's list. */
export function miCareerIds(careers: readonly string[], language: TestLanguage): string[] {
  const worded = miContentFor(language).careers;
  const english = miContentFor('en').careers;
  return careers.map((career) => {
    const domain = (Object.keys(worded) as Intelligence[]).find((d) => worded[d].includes(career));
    return (domain && english[domain][worded[domain].indexOf(career)]) ?? unknown(career);
  });
}

/** The places in `strengths` of those a surface shows. */
export const strengthsShown = (strengths: readonly string[], shown: (strength: string) => boolean): number[] => strengths.flatMap((s, i) => (shown(s) ? [i] : []));
