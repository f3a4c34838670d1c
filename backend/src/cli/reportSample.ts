// `npm run report:sample`: writes the sample reports (sampleReports.ts: one per test, the comprehensive one, one in Hindi
// throughout, one mixing Hindi and English, and the cases the gate withholds: no clear code, flat MI, doubtful answers
// in each test, low moods).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reportDocument, renderPdf, sampleReportInputs } from '../modules/reports';

const outDir = path.resolve(process.argv[2] ?? 'report-samples');
mkdirSync(outDir, { recursive: true });
for (const [name, input] of Object.entries(sampleReportInputs())) {
  const file = path.join(outDir, `${name}.pdf`);
  const pdf = await renderPdf(reportDocument(input));
  writeFileSync(file, pdf);
  let pages = '';
  try {
    pages = `, ${/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? '?'} pages`;
  } catch {
    // pdfinfo (poppler-utils) is optional here
  }
  console.log(`${path.relative(process.cwd(), file)}: ${Math.round(pdf.length / 1024)} KB${pages}`);
}
