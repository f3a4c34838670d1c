// `npm run quality:simulation [sets] [seed]`: the answer-quality simulation (issue 28), printed as a markdown table of
// shares with their targets; the numbers written in docs/assessments-quality.md come from it (20,000 sets, seed 28).
import { runQualitySimulation, simulationRows } from '../modules/assessments';

const sets = Number(process.argv[2] ?? 20_000);
const seed = Number(process.argv[3] ?? 28);
if (!Number.isInteger(sets) || sets < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run quality:simulation [sets (a whole number, default 20000)] [seed (default 28)]');
  process.exit(2);
}
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`| ${sets.toLocaleString('en-IN')} sets per kind and test, seed ${seed} | share | target |`);
console.log('| --- | ---: | ---: |');
for (const row of simulationRows(runQualitySimulation(sets, seed))) {
  console.log(`| ${row.name} | ${percent(row.value)} | ${row.target === null ? '' : `≤ ${percent(row.target)}`} |`);
}
