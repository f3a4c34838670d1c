// RIASEC scoring: each answer 1 to 5 scores 0 to 4, summed over a type's ten scored items, so a type scores 0 to 40
// (the check items count toward nothing). The Holland code is the three highest types (confidence.ts orders equal
// scores and reports them as ties); the result says how far the answers support it (codeConfidence, answerQuality) and
// sums it up in the language the items were read in. Language never changes a score: answers are keyed by item id.
import { riasecLetters, typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type RiasecDomain, type RiasecResult, type TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { careersByType, typePhrases } from './careers';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { answerQualityFor } from '../quality/designs';
import { doubtfulSummary } from '../quality/doubtfulText';
import type { Timing } from '../quality/verdict';
import { hollandProfileByCode } from '../hollandProfiles';
import { codeConfidence, codePlaces, codeTies, doubts, FLAT_SPREAD, leadingLetter, rankTypes, type Doubt } from './confidence';
import { riasecItems, scoredItems } from './items';
import { matchProfile, type ProfileMatch, type RiasecScores } from './profileMatch';
import { listOf, riasecSummary } from './summary';

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

function shapeOf(scores: RiasecScores): string {
  const values = Object.values(scores);
  const spread = Math.max(...values) - Math.min(...values);
  if (spread <= 12) return 'Your interests are spread fairly evenly across the six types: you are open to many directions, and real experiences (projects, clubs, talking to people at work) will help you narrow them.';
  if (spread >= 24) return 'Your interests are sharply defined: the top types stand well above the rest, which makes choosing a direction easier.';
  return 'Your interests have a lead with some range beyond it.';
}

const doubtSentences: Record<Exclude<Doubt, 'straightLined' | 'flat' | 'tied'>, string> = {
  close: 'Some of the top scores are only a few points apart, so their order could change on another day.',
  inconsistent: 'Activities that were asked twice in different words got a like one time and a dislike the other, so some answers may have been hurried.',
  lowInterest: 'Even the highest type was not liked much, so the code shows what you dislike least rather than a clear interest.',
};

function noneInterpretation(scores: RiasecScores, found: readonly Doubt[]): string {
  const why = found.includes('straightLined')
    ? 'almost every activity got the same answer'
    : `all six scores are within ${FLAT_SPREAD} points of each other`;
  return [
    `No interest stands out in these answers: ${why}. The six scores are shown, but no Holland code or profile is given, because any three letters picked from them would be chance.`,
    `(Scores: ${riasecLetters.map((l) => `${l} ${scores[l]}`).join(', ')}, each out of 40.)`,
    'This is common and says nothing is wrong: it usually means there has not yet been a chance to try enough of these activities. Try a few new ones (a club, a project, a day with someone at work), talk them over with a counsellor, and take the test again in a few months, answering each activity on its own.',
  ].join(' ');
}

export interface Reading {
  code: string;
  matched: ProfileMatch;
  found: readonly Doubt[];
  ties: readonly RiasecLetter[][];
  /** The type that scores above all others, if one does. */
  leading: RiasecLetter | null;
}

const named = (scores: RiasecScores, letters: readonly RiasecLetter[]) => listOf(letters.map((l) => `${typeNames[l]} (${scores[l]}/40)`), 'and');

/** Doubtful answers: the kind explanation and the six scores, and nothing read from them. */
export const doubtfulInterpretation = (scores: Readonly<Record<RiasecLetter, number>>): string =>
  `${doubtfulSummary('riasec', 'en')} (Scores: ${riasecLetters.map((l) => `${l} ${scores[l]}`).join(', ')}, each out of 40.)`;

export function interpretation(scores: RiasecScores, { code, matched, found, ties, leading }: Reading): string {
  if (codeConfidence(found) === 'none') return noneInterpretation(scores, found);
  const letters = code.split('') as RiasecLetter[];
  const [first = 'R'] = letters;
  const sentences: string[] = [];
  const tiedFirst = ties.find((group) => group.includes(first));
  if (leading === null && tiedFirst) {
    sentences.push(`Your strongest interests are ${listOf(tiedFirst.map((l) => typeNames[l]), 'and')}, tied at ${scores[first]}/40.`);
    const rest = letters.filter((l) => !tiedFirst.includes(l));
    if (rest.length > 0) sentences.push(`Next in your code: ${named(scores, rest)}.`);
  } else {
    sentences.push(`Your strongest interest is ${typeNames[first]} (${scores[first]}/40): you are drawn to ${typePhrases[first]}.`, `Next in your code: ${named(scores, letters.slice(1))}.`);
  }
  for (const group of ties) {
    if (group !== tiedFirst || leading !== null) sentences.push(`${listOf(group, 'and')} tied at ${scores[group[0] ?? first]}/40, so their order in the code is not decided by your answers.`);
  }
  sentences.push(shapeOf(scores));
  for (const doubt of found) if (doubt in doubtSentences) sentences.push(doubtSentences[doubt as keyof typeof doubtSentences]);
  if (matched.match === 'nearest') {
    const nearest = leading ? `the nearest profile that starts with your leading letter, ${leading}` : 'the nearest profile to your six scores';
    sentences.push(
      `Your code, ${codeInWords(code, 'en')}, is a rarer combination with no profile of its own, so the one shown is ${nearest}: ${codeInWords(matched.profile.code, 'en')}, ${matched.profile.title}. It differs from your code in ${listOf(matched.differences.map((l) => codeInWords(l, 'en')), 'and')}.`,
    );
  }
  sentences.push('Interests are not abilities: use this as a map for exploring, not a verdict.');
  return sentences.join(' ');
}

/** Four ideas for the leading type, three for the second, two for the third. */
export function careerSuggestions(code: string): string[] {
  const letters = code.split('') as RiasecLetter[];
  const picks = letters.flatMap((letter, rank) => careersByType[letter].slice(0, 4 - rank));
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
  const values = Object.values(scores);
  const quality = answerQualityFor('riasec', answers, timing, Math.max(...values) - Math.min(...values) <= FLAT_SPREAD);
  const found = doubts(scores, ranked, quality);
  const confidence = codeConfidence(found);
  const places = codePlaces(scores, ranked);
  const ties = codeTies(scores, ranked);
  const leading = leadingLetter(scores, ranked);
  const matched = matchProfile(code, scores, leading);
  const domains = Object.fromEntries(riasecLetters.map((letter) => [riasecDomains[letter], scores[letter]])) as Record<RiasecDomain, number>;
  return {
    hollandCode: code,
    ...domains,
    careerSuggestions: careerSuggestions(code),
    interpretation: quality.verdict === 'doubtful' ? doubtfulInterpretation(scores) : interpretation(scores, { code, matched, found, ties, leading }),
    totalQuestions: riasecItems.length,
    profile: hollandProfileByCode(matched.profile.code, language) ?? matched.profile,
    profileMatch: matched.match,
    codeConfidence: confidence,
    codePlaces: places,
    answerQuality: quality,
    ties,
    profileDifferences: matched.differences,
    summary: riasecSummary({ language, code, confidence, places, ties, found, doubtful: quality.verdict === 'doubtful' }),
    language,
  };
}
