// The simulation's shares as rows: for the CLI's table (cli/qualitySimulation.ts) and the bench (bench/answerQuality.ts).
import { testTitles, testTypes } from '@margdarshak/contracts/assessments/tests';
import type { SimulationReport } from './simulation';

export interface ShareRow {
  name: string;
  /** A share, 0 to 1. */
  value: number;
  /** The most it may be, where the issue sets a target. */
  target: number | null;
}

/** The targets: at most 10% of random sets shown a reading, at most 10% of genuine students flagged. */
export const SHARE_TARGET = 0.1;

export function simulationRows(report: SimulationReport): ShareRow[] {
  const rows = testTypes.flatMap((type): ShareRow[] => {
    const t = report.tests[type];
    const title = testTitles[type];
    return [
      { name: `${title}: random answers shown a reading`, value: t.randomShown, target: SHARE_TARGET },
      { name: `${title}: genuine students flagged doubtful`, value: t.genuineDoubtful, target: SHARE_TARGET },
      { name: `${title}: genuine students shown no reading (any reason)`, value: t.genuineWithheld, target: null },
      { name: `${title}: straight, alternating, rhythmic or acquiescent sets shown a reading`, value: Math.max(...Object.values(t.patternShown)), target: 0 },
    ];
  });
  const style = report.bigFiveStyle;
  return [
    ...rows,
    { name: 'BigFive: random agreeing answers read as high Neuroticism, before issue 28', value: style.highNBefore, target: null },
    { name: 'BigFive: random agreeing answers read as low Agreeableness, before issue 28', value: style.lowABefore, target: null },
    { name: 'BigFive: random agreeing answers shown high Neuroticism, now', value: style.highNAfter, target: 0 },
    { name: 'BigFive: random agreeing answers shown low Agreeableness, now', value: style.lowAAfter, target: 0 },
  ];
}
