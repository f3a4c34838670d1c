// A RIASEC result's `interpretation`: the code read to the student, place by place, with what weakens it, in the
// language the items were read in (the sentences are in interpretationText.ts).
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { doubtfulSummary, type DoubtfulCause } from '../quality/doubtfulText';
import { typePhraseFor } from './careers';
import { codeConfidence, type Doubt } from './confidence';
import { interpretationText, type ExplainedDoubt } from './interpretationText';
import type { ProfileMatch, RiasecScores } from './profileMatch';
import { listOf } from './summary';

export interface Reading {
  code: string;
  matched: ProfileMatch;
  found: readonly Doubt[];
  ties: readonly RiasecLetter[][];
  /** The type that scores above all others, if one does. */
  leading: RiasecLetter | null;
  /** The title of the profile shown, in the result's language. */
  profileTitle: string;
  /** The second and third letters are close (codePlaces.rest): the profile is not a settled three-letter identity. */
  restClose?: boolean;
}

const scoresLine = (scores: Readonly<Record<RiasecLetter, number>>, language: TestLanguage) => interpretationText[language].scores(riasecLetters.map((l) => `${l} ${scores[l]}`).join(', '));

function shapeOf(scores: RiasecScores, language: TestLanguage): string {
  const values = Object.values(scores);
  const spread = Math.max(...values) - Math.min(...values);
  const { shape } = interpretationText[language];
  if (spread <= 12) return shape.even;
  if (spread >= 24) return shape.sharp;
  return shape.lead;
}

const isExplained = (doubt: Doubt): doubt is ExplainedDoubt => doubt === 'close' || doubt === 'inconsistent' || doubt === 'lowInterest';

function noneInterpretation(scores: RiasecScores, found: readonly Doubt[], language: TestLanguage): string {
  const words = interpretationText[language];
  return [words.none(words.noneWhy(found.includes('straightLined'))), scoresLine(scores, language), words.noneWayOn].join(' ');
}

/** Doubtful answers: the kind explanation and the six scores, and nothing read from them. */
export const doubtfulInterpretation = (scores: Readonly<Record<RiasecLetter, number>>, language: TestLanguage = 'en', cause?: DoubtfulCause): string =>
  `${doubtfulSummary('riasec', language, cause)} ${scoresLine(scores, language)}`;

export function interpretation(scores: RiasecScores, { code, matched, found, ties, leading, profileTitle, restClose = false }: Reading, language: TestLanguage = 'en'): string {
  if (codeConfidence(found) === 'none') return noneInterpretation(scores, found, language);
  const words = interpretationText[language];
  const letters = code.split('') as RiasecLetter[];
  const [first = 'R'] = letters;
  const named = (group: readonly RiasecLetter[]) =>
    listOf(
      group.map((l) => words.scored(l, scores[l])),
      words.and,
    );
  const sentences: string[] = [];
  const tiedFirst = ties.find((group) => group.includes(first));
  if (leading === null && tiedFirst) {
    sentences.push(words.tiedLead(listOf(tiedFirst.map(words.typeName), words.and), scores[first]));
    const rest = letters.filter((l) => !tiedFirst.includes(l));
    if (rest.length > 0) sentences.push(words.next(named(rest)));
  } else {
    sentences.push(words.strongest(words.typeName(first), scores[first], typePhraseFor(first, language)), words.next(named(letters.slice(1))));
  }
  for (const group of ties) {
    if (group !== tiedFirst || leading !== null) sentences.push(words.tied(words.letters(group), scores[group[0] ?? first]));
  }
  sentences.push(shapeOf(scores, language));
  for (const doubt of found) if (isExplained(doubt)) sentences.push(words.doubts[doubt]);
  if (matched.match === 'nearest') {
    const differences = listOf(
      matched.differences.map((l) => codeInWords(l, language)),
      words.and,
    );
    sentences.push(words.nearest(codeInWords(code, language), words.nearestTo(leading), codeInWords(matched.profile.code, language), profileTitle, differences));
  }
  if (restClose) sentences.push(words.restClose(profileTitle));
  sentences.push(words.notAbilities);
  return sentences.join(' ');
}
