// The simulation's targets on a small sample (issue 28: "run in CI on a small sample"); `npm run bench` runs it large.
import { describe, expect, it } from 'vitest';
import { testTypes } from '@margdarshak/contracts/assessments/tests';
import { runQualitySimulation } from './simulation';

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

  it('no longer reads random agreeing Big Five answers as high Neuroticism or low Agreeableness', () => {
    expect(report.bigFiveStyle.highNBefore).toBeGreaterThan(0.5);
    expect(report.bigFiveStyle.lowABefore).toBeGreaterThan(0.5);
    expect(report.bigFiveStyle.highNAfter).toBe(0);
    expect(report.bigFiveStyle.lowAAfter).toBe(0);
  });
});
