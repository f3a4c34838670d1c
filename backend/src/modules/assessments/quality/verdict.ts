// From the indices to the verdict every surface's gate reads (contracts/assessments/gate.ts): 'doubtful' when any
// index passes its test's limit, with the indices that did as `flags`. The limits are per test (tests differ in length,
// scales and keying) and were set with the simulation (simulation.ts; measured shares in docs/assessments-quality.md).
import type { AnswerQuality } from '@margdarshak/contracts/assessments/tests';
import { keyedAcquiescence, longStringShare, median, modalShare, pairInconsistencies, personFit, rhythmShare, unkeyedAcquiescence, type CheckPair } from './indices';

export const qualityFlags = ['longString', 'modalShare', 'acquiescence', 'inconsistent', 'personFit', 'rhythm', 'tooFast'] as const;
export type QualityFlag = (typeof qualityFlags)[number];

/** How one test is read for quality: its items in presentation order, its scales, keying and check pairs. */
export interface QualityDesign {
  /** Every item id in the order the student sees them. */
  order: readonly string[];
  /** The scored items, grouped by scale, each with its keying (+1, or -1 for a reverse-keyed item). */
  scales: readonly (readonly { id: string; keyed: 1 | -1 }[])[];
  pairs: readonly CheckPair[];
  /** The answers the check pairs are read on, when not the raw ones (Big Five: corrected for acquiescence). */
  pairAnswers?: (answers: Readonly<Record<string, number>>) => Readonly<Record<string, number>>;
  /** The test's own acquiescence index, when it has a better one than the generic (Big Five: balanced facets). */
  acquiescence?: (answers: Readonly<Record<string, number>>) => number;
  limits: QualityLimits;
}

export interface QualityLimits {
  /** Doubtful from this longest run of one answer, as a share of all answers. */
  longString: number;
  /** Doubtful from this share of one answer. */
  modalShare: number;
  /** Doubtful from this acquiescence index (keyed or unkeyed, as the test is). */
  acquiescence: number;
  /** Doubtful from this many check pairs answered the wrong way round (Infinity when the test has none). */
  inconsistent: number;
  /** Doubtful below this person-fit (eta squared). */
  personFit: number;
  /** Doubtful from this rhythm share. */
  rhythm: number;
}

/** Straight-lined (the field results have carried since issue 18): at least this share of the answers is one answer. */
export const STRAIGHT_LINE_SHARE = 0.95;
/**
 * Too fast: a median under this many seconds per item. Reading a short statement and choosing among five answers takes
 * a careful 14-year-old two to four seconds; under one and a half, nobody reads every item.
 */
export const TOO_FAST_SECONDS_PER_ITEM = 1.5;

export interface QualityIndices {
  longString: number;
  modalShare: number;
  /** The commonest answer's share among the scored items only (what `straightLined` reads). */
  scoredModalShare: number;
  acquiescence: number;
  inconsistencies: number;
  pairs: number;
  personFit: number;
  rhythm: number;
}

export function indicesOf(design: QualityDesign, answers: Readonly<Record<string, number>>): QualityIndices {
  const inOrder = design.order.flatMap((id) => answers[id] ?? []);
  const keyed = design.scales.map((scale) => scale.flatMap(({ id, keyed }) => (answers[id] === undefined ? [] : [keyed === 1 ? (answers[id] ?? 3) : 6 - (answers[id] ?? 3)])));
  const items = design.scales.flat();
  const twoWays = items.some((item) => item.keyed === -1);
  const raw = (sign: 1 | -1) => items.flatMap(({ id, keyed }) => (keyed === sign && answers[id] !== undefined ? [answers[id] ?? 3] : []));
  const { inconsistencies, pairs } = pairInconsistencies(design.pairAnswers ? design.pairAnswers(answers) : answers, design.pairs);
  return {
    longString: longStringShare(inOrder),
    modalShare: modalShare(inOrder),
    scoredModalShare: modalShare(design.scales.flat().flatMap(({ id }) => answers[id] ?? [])),
    acquiescence: design.acquiescence ? design.acquiescence(answers) : twoWays ? keyedAcquiescence(raw(1), raw(-1)) : unkeyedAcquiescence(raw(1)),
    inconsistencies,
    pairs,
    personFit: personFit(keyed),
    rhythm: rhythmShare(inOrder),
  };
}

/** Which limits the indices pass. */
export function flagsOf(indices: QualityIndices, limits: QualityLimits): QualityFlag[] {
  const flags: QualityFlag[] = [];
  if (indices.longString >= limits.longString) flags.push('longString');
  if (indices.modalShare >= limits.modalShare) flags.push('modalShare');
  if (indices.acquiescence >= limits.acquiescence) flags.push('acquiescence');
  if (indices.inconsistencies >= limits.inconsistent) flags.push('inconsistent');
  if (indices.personFit < limits.personFit) flags.push('personFit');
  if (indices.rhythm >= limits.rhythm) flags.push('rhythm');
  return flags;
}

export interface Timing {
  /** Seconds each page of the test took, and how many items each page had. */
  pages: readonly { seconds: number; items: number }[];
}

/** The median seconds per item over the pages, or null when no timing was recorded. */
export function secondsPerItem(timing: Timing | undefined): number | null {
  const pages = timing?.pages.filter((page) => page.items > 0) ?? [];
  return pages.length === 0 ? null : median(pages.map((page) => page.seconds / page.items));
}

/** The middle answer ('Not sure') for at least this share of the items makes the answers "mostly unsure". */
export const MOSTLY_UNSURE_SHARE = 0.5;
const unsureFlags: ReadonlySet<string> = new Set(['modalShare', 'longString', 'personFit']);

/**
 * Why the answers are doubtful, as far as the words go: 'pattern' (hurried or patterned: the same answer in a row, a
 * rhythm, agreeing with everything, pairs the wrong way round, too fast), 'noClearPattern' (low person fit alone: a
 * careful student whose interests are even gets it too), 'unsure' (mostly the middle answer, and nothing but the
 * flags such answers raise). The psychometric review found the first words false for the other two.
 */
export function doubtfulCauseOf(flags: readonly string[], answers: Readonly<Record<string, number>>): NonNullable<AnswerQuality['cause']> {
  const values = Object.values(answers);
  const middle = values.filter((value) => value === 3).length / Math.max(1, values.length);
  if (flags.length > 0 && middle >= MOSTLY_UNSURE_SHARE && flags.every((flag) => unsureFlags.has(flag))) return 'unsure';
  if (flags.length === 1 && flags[0] === 'personFit') return 'noClearPattern';
  return 'pattern';
}

/**
 * The answer quality a result carries: the verdict, its flags, and the fields results have carried since issue 18.
 * `flat`: the scores show no profile (RIASEC's flat six, MI's flat eight). Then low person fit is not held against the
 * answers: a flat profile has little variance between scales by definition, and it is already shown without a reading
 * and with its own kinder words ("no interest stands out"), so a genuine student with even interests is not told
 * their answers look careless.
 */
export function answerQualityOf(design: QualityDesign, answers: Readonly<Record<string, number>>, timing?: Timing, flat = false): AnswerQuality {
  const indices = indicesOf(design, answers);
  const flags = flagsOf(indices, design.limits).filter((flag) => !(flat && flag === 'personFit'));
  const perItem = secondsPerItem(timing);
  if (perItem !== null && perItem < TOO_FAST_SECONDS_PER_ITEM) flags.push('tooFast');
  return {
    verdict: flags.length > 0 ? 'doubtful' : 'ok',
    flags,
    ...(flags.length > 0 && { cause: doubtfulCauseOf(flags, answers) }),
    straightLined: indices.scoredModalShare >= STRAIGHT_LINE_SHARE,
    inconsistencies: indices.inconsistencies,
    pairs: indices.pairs,
  };
}
