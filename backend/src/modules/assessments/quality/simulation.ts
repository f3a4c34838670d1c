// The simulation that set the answer-quality limits (issue 28, item 2), run in CI on a small sample
// (simulation.unit.spec.ts) and by `npm run bench` on a large one (bench/answerQuality.ts). For each test it scores:
// - careless answer sets: uniformly random; straight-lined; alternating; rhythmic (loops, zigzags); acquiescent
//   (random among the two agreeing answers);
// - simulated genuine students: a latent profile per student (one value per scale, standard deviation LATENT_SD
//   answer steps around the middle, plus a personal lean), each item answered as latent x keying + noise (NOISE_SD),
//   rounded and clipped to 1..5.
// and reports which share of each is shown a reading through the gate (contracts gate.ts) and which share of genuine
// students is flagged doubtful.
import { supportsReading, verdictOf } from '@margdarshak/contracts/assessments/gate';
import type { TestResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { readingsOf, scoreBigFive } from '../bigFive/bigFive';
import { scoreMultipleIntelligences } from '../multipleIntelligences/scoring';
import { scoreRiasec } from '../riasec/scoring';
import { qualityDesigns } from './designs';

/** Spread of a student's latent scale values, in answer steps (a student's scales differ by about a step or two). */
export const LATENT_SD = 0.9;
/** Moderate noise: an item's answer wanders about one step from the student's latent value. */
export const NOISE_SD = 0.9;
/** A student's own lean toward agreeing or disagreeing overall. */
export const LEAN_SD = 0.3;

type Answers = Record<string, number>;

/** A small seeded generator (mulberry32), so a run always scores the same sets. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const clip = (n: number) => Math.min(5, Math.max(1, Math.round(n)));
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

export const carelessKinds = ['random', 'straight', 'alternating', 'rhythmic', 'acquiescent'] as const;
export type CarelessKind = (typeof carelessKinds)[number];

/** The rhythms a careless student clicks in: 1-2-3-4-5 loops, their reverse, zigzags, short cycles. */
const rhythms: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5],
  [5, 4, 3, 2, 1],
  [1, 2, 3, 4, 5, 4, 3, 2],
  [1, 2, 3],
  [3, 4, 5, 4],
  [1, 3, 5],
  [2, 4],
];

/** One careless answer set of `kind` for the items in `order`. */
export function carelessAnswers(kind: CarelessKind, order: readonly string[], random: () => number): Answers {
  const by = (answer: (i: number) => number): Answers => Object.fromEntries(order.map((id, i) => [id, answer(i)]));
  switch (kind) {
    case 'random':
      return by(() => 1 + Math.floor(random() * 5));
    case 'straight': {
      const value = 1 + Math.floor(random() * 5);
      return by(() => value);
    }
    case 'alternating': {
      const a = 1 + Math.floor(random() * 5);
      const b = ((a + Math.floor(random() * 4)) % 5) + 1;
      return by((i) => (i % 2 === 0 ? a : b));
    }
    case 'rhythmic': {
      const rhythm = pick(random, rhythms);
      const offset = Math.floor(random() * rhythm.length);
      return by((i) => rhythm[(i + offset) % rhythm.length] ?? 3);
    }
    case 'acquiescent':
      return by(() => 4 + Math.floor(random() * 2));
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}

/** One simulated genuine student's answers to `testType`. */
export function genuineAnswers(testType: TestType, random: () => number): Answers {
  const design = qualityDesigns[testType];
  const lean = gaussian(random) * LEAN_SD;
  const answers: Answers = {};
  const latentOf = new Map<string, number>();
  design.scales.forEach((scale) => {
    const latent = gaussian(random) * LATENT_SD;
    for (const { id, keyed } of scale) {
      latentOf.set(id, keyed * latent);
      answers[id] = clip(3 + lean + keyed * latent + gaussian(random) * NOISE_SD);
    }
  });
  // Items outside the scales (RIASEC's check items) restate a scored item: the same latent value, their own noise.
  for (const { a, b, relation } of design.pairs) {
    if (answers[b] === undefined && relation === 'same') answers[b] = clip(3 + lean + (latentOf.get(a) ?? 0) + gaussian(random) * NOISE_SD);
  }
  return answers;
}

/** The result of `testType` for `answers`, as the gate reads it. */
export function scoredResult(testType: TestType, answers: Answers): TestResult {
  switch (testType) {
    case 'riasec':
      return { type: 'riasec', data: scoreRiasec(answers) };
    case 'multiple_intelligences':
      return { type: 'multiple_intelligences', data: scoreMultipleIntelligences(answers) };
    case 'bigfive':
      return { type: 'bigfive', data: scoreBigFive(answers) };
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

export interface TestShares {
  /** Uniformly random sets shown a reading (profile, careers, narrative). Target: at most 10%. */
  randomShown: number;
  /** Straight-lined, alternating, rhythmic and acquiescent sets shown a reading, by kind. */
  patternShown: Record<Exclude<CarelessKind, 'random'>, number>;
  /** Uniformly random sets flagged doubtful. */
  randomDoubtful: number;
  /** Simulated genuine students flagged doubtful (wrongly). Target: at most 10%. */
  genuineDoubtful: number;
  /** Genuine students shown no reading for any reason (doubtful, no clear code, flat profile): for information. */
  genuineWithheld: number;
}

export interface BigFiveStyleShares {
  /** Acquiescent (random agreeing) sets read as high Neuroticism and low Agreeableness, before issue 28's scoring. */
  highNBefore: number;
  lowABefore: number;
  /** The same sets shown a high N or a low A band today (after the correction and the gate). */
  highNAfter: number;
  lowAAfter: number;
}

export interface SimulationReport {
  sets: number;
  tests: Record<TestType, TestShares>;
  bigFiveStyle: BigFiveStyleShares;
}

const share = (count: number, of: number) => (of === 0 ? 0 : count / of);

function sharesFor(testType: TestType, sets: number, random: () => number): TestShares {
  const order = qualityDesigns[testType].order;
  const shown = (answers: Answers) => supportsReading(scoredResult(testType, answers));
  let randomShown = 0;
  let randomDoubtful = 0;
  let genuineDoubtful = 0;
  let genuineWithheld = 0;
  const patternShown = { straight: 0, alternating: 0, rhythmic: 0, acquiescent: 0 };
  for (let n = 0; n < sets; n++) {
    const random1 = scoredResult(testType, carelessAnswers('random', order, random));
    if (supportsReading(random1)) randomShown += 1;
    if (verdictOf(random1.data) === 'doubtful') randomDoubtful += 1;
    const genuine = scoredResult(testType, genuineAnswers(testType, random));
    if (verdictOf(genuine.data) === 'doubtful') genuineDoubtful += 1;
    if (!supportsReading(genuine)) genuineWithheld += 1;
    for (const kind of ['straight', 'alternating', 'rhythmic', 'acquiescent'] as const) if (shown(carelessAnswers(kind, order, random))) patternShown[kind] += 1;
  }
  return {
    randomShown: share(randomShown, sets),
    patternShown: { straight: share(patternShown.straight, sets), alternating: share(patternShown.alternating, sets), rhythmic: share(patternShown.rhythmic, sets), acquiescent: share(patternShown.acquiescent, sets) },
    randomDoubtful: share(randomDoubtful, sets),
    genuineDoubtful: share(genuineDoubtful, sets),
    genuineWithheld: share(genuineWithheld, sets),
  };
}

function bigFiveStyle(sets: number, random: () => number): BigFiveStyleShares {
  const order = qualityDesigns.bigfive.order;
  const counts = { highNBefore: 0, lowABefore: 0, highNAfter: 0, lowAAfter: 0 };
  for (let n = 0; n < sets; n++) {
    const answers = carelessAnswers('acquiescent', order, random);
    const before = readingsOf(answers);
    if (before.find((r) => r.domain === 'N')?.scoreText === 'high') counts.highNBefore += 1;
    if (before.find((r) => r.domain === 'A')?.scoreText === 'low') counts.lowABefore += 1;
    const result = scoredResult('bigfive', answers);
    if (result.type !== 'bigfive' || !supportsReading(result)) continue;
    if (result.data.narrative.find((d) => d.domain === 'N')?.scoreText === 'high') counts.highNAfter += 1;
    if (result.data.narrative.find((d) => d.domain === 'A')?.scoreText === 'low') counts.lowAAfter += 1;
  }
  return { highNBefore: share(counts.highNBefore, sets), lowABefore: share(counts.lowABefore, sets), highNAfter: share(counts.highNAfter, sets), lowAAfter: share(counts.lowAAfter, sets) };
}

/** `sets` answer sets of each kind per test, from `seed`. */
export function runQualitySimulation(sets: number, seed = 28): SimulationReport {
  const random = randomSource(seed);
  return {
    sets,
    tests: { riasec: sharesFor('riasec', sets, random), bigfive: sharesFor('bigfive', sets, random), multiple_intelligences: sharesFor('multiple_intelligences', sets, random) },
    bigFiveStyle: bigFiveStyle(sets, random),
  };
}
