// What the answers support (issue 18): how the six scores order into a code, which places are ties, whether the
// student read the items, and how far the code can be trusted. Pure functions of the answers and the scores.
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { checkPairs, scoredItems } from './items';
import type { RiasecScores } from './profileMatch';

export type CodeConfidence = NonNullable<RiasecResult['codeConfidence']>;
export type AnswerQuality = NonNullable<RiasecResult['answerQuality']>;

// ---- Thresholds ------------------------------------------------------------------------------------------------------
// A type's score is the sum of ten answers scored 0 to 4. Answering the same ten items again a week later moves a sum
// by two or three points (about 0.8 of a step per item, over ten items), so two sums need to differ by about four
// points before their order means more than the day the test was taken.

/**
 * Straight-lined: at least this share of the sixty scored answers (57 of them) is one and the same answer. A student
 * who says 'Strongly dislike' to all but a few items has not told us what they like.
 */
export const STRAIGHT_LINE_SHARE = 0.95;
/**
 * Flat: the highest and lowest of the six scores are at most this many points apart. Six points across all six types
 * is less than the day-to-day wobble of one comparison, so no type stands out and no code is given.
 */
export const FLAT_SPREAD = 6;
/**
 * A clear code needs its lead and its edge settled: the first type above the second, and the third above the fourth,
 * by at least this many points (the wobble above). Closer than that, another day could give another first letter or
 * another set of three. The second and third only need to differ (a tie between them is reported and makes the code
 * tentative): requiring four points there as well would call nine codes in ten tentative, in simulated students
 * as in random answers, and the profile's first letter and its set of three are what a student reads first.
 * With these rules, 2% of uniformly random answer sets get a clear code (simulated, 20,000 sets).
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
  return [...riasecLetters].sort(
    (a, b) => scores[b] - scores[a] || key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1] || riasecLetters.indexOf(a) - riasecLetters.indexOf(b),
  );
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

// ---- Answer quality and confidence -----------------------------------------------------------------------------------
const side = (answer: number | undefined) => (answer === undefined || answer === 3 ? 0 : answer < 3 ? -1 : 1);

/**
 * straightLined: one answer for (nearly) every scored item. inconsistencies: check pairs answered on opposite sides of
 * 'Not sure' (a like and a dislike for the same activity); pairs: the pairs answered at all.
 */
export function answerQuality(answers: Readonly<Record<string, number>>): AnswerQuality {
  const counts = new Map<number, number>();
  for (const item of scoredItems) {
    const answer = answers[item.id];
    if (answer !== undefined) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  }
  const commonest = Math.max(0, ...counts.values());
  const answered = checkPairs.filter(([a, b]) => answers[a] !== undefined && answers[b] !== undefined);
  return {
    straightLined: commonest >= STRAIGHT_LINE_SHARE * scoredItems.length,
    inconsistencies: answered.filter(([a, b]) => side(answers[a]) * side(answers[b]) === -1).length,
    pairs: answered.length,
  };
}

export type Doubt = 'straightLined' | 'flat' | 'tied' | 'close' | 'inconsistent' | 'lowInterest';

/** Why the code is less than clear, strongest doubt first: 'none' for the first two, 'tentative' for the others. */
export function doubts(scores: RiasecScores, ranked: readonly RiasecLetter[], quality: AnswerQuality): Doubt[] {
  const values = ranked.map((letter) => scores[letter]);
  const found: Doubt[] = [];
  if (quality.straightLined) found.push('straightLined');
  if (Math.max(...values) - Math.min(...values) <= FLAT_SPREAD) found.push('flat');
  if (codeTies(scores, ranked).length > 0) found.push('tied');
  // The lead (first over second) and the edge (third over fourth); an exact tie is already 'tied'.
  const gaps = [0, 2].map((i) => (values[i] ?? 0) - (values[i + 1] ?? 0));
  if (gaps.some((gap) => gap > 0 && gap < ORDER_GAP)) found.push('close');
  if (quality.inconsistencies >= INCONSISTENCY_LIMIT) found.push('inconsistent');
  if ((values[0] ?? 0) < MIN_LEADING_SCORE) found.push('lowInterest');
  return found;
}

export function codeConfidence(found: readonly Doubt[]): CodeConfidence {
  if (found.includes('straightLined') || found.includes('flat')) return 'none';
  return found.length > 0 ? 'tentative' : 'clear';
}
