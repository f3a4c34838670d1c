// Answer-quality indices (issue 28, item 2): pure functions of one answer set, 1 to 5 per item, in the order the test
// presents its items. Each measures one way careless answers differ from genuine ones; verdict.ts combines them.

/** The longest run of one and the same answer in a row, as a share of the answers. */
export function longStringShare(answers: readonly number[]): number {
  let longest = 0;
  let run = 0;
  answers.forEach((answer, i) => {
    run = i > 0 && answers[i - 1] === answer ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return answers.length === 0 ? 0 : longest / answers.length;
}

/** The commonest answer's share of all answers. */
export function modalShare(answers: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return answers.length === 0 ? 0 : Math.max(0, ...counts.values()) / answers.length;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * Agreement whatever the item says, for an inventory keyed both ways (Big Five): the mean raw answer to the plus-keyed
 * items and to the minus-keyed items, averaged, less the scale's middle (3). A genuine responder agrees with one side
 * and disagrees with the other, so the two cancel near 0; someone who agrees with everything scores up to +2.
 */
export function keyedAcquiescence(plus: readonly number[], minus: readonly number[]): number {
  return (mean(plus) + mean(minus)) / 2 - 3;
}

/**
 * Agreement for an inventory keyed one way (RIASEC, MI): how far the mean answer sits above the middle, discounted by
 * how little the answers vary (standard deviation): mean - 3 - sd. Liking nearly everything to the same degree scores
 * high; liking some things a lot and others not at all, even with a high mean, does not.
 */
export function unkeyedAcquiescence(answers: readonly number[]): number {
  const m = mean(answers);
  const sd = Math.sqrt(mean(answers.map((a) => (a - m) ** 2)));
  return m - 3 - sd;
}

/** An item pair and how a reader answers it: 'same' (a restated item) or 'opposite' (a psychometric antonym). */
export interface CheckPair {
  a: string;
  b: string;
  relation: 'same' | 'opposite';
}

const side = (answer: number) => (answer === 3 ? 0 : answer < 3 ? -1 : 1);

/**
 * Pairs answered the wrong way round: a restated pair liked once and disliked the other time, or an antonym pair agreed
 * with (or disagreed with) on both sides. 'Not sure' on either side is never wrong. Pairs with a missing answer skip.
 */
export function pairInconsistencies(answers: Readonly<Record<string, number>>, pairs: readonly CheckPair[]): { inconsistencies: number; pairs: number } {
  let answered = 0;
  let wrong = 0;
  for (const { a, b, relation } of pairs) {
    const x = answers[a];
    const y = answers[b];
    if (x === undefined || y === undefined) continue;
    answered += 1;
    const product = side(x) * side(y);
    if (relation === 'same' ? product === -1 : product === 1) wrong += 1;
  }
  return { inconsistencies: wrong, pairs: answered };
}

/**
 * Person fit: the share of the person's answer variance that lies between the test's scales (eta squared of a one-way
 * analysis of variance within one person, answers keyed so that high means more of the scale). A genuine responder
 * answers a scale's items alike, because they describe one interest or trait, so most of the variance is between
 * scales; random answers spread evenly, and the share is only what chance gives (for k scales and n answers, about
 * (k - 1) / (n - 1)). Chosen over an IRT lz index because it needs no item parameters, which we have no Indian
 * sample to estimate. Answers that never vary have no variance to explain and score 0.
 */
export function personFit(groups: readonly (readonly number[])[]): number {
  const all = groups.flat();
  const grand = mean(all);
  const total = all.reduce((sum, v) => sum + (v - grand) ** 2, 0);
  if (total === 0) return 0;
  const between = groups.reduce((sum, g) => sum + g.length * (mean(g) - grand) ** 2, 0);
  return between / total;
}

/** Periods a rhythm is looked for at: alternation (2) up to loops of eight answers. */
export const RHYTHM_PERIODS = [2, 3, 4, 5, 6, 7, 8] as const;

/**
 * Rhythm: for the period that fits best, how much more often an answer equals the one that period before than the
 * answers' own mix would give by chance, as a kappa: (seen - chance) / (1 - chance). 1-2-3-4-5 loops, 1-5 alternation
 * and 1-2-3-2-1 zigzags score 1; random answers about 0; and so does a student who gives one answer to most items and
 * another to a few (which repeats often, but no more than its mix makes likely). A straight line has no rhythm beyond
 * its mix (0): the long-string and modal-share indices name it.
 */
export function rhythmShare(answers: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  const chance = [...counts.values()].reduce((sum, c) => sum + (c / answers.length) ** 2, 0);
  if (chance >= 1) return 0;
  let best = 0;
  for (const period of RHYTHM_PERIODS) {
    if (answers.length <= period) continue;
    let same = 0;
    for (let i = period; i < answers.length; i++) if (answers[i] === answers[i - period]) same += 1;
    best = Math.max(best, (same / (answers.length - period) - chance) / (1 - chance));
  }
  return best;
}

/** The middle of a list of numbers (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
