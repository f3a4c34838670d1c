// RIASEC scoring: each answer 1 to 5 scores 0 to 4, summed over a type's ten scored items, so a type scores 0 to 40
// (the check items count toward nothing). The Holland code is the three highest types (confidence.ts orders equal
// scores and reports them as ties); the result says how far the answers support it (codeConfidence, answerQuality) and
// sums it up in the language the items were read in. Language never changes a score: answers are keyed by item id.
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type RiasecDomain, type RiasecResult, type TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { careersFor } from './careers';
import { answerQualityFor } from '../quality/designs';
import type { Timing } from '../quality/verdict';
import { hollandProfileByCode } from '../hollandProfiles';
import { codeConfidence, codePlaces, codeTies, doubts, isFlat, leadingLetter, rankTypes } from './confidence';
import { doubtfulInterpretation, interpretation } from './interpretation';
import { riasecItems, scoredItems } from './items';
import { matchProfile, type RiasecScores } from './profileMatch';
import { riasecSummary } from './summary';

export type { RiasecScores } from './profileMatch';

export function riasecScores(answers: Readonly<Record<string, number>>): RiasecScores {
  const scores: RiasecScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const item of scoredItems) scores[item.type] += (answers[item.id] ?? 1) - 1;
  return scores;
}

/** The three highest types; equal scores ordered as `rankTypes` says (pass the answers for the full order). */
export function hollandCode(scores: RiasecScores, answers: Readonly<Record<string, number>> = {}): string {
  return rankTypes(scores, answers).slice(0, 3).join('');
}

/** Four ideas for the leading type, three for the second, two for the third, in the language the items were read in. */
export function careerSuggestions(code: string, language: TestLanguage = 'en'): string[] {
  const letters = code.split('') as RiasecLetter[];
  const picks = letters.flatMap((letter, rank) => careersFor(letter, language).slice(0, 4 - rank));
  return [...new Set(picks)];
}

/**
 * The result of one answer set. `timing`: the seconds each page took, when the test recorded them (a very fast
 * completion is doubtful). The result is complete here; what may leave the server is `gated` (contracts gate.ts).
 */
export function scoreRiasec(answers: Readonly<Record<string, number>>, language: TestLanguage = 'en', timing?: Timing): RiasecResult {
  const scores = riasecScores(answers);
  const ranked = rankTypes(scores, answers);
  const code = ranked.slice(0, 3).join('');
  const quality = answerQualityFor('riasec', answers, timing, isFlat(scores));
  const found = doubts(scores, ranked, quality);
  const { cause } = quality;
  const confidence = codeConfidence(found);
  const places = codePlaces(scores, ranked);
  const ties = codeTies(scores, ranked);
  const leading = leadingLetter(scores, ranked);
  const matched = matchProfile(code, scores, leading);
  const profile = hollandProfileByCode(matched.profile.code, language) ?? matched.profile;
  const domains = Object.fromEntries(riasecLetters.map((letter) => [riasecDomains[letter], scores[letter]])) as Record<RiasecDomain, number>;
  return {
    hollandCode: code,
    ...domains,
    careerSuggestions: careerSuggestions(code, language),
    interpretation:
      quality.verdict === 'doubtful'
        ? doubtfulInterpretation(scores, language, cause)
        : interpretation(scores, { code, matched, found, ties, leading, profileTitle: profile.title, restClose: places.rest === 'close' }, language),
    totalQuestions: riasecItems.length,
    profile,
    profileMatch: matched.match,
    codeConfidence: confidence,
    codePlaces: places,
    answerQuality: quality,
    ties,
    profileDifferences: matched.differences,
    summary: riasecSummary({ language, code, confidence, places, ties, found, doubtful: quality.verdict === 'doubtful', cause }),
    language,
  };
}
