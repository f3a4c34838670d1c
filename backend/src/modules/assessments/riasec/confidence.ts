// What the answers support (issue 18): how the six scores order into a code, which places are ties, whether the
// student read the items, and how far the code can be trusted. Pure functions of the answers and the scores.
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { scoredItems } from './items';
import type { RiasecScores } from './profileMatch';

export type CodeConfidence = NonNullable<RiasecResult['codeConfidence']>;
export type AnswerQuality = NonNullable<RiasecResult['answerQuality']>;

// ---- Thresholds ------------------------------------------------------------------------------------------------------
// A type's score is the sum of ten answers scored 0 to 4. Answering the same ten items again a week later moves a sum
// by two or three points (about 0.8 of a step per item, over ten items), so two sums need to differ by about four
// points before their order means more than the day the test was taken.

/** Straight-lined (quality/verdict.ts): at least 95% of the answers are one answer; such a set has no code at all. */
export { STRAIGHT_LINE_SHARE } from '../quality/verdict';
/**
 * Flat: the highest and lowest of the six scores are at most this many points apart. Six points across all six types
 * is less than the day-to-day wobble of one comparison, so no type stands out and no code is given.
 */
export const FLAT_SPREAD = 6;

/** Whether no type stands out: the six scores lie within FLAT_SPREAD points. */
export const isFlat = (scores: Readonly<Record<RiasecLetter, number>>): boolean => {
  const values = Object.values(scores);
  return Math.max(...values) - Math.min(...values) <= FLAT_SPREAD;
};
/**
 * Two places are settled when their scores differ by at least this many points (the wobble above). Since issue 28 the
 * lead (first over second) decides the code's confidence, and the second and third places are said separately
 * (`codePlaces`): the profile's first letter is what a student reads first, and requiring the third and fourth to be
 * apart as well called most students with one clearly strong interest 'tentative'. Careless answers are caught by the
 * answer-quality verdict (quality/), not by this gap.
 */
export const ORDER_GAP = 4;
/**
 * A clear code needs a leading type the student says they like: 24 of 40 is, on average, between 'Not sure' and 'Like'
 * on its ten items. A lead made of dislikes that are only milder than the rest is tentative.
 */
export const MIN_LEADING_SCORE = 24;
/** Two of the three check pairs answered like versus dislike make the code tentative (one may be a slip). */
export const INCONSISTENCY_LIMIT = 2;

// ---- Order and ties --------------------------------------------------------------------------------------------------
/** How often a type's items got 'Strongly like', then 'Like': what orders two types with the same score. */
function intensity(answers: Readonly<Record<string, number>>, letter: RiasecLetter): [number, number] {
  const own = scoredItems.filter((item) => item.type === letter).map((item) => answers[item.id] ?? 1);
  return [own.filter((a) => a === 5).length, own.filter((a) => a === 4).length];
}

/**
 * The six types, highest score first. Equal scores are ordered by more 'Strongly like' answers, then more 'Like'
 * answers; only types equal on all three keep the hexagon's order, and every equal score that touches the code is
 * reported as a tie (`codeTies`) rather than decided in silence.
 */
export function rankTypes(scores: RiasecScores, answers: Readonly<Record<string, number>> = {}): RiasecLetter[] {
  const keys = new Map(riasecLetters.map((letter) => [letter, intensity(answers, letter)]));
  const key = (letter: RiasecLetter) => keys.get(letter) ?? [0, 0];
  return [...riasecLetters].sort((a, b) => scores[b] - scores[a] || key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1] || riasecLetters.indexOf(a) - riasecLetters.indexOf(b));
}

/** Groups of types with the same score where at least one is in the code: the order among them is not the answers'. */
export function codeTies(scores: RiasecScores, ranked: readonly RiasecLetter[]): RiasecLetter[][] {
  const code = ranked.slice(0, 3);
  const groups: RiasecLetter[][] = [];
  for (const letter of code) {
    if (groups.some((group) => group.includes(letter))) continue;
    const group = ranked.filter((other) => scores[other] === scores[letter]);
    if (group.length > 1) groups.push(group);
  }
  return groups;
}

/** The leading type, when one type scores strictly above all the others. */
export function leadingLetter(scores: RiasecScores, ranked: readonly RiasecLetter[]): RiasecLetter | null {
  const [first, second] = ranked;
  return first !== undefined && second !== undefined && scores[first] > scores[second] ? first : null;
}

// ---- Confidence --------------------------------------------------------------------------------------------------------
export type Doubt = 'straightLined' | 'flat' | 'tied' | 'close' | 'inconsistent' | 'lowInterest';

/**
 * Why the lead is less than clear, strongest doubt first: 'none' for the first two, 'tentative' for the others. Since
 * issue 28 only the lead decides: a tie or a small gap among the second, third and fourth letters is said per place
 * (`codePlaces`), so one clearly strong interest is no longer 'tentative' because its third and fourth letters are
 * close (that alone made four in five such students tentative).
 */
export function doubts(scores: RiasecScores, ranked: readonly RiasecLetter[], quality: AnswerQuality): Doubt[] {
  const values = ranked.map((letter) => scores[letter]);
  const found: Doubt[] = [];
  if (quality.straightLined) found.push('straightLined');
  if (isFlat(scores)) found.push('flat');
  const [first] = ranked;
  if (codeTies(scores, ranked).some((group) => first !== undefined && group.includes(first))) found.push('tied');
  const lead = (values[0] ?? 0) - (values[1] ?? 0);
  if (lead > 0 && lead < ORDER_GAP) found.push('close');
  if (quality.inconsistencies >= INCONSISTENCY_LIMIT) found.push('inconsistent');
  if ((values[0] ?? 0) < MIN_LEADING_SCORE) found.push('lowInterest');
  return found;
}

export function codeConfidence(found: readonly Doubt[]): CodeConfidence {
  if (found.includes('straightLined') || found.includes('flat')) return 'none';
  return found.length > 0 ? 'tentative' : 'clear';
}

export type CodePlaces = NonNullable<RiasecResult['codePlaces']>;

/**
 * Confidence per place (issue 28, item 3). lead: 'clear' when the first type is at least ORDER_GAP above the second.
 * rest: 'clear' when the second is ORDER_GAP above the third and the third ORDER_GAP above the fourth.
 */
export function codePlaces(scores: RiasecScores, ranked: readonly RiasecLetter[]): CodePlaces {
  const values = ranked.map((letter) => scores[letter]);
  const apart = (i: number) => (values[i] ?? 0) - (values[i + 1] ?? 0) >= ORDER_GAP;
  return { lead: apart(0) ? 'clear' : 'close', rest: apart(1) && apart(2) ? 'clear' : 'close' };
}
