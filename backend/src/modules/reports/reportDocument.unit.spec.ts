// Renders the sample reports and reads them back with poppler (pdftotext, pdffonts, pdfinfo): a first page that stands
// alone and carries no price, every section, a labelled hexagon, Noto Sans embedded, and no page left nearly empty.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDocument, type ReportInput } from './reportDocument';
import { renderPdf } from './renderPdf';
import { sampleReportInputs } from './sampleReports';
import { studentAddressIn } from '../../testing/studentAddress';

const pdftotext = '/usr/bin/pdftotext';
const render = (input: ReportInput) => renderPdf(reportDocument(input));
const textOf = (pdf: Buffer, page?: number) =>
  execFileSync(pdftotext, [...(page ? ['-f', String(page), '-l', String(page)] : []), '-', '-'], { input: pdf })
    .toString()
    .replace(/\s+/g, ' ');
const pagesOf = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe.skipIf(!existsSync(pdftotext) && !process.env.CI)('the PDF report', () => {
  it('opens with a one-page summary and no price, then the plan that ties the three tests together', async () => {
    const pdf = await render(sampleReportInputs().comprehensive);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const first = textOf(pdf, 1);
    for (const part of [
      'Career assessment report',
      'for Aditi Sharma',
      '5 December 2026',
      'Meera Iyer',
      'Interests: Investigative (I), Artistic (A) and Social (S)',
      'Second and third: Artistic (A) and Social (S), close.',
      'Personality:',
      'What stands out',
      // Investigative is the strongest interest: the science stream comes before Humanities.
      'Streams to consider: Science (PCB) and Humanities',
      'What to do next',
      'Page 1 of',
    ]) {
      expect(first).toContain(part);
    }
    expect(textOf(pdf)).not.toContain('₹');
    // The code is never a bare three-letter word.
    expect(textOf(pdf)).not.toMatch(/\bIAS\b/);
    expect(textOf(pdf, 2)).toMatch(/^\s*Aditi's plan: the tests together/);
  }, 60_000);

  it('holds every section, with the hexagon labelled and ideas to try rather than study styles', async () => {
    const text = textOf(await render(sampleReportInputs().comprehensive));
    for (const section of [
      'Interests: Holland Code (RIASEC)',
      'Scores (out of 40)',
      'Careers to explore',
      `Profile: ${sampleReportInputs().comprehensive.riasec?.profile?.title ?? '?'}`,
      'Action plan',
      'Personality: Big Five',
      'Planning and follow-through: in the middle',
      'Multiple Intelligences',
      'Ideas to try • Logical-mathematical: A maths or science olympiad',
      "Counsellor's notes",
      'IISER Aptitude Test',
    ]) {
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
    expect(textOf(pdf, 1)).toContain("Multiple Intelligences These scores come from Aditi's own answers");
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
    expect(textOf(pdf)).toContain('अनन्या शर्मा के लिए');
  });

  it('gives a withheld reading no code, profile, careers or bars: only the explanation and the way on', async () => {
    const samples = sampleReportInputs();
    const noCode = textOf(await render(samples['no-clear-code']));
    expect(noCode).toContain('No interest stood out clearly in Aditi');
    expect(noCode).toContain('or go through it with the counsellor');
    expect(noCode).not.toMatch(/Profile:|Careers to explore|Streams to consider|no clear code\)|Clear lead|closely followed/);
    const doubtfulRiasec = textOf(await render(samples['doubtful-riasec']));
    expect(doubtfulRiasec).toContain("Aditi's answers to this test do not look like a settled picture");
    expect(doubtfulRiasec).not.toMatch(/Profile:|Streams to consider|Scores \(out of 40\)|Explore the fields/);
    const doubtfulBigFive = textOf(await render(samples['doubtful-bigfive']));
    expect(doubtfulBigFive).not.toMatch(/Planning and follow-through: |Emotional sensitivity: |Came through most strongly/);
    const flat = textOf(await render(samples['flat-mi']));
    expect(flat).toContain('No area stood out from the others');
    expect(flat).not.toMatch(/Stands out:|Ideas to try|enjoys .* activities most/);
    expect(flat).not.toMatch(/Engineer, Data analyst/);
  }, 60_000);

  it('speaks to the parent on every page: no "you" meaning the student, nothing compared with other people', async () => {
    for (const [name, input] of Object.entries(sampleReportInputs())) {
      const text = textOf(await render(input));
      // The helpline speaks to the parent too ('for your child or for yourself'); the Hindi report too, in आप forms.
      expect(studentAddressIn(text), name).toEqual([]);
      expect(text, name).not.toMatch(/many people|other students|most people/i);
    }
  }, 60_000);

  it('shows the Tele-MANAS helpline to the parent with a high low-moods reading, and not without one', async () => {
    const samples = sampleReportInputs();
    expect(textOf(await render(samples['low-moods']))).toContain('If your child seems low');
    expect(textOf(await render(samples['low-moods']))).toContain('14416');
    expect(textOf(await render(samples.comprehensive))).not.toContain('14416');
  }, 60_000);
});
