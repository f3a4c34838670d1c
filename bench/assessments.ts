// Scoring 10,000 answer sets per test, and rendering the comprehensive PDF report, in English and in Hindi (time each
// and peak memory).
import { bigFiveItems, scoreBigFive, miItems, scoreMultipleIntelligences, riasecItems, scoreRiasec } from '@margdarshak/backend/modules/assessments/index';
import { reportDocument, type ReportInput, renderPdf, sampleReportInputs } from '@margdarshak/backend/modules/reports/index';
import { row, type BenchRow } from './results';

const sets = 10_000;

/** A small deterministic generator, so every run scores the same answer sets. */
function answerSets(ids: string[], count: number): Record<string, number>[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed % 5) + 1;
  };
  return Array.from({ length: count }, () => Object.fromEntries(ids.map((id) => [id, next()])));
}

function microsPerSet(score: (answers: Record<string, number>) => unknown, ids: string[]): number {
  const all = answerSets(ids, sets);
  for (const answers of all.slice(0, 200)) score(answers); // warm up
  const started = performance.now();
  for (const answers of all) score(answers);
  return ((performance.now() - started) / sets) * 1000;
}

/** A report rendered 20 times after a warm-up (fonts parsed, words shaped once): time per report and peak memory. */
async function pdfTimes(input: ReportInput): Promise<{ msPerReport: number; peakMb: number }> {
  await renderPdf(reportDocument(input));
  const reports = 20;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  for (let i = 0; i < reports; i++) await renderPdf(reportDocument(input));
  const msPerReport = (performance.now() - started) / reports;
  clearInterval(sampler);
  return { msPerReport, peakMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
}

export async function benchAssessments(): Promise<BenchRow[]> {
  const riasec = microsPerSet(
    scoreRiasec,
    riasecItems.map((i) => i.id),
  );
  const mi = microsPerSet(
    scoreMultipleIntelligences,
    miItems.map((i) => i.id),
  );
  const bigFive = microsPerSet(
    (answers) => scoreBigFive(answers),
    bigFiveItems('en').map((i) => i.id),
  );

  const english = await pdfTimes(sampleReportInputs().comprehensive);
  const hindi = await pdfTimes(sampleReportInputs()['comprehensive-hindi']);

  return [
    ...row({ name: `RIASEC scoring (${sets.toLocaleString('en-IN')} answer sets)`, value: riasec, unit: 'µs/set', target: null, better: 'lower', baseline: null }),
    ...row({ name: `Multiple Intelligences scoring (${sets.toLocaleString('en-IN')} answer sets)`, value: mi, unit: 'µs/set', target: null, better: 'lower', baseline: null }),
    ...row({ name: `Big Five scoring with narrative (${sets.toLocaleString('en-IN')} answer sets)`, value: bigFive, unit: 'µs/set', target: null, better: 'lower', baseline: null }),
    ...row({ name: 'comprehensive PDF report', value: english.msPerReport, unit: 'ms/report', target: 300, better: 'lower', baseline: null }),
    ...row({ name: 'comprehensive PDF report, peak process memory', value: english.peakMb, unit: 'MB', target: null, better: 'lower', baseline: null }),
    ...row({ name: 'comprehensive PDF report in Hindi', value: hindi.msPerReport, unit: 'ms/report', target: 300, better: 'lower', baseline: null }),
  ];
}
