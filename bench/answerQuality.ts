// The answer-quality simulation at scale (issue 28): 20,000 sets of each kind per test, each share a row with its target.
import { runQualitySimulation, simulationRows } from '@margdarshak/backend/modules/assessments/index';
import { row, type BenchRow } from './results';

export function benchAnswerQuality(sets = 20_000): BenchRow[] {
  return simulationRows(runQualitySimulation(sets)).flatMap((share) =>
    row({ name: `quality simulation: ${share.name}`, value: share.value * 100, unit: '%', target: share.target === null ? null : share.target * 100, better: 'lower', baseline: null }),
  );
}
