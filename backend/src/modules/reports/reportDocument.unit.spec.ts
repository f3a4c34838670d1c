// Renders the sample reports and reads them back with poppler (pdftotext, pdffonts, pdfinfo): a first page that stands
// alone and carries no price, every section, a labelled hexagon, Noto Sans embedded, and no page left nearly empty.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDocument, type ReportInput } from './reportDocument';
import { renderPdf } from './renderPdf';
import { sampleReportInputs } from './sampleReports';

const pdftotext = '/usr/bin/pdftotext';
const render = (input: ReportInput) => renderPdf(reportDocument(input));
const textOf = (pdf: Buffer, page?: number) => execFileSync(pdftotext, [...(page ? ['-f', String(page), '-l', String(page)] : []), '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
const pagesOf = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe.skipIf(!existsSync(pdftotext) && !process.env.CI)('the PDF report', () => {
  it('opens with a one-page summary and no price, then the plan that ties the three tests together', async () => {
    const pdf = await render(sampleReportInputs().comprehensive);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const first = textOf(pdf, 1);
    for (const part of ['Career assessment report', 'for Aditi Sharma', '5 December 2026', 'Meera Iyer', 'Interest code: IAS (tentative)', 'A (Artistic) and S (Social) tied', 'Personality:', 'Strengths to build on', 'Streams to consider: Humanities, Science (PCB)', 'What to do next', 'Page 1 of']) {
      expect(first).toContain(part);
    }
    expect(textOf(pdf)).not.toContain('₹');
    expect(textOf(pdf, 2)).toMatch(/^\s*Aditi's plan: the tests together/);
  });

  it('holds every section, with the hexagon labelled and ideas to try rather than study styles', async () => {
    const text = textOf(await render(sampleReportInputs().comprehensive));
    for (const section of ['Interests: Holland Code (RIASEC)', 'Scores (out of 40)', 'What it means', 'Careers to explore', 'Profile IAS', 'Action plan', 'Personality: Big Five', 'Planning and follow-through: in the middle', 'Multiple Intelligences', 'Ideas to try: Logical-mathematical', "Counsellor's notes", 'IISER Aptitude Test']) {
      expect(text).toContain(section);
    }
    // Side by side corners come out of pdftotext interleaved; each name and each score is there.
    for (const corner of ['R · Realistic', 'I · Investigative', 'A · Artistic', 'S · Social', 'E · Enterprising', 'C · Conventional']) expect(text).toContain(corner);
    expect(text).toContain('R · Realistic 10 of 40');
    expect(text).toContain('S · Social 30 of 40');
    expect(text).not.toMatch(/How to study|Dominant:|<br/);
  });

  it('leaves no page nearly empty, in any sample', async () => {
    for (const [name, input] of Object.entries(sampleReportInputs())) {
      const pdf = await render(input);
      for (let page = 1; page <= pagesOf(pdf); page++) expect(textOf(pdf, page).length, `${name}, page ${page}`).toBeGreaterThan(500);
    }
  }, 60_000);

  it('makes a report for a single test, its summary and its section on the first page', async () => {
    const pdf = await render(sampleReportInputs().multiple_intelligences);
    expect(textOf(pdf, 1)).toContain('Multiple Intelligences report');
    expect(textOf(pdf, 1)).toContain('Multiple Intelligences These scores come from your own answers');
    expect(textOf(pdf)).not.toContain('Big Five');
  });

  it('leaves its input as it was: a rendered report can be rendered again, or sent to a worker thread', async () => {
    const input = sampleReportInputs().comprehensive;
    const before = JSON.stringify(input);
    await render(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(() => structuredClone(input)).not.toThrow();
  });

  it('sets every Latin, Greek or rupee character in Noto Sans, embedded, and no standard font', async () => {
    const pdf = await render({ ...sampleReportInputs().riasec, studentName: 'Ελένη Παπαδοπούλου', counsellorNotes: 'Încearcă și științele; a ₹500 book.' });
    const text = textOf(pdf);
    expect(text).toContain('Ελένη Παπαδοπούλου');
    expect(text).toContain('Încearcă și științele; a ₹500 book.');
    const fonts = execFileSync('/usr/bin/pdffonts', ['-'], { input: pdf }).toString().split('\n').slice(2).filter(Boolean);
    expect(fonts.some((line) => /NotoSans-Regular\s/.test(line))).toBe(true);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/); // embedded and subset
  });

  it('sets a Hindi name and note in Noto Sans Devanagari, embedded', async () => {
    const pdf = await render(sampleReportInputs()['comprehensive-hindi']);
    const fonts = execFileSync('/usr/bin/pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    // It reads back as written (textLayer.ts; textLayer.unit.spec.ts checks whole sentences).
    expect(textOf(pdf)).toContain('for अनन्या शर्मा');
  });
});
