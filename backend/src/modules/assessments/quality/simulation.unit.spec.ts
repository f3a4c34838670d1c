// The simulation's targets on a small sample (issue 28: "run in CI on a small sample"); `npm run bench` runs it large.
import { describe, expect, it } from 'vitest';
import { testTypes } from '@margdarshak/contracts/assessments/tests';
import { answerQualityFor } from './designs';
import { runQualitySimulation } from './simulation';
import { genuineAnswers, randomSource } from './simulatedAnswers';

describe('the answer-quality simulation, 500 sets per kind and test', () => {
  const report = runQualitySimulation(500);

  for (const type of testTypes) {
    it(`${type}: at most 10% of uniformly random sets are shown a reading, at most 10% of genuine students are flagged`, () => {
      const shares = report.tests[type];
      expect(shares.randomShown).toBeLessThanOrEqual(0.1);
      expect(shares.genuineDoubtful).toBeLessThanOrEqual(0.1);
      expect(shares.patternShown).toEqual({ straight: 0, alternating: 0, rhythmic: 0, acquiescent: 0 });
    });
  }

  it('Big Five: reads the antonym pairs on the corrected answers, so acquiescent genuine students are seldom flagged, random sets still are', () => {
    const random = randomSource(5);
    const flags = Array.from({ length: 300 }, () => answerQualityFor('bigfive', genuineAnswers('bigfive', random, 'acquiescent')).flags ?? []);
    // Before (raw pairs, acquiescence from 0.9) a quarter of these were flagged for one of the two.
    expect(flags.filter((f) => f.includes('inconsistent') || f.includes('acquiescence')).length / 300).toBeLessThanOrEqual(0.05);
    expect(report.tests.bigfive.randomDoubtful).toBeGreaterThanOrEqual(0.9);
    expect(report.tests.bigfive.patternShown.acquiescent).toBe(0);
  });

  it('no longer reads random agreeing Big Five answers as high Neuroticism or low Agreeableness', () => {
    expect(report.bigFiveStyle.highNBefore).toBeGreaterThan(0.5);
    expect(report.bigFiveStyle.lowABefore).toBeGreaterThan(0.5);
    expect(report.bigFiveStyle.highNAfter).toBe(0);
    expect(report.bigFiveStyle.lowAAfter).toBe(0);
  });
});
