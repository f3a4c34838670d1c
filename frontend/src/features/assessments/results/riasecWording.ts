// How the Holland code result puts its code into words (issue 28, item 3): never a bare three-letter word, and how sure
// each place is, said per place ("Clear lead: Investigative. Second and third: Artistic and Social, close.").
import { letterNames, listWith } from '@margdarshak/contracts/assessments/codeWords';
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';
import { resultWords } from './words/resultWords';

/** 'A', 'A and B', 'A, B and C'. */
export const listOf = listWith;

const lettersOf = (code: string) => code.split('').filter((c): c is RiasecLetter => c in letterNames.en);

/**
 * The confidence per place, as two sentences, or null for a result scored before places existed (its one-word
 * confidence is shown instead).
 */
export function placesInWords(result: Pick<RiasecResult, 'hollandCode' | 'codePlaces' | 'ties'>, language: TestLanguage): [string, string] | null {
  const places = result.codePlaces;
  const letters = lettersOf(result.hollandCode);
  const [first, second, third] = letters.map((l) => letterNames[language][l]);
  if (!places || !first || !second || !third) return null;
  const words = resultWords[language].places;
  // A tie for the lead is said as one (the summary says the same), never as one letter "a little ahead".
  const tiedLead = (result.ties ?? []).some((group) => group.includes(letters[0] ?? 'R') && group.includes(letters[1] ?? 'R'));
  return [tiedLead ? words.tiedLead(first, second) : words.lead(places.lead, first, second), words.rest(places.rest, second, third)];
}

/** The letters a nearest profile does not share, in words ("Social and Enterprising"), or null. */
export function differencesInWords(differences: readonly RiasecLetter[] | undefined, language: TestLanguage): string | null {
  if (!differences || differences.length === 0) return null;
  return listOf(
    differences.map((l) => letterNames[language][l]),
    resultWords[language].and,
  );
}

/** A warning about how the test was answered (for results the gate lets through: straight-lined ones never are), or null. */
export function answerQualityNote(result: RiasecResult, audience: ResultAudience, language: TestLanguage): string | null {
  const quality = result.answerQuality;
  if (!quality) return null;
  const words = resultWords[language][audience];
  return quality.inconsistencies > 0 ? words.inconsistent(quality.inconsistencies, quality.pairs) : null;
}
