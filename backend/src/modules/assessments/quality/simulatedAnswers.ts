// The answer sets the simulation scores (simulation.ts): careless ones of five kinds, and simulated genuine students.
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { qualityDesigns } from './designs';

/** Spread of a student's latent scale values, in answer steps (a student's scales differ by about a step or two). */
export const LATENT_SD = 0.9;
/** Moderate noise: an item's answer wanders about one step from the student's latent value. */
export const NOISE_SD = 0.9;
/** A student's own lean toward agreeing or disagreeing overall. */
export const LEAN_SD = 0.3;

export type Answers = Record<string, number>;

export { randomSource } from '../../../platform/randomSource';

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

/**
 * Genuine students, by response style (psychometric review): 'base' is the model the limits were set on (independent
 * scales, no style) and the CI target; the others are reported beside it. 'extreme' and 'midpoint' stretch or shrink
 * every answer's distance from the middle; 'acquiescent' leans +0.7 toward agreeing; 'correlated' shares a general
 * factor between scales (r about 0.4); 'even' has interests or traits half as spread (low differentiation).
 */
export const genuineStyles = ['base', 'extreme', 'midpoint', 'acquiescent', 'correlated', 'even'] as const;
export type GenuineStyle = (typeof genuineStyles)[number];

interface StyleModel {
  lean: number;
  latentSd: number;
  /** Share of each scale's latent variance that is common to all scales: their correlation. */
  general: number;
  /** Each answer's distance from the middle is multiplied by this before rounding. */
  stretch: number;
}

const base: StyleModel = { lean: 0, latentSd: LATENT_SD, general: 0, stretch: 1 };
const styleModels: Record<GenuineStyle, StyleModel> = {
  base,
  extreme: { ...base, stretch: 1.8 },
  midpoint: { ...base, stretch: 0.5 },
  acquiescent: { ...base, lean: 0.7 },
  correlated: { ...base, general: 0.4 },
  even: { ...base, latentSd: LATENT_SD / 2 },
};

/** One simulated genuine student's answers to `testType`, of response style `style` ('base' draws as it always has). */
export function genuineAnswers(testType: TestType, random: () => number, style: GenuineStyle = 'base'): Answers {
  const design = qualityDesigns[testType];
  const model = styleModels[style];
  const lean = model.lean + gaussian(random) * LEAN_SD;
  const general = model.general > 0 ? gaussian(random) : 0;
  const answer = (latent: number) => clip(3 + model.stretch * (lean + latent + gaussian(random) * NOISE_SD));
  const answers: Answers = {};
  const latentOf = new Map<string, number>();
  design.scales.forEach((scale) => {
    const latent = (Math.sqrt(model.general) * general + Math.sqrt(1 - model.general) * gaussian(random)) * model.latentSd;
    for (const { id, keyed } of scale) {
      latentOf.set(id, keyed * latent);
      answers[id] = answer(keyed * latent);
    }
  });
  // Items outside the scales (RIASEC's check items) restate a scored item: the same latent value, their own noise.
  for (const { a, b, relation } of design.pairs) {
    if (answers[b] === undefined && relation === 'same') answers[b] = answer(latentOf.get(a) ?? 0);
  }
  return answers;
}
