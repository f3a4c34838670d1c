// The simulation that set the answer-quality limits (issue 28, item 2), run in CI on a small sample
// (simulation.unit.spec.ts) and by `npm run bench` on a large one (bench/answerQuality.ts). For each test it scores:
// - careless answer sets: uniformly random; straight-lined; alternating; rhythmic (loops, zigzags); acquiescent
//   (random among the two agreeing answers);
// - simulated genuine students: a latent profile per student (one value per scale, standard deviation LATENT_SD
//   answer steps around the middle, plus a personal lean), each item answered as latent x keying + noise (NOISE_SD),
//   rounded and clipped to 1..5 (the 'base' style, on which the limits were set and which CI checks);
// - the same students with response styles (simulatedAnswers.ts, genuineStyles), from a random source of their own so
//   the base shares stay as they were; their shares are reported, not held to a target;
// and reports which share of each is shown a reading through the gate (contracts gate.ts) and which share of genuine
// students is flagged doubtful.
import { supportsReading, verdictOf } from '@margdarshak/contracts/assessments/gate';
import type { TestResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { readingsOf, scoreBigFive } from '../bigFive/bigFive';
import { scoreMultipleIntelligences } from '../multipleIntelligences/scoring';
import { scoreRiasec } from '../riasec/scoring';
import { qualityDesigns } from './designs';
import { carelessAnswers, genuineAnswers, genuineStyles, randomSource, type Answers, type CarelessKind, type GenuineStyle } from './simulatedAnswers';

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

export type OtherStyle = Exclude<GenuineStyle, 'base'>;
export const otherStyles = genuineStyles.filter((style): style is OtherStyle => style !== 'base');

export interface StyleShares {
  /** Genuine students of this style flagged doubtful (wrongly). */
  doubtful: number;
  /** Shown no reading for any reason (doubtful, no clear code, flat profile). */
  withheld: number;
}

export interface SimulationReport {
  sets: number;
  tests: Record<TestType, TestShares>;
  /** Genuine students by response style, per test (reported beside the base model, no target). */
  styles: Record<TestType, Record<OtherStyle, StyleShares>>;
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
    patternShown: {
      straight: share(patternShown.straight, sets),
      alternating: share(patternShown.alternating, sets),
      rhythmic: share(patternShown.rhythmic, sets),
      acquiescent: share(patternShown.acquiescent, sets),
    },
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

function styleShares(testType: TestType, sets: number, random: () => number): Record<OtherStyle, StyleShares> {
  return Object.fromEntries(
    otherStyles.map((style) => {
      let doubtful = 0;
      let withheld = 0;
      for (let n = 0; n < sets; n++) {
        const result = scoredResult(testType, genuineAnswers(testType, random, style));
        if (verdictOf(result.data) === 'doubtful') doubtful += 1;
        if (!supportsReading(result)) withheld += 1;
      }
      return [style, { doubtful: share(doubtful, sets), withheld: share(withheld, sets) }];
    }),
  ) as Record<OtherStyle, StyleShares>;
}

/** `sets` answer sets of each kind per test, from `seed`. */
export function runQualitySimulation(sets: number, seed = 28): SimulationReport {
  const random = randomSource(seed);
  return {
    sets,
    tests: { riasec: sharesFor('riasec', sets, random), bigfive: sharesFor('bigfive', sets, random), multiple_intelligences: sharesFor('multiple_intelligences', sets, random) },
    bigFiveStyle: bigFiveStyle(sets, random),
    styles: (() => {
      const own = randomSource(seed + 1);
      return { riasec: styleShares('riasec', sets, own), bigfive: styleShares('bigfive', sets, own), multiple_intelligences: styleShares('multiple_intelligences', sets, own) };
    })(),
  };
}
