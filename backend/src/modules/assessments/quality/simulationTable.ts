// The simulation's shares as rows: for the CLI's table (cli/qualitySimulation.ts) and the bench (bench/answerQuality.ts).
import { testTitles, testTypes } from '@margdarshak/contracts/assessments/tests';
import { otherStyles, type OtherStyle, type SimulationReport } from './simulation';

/** The response styles as the table names them (simulatedAnswers.ts has the models). */
const styleNames: Record<OtherStyle, string> = {
  extreme: 'extreme responders (answers 1.8 times as far from the middle)',
  midpoint: 'midpoint responders (half as far)',
  acquiescent: 'acquiescent genuine students (lean +0.7)',
  correlated: 'scales correlated about 0.4',
  even: 'even interests or traits (half the spread)',
};

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
  const styleRows = testTypes.flatMap((type) =>
    otherStyles.map((style): ShareRow => ({ name: `${testTitles[type]}: genuine students flagged doubtful, ${styleNames[style]}`, value: report.styles[type][style].doubtful, target: null })),
  );
  const style = report.bigFiveStyle;
  return [
    ...rows,
    ...styleRows,
    { name: 'BigFive: random agreeing answers read as high Neuroticism, before issue 28', value: style.highNBefore, target: null },
    { name: 'BigFive: random agreeing answers read as low Agreeableness, before issue 28', value: style.lowABefore, target: null },
    { name: 'BigFive: random agreeing answers shown high Neuroticism, now', value: style.highNAfter, target: 0 },
    { name: 'BigFive: random agreeing answers shown low Agreeableness, now', value: style.lowAAfter, target: 0 },
  ];
}
