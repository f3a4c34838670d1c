// Renders the sample comprehensive report and reads it back with poppler's pdftotext: the sections, the rupee sign,
// the Indian date and the page numbers are in the PDF itself.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDocument } from './reportDocument';
import { renderPdf } from './renderPdf';
import { sampleReportInputs } from './sampleReports';

const pdftotext = '/usr/bin/pdftotext';

describe.skipIf(!existsSync(pdftotext) && !process.env.CI)('the PDF report', () => {
  it('holds every section of the comprehensive report, with rupees, Indian dates and page numbers', async () => {
    const pdf = await renderPdf(reportDocument(sampleReportInputs().comprehensive));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync(pdftotext, ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
    for (const section of ['Comprehensive Career Assessment Report', 'Prepared for Aditi Sharma', 'Holland Code (RIASEC)', 'Scores (out of 40)', 'Careers to explore', 'Strengths', 'Action plan', 'Big Five Personality', 'Multiple Intelligences', 'How to study', "Counsellor's notes", 'IISER Aptitude Test']) {
      expect(text).toContain(section);
    }
    expect(text).toContain('₹3,999');
    expect(text).toContain('5 December 2026');
    expect(text).toMatch(/Page 1 of (\d+)/);
    expect(text).not.toMatch(/<br/);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', ['-'], { input: pdf }).toString())?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
  });

  it('makes a report for a single test', async () => {
    const text = execFileSync(pdftotext, ['-', '-'], { input: await renderPdf(reportDocument(sampleReportInputs().riasec)) }).toString();
    expect(text).toContain('Holland Code Report');
    expect(text).not.toContain('Big Five Personality');
  });

  it('leaves its input as it was: a rendered report can be rendered again, or sent to a worker thread', async () => {
    const input = sampleReportInputs().comprehensive;
    const before = JSON.stringify(input);
    await renderPdf(reportDocument(input));
    expect(JSON.stringify(input)).toBe(before);
    expect(() => structuredClone(input)).not.toThrow();
  });

  it('sets in Roboto what the standard font cannot show: the rupee sign, Greek, Romanian', async () => {
    const input = { ...sampleReportInputs().riasec, studentName: 'Ελένη Παπαδοπούλου', counsellorNotes: 'Încearcă și științele.' };
    const text = execFileSync(pdftotext, ['-', '-'], { input: await renderPdf(reportDocument(input)) }).toString();
    expect(text).toContain('Ελένη Παπαδοπούλου');
    expect(text).toContain('Încearcă și științele.');
    expect(text).toContain('₹999');
    const fonts = execFileSync('/usr/bin/pdffonts', ['-'], { input: await renderPdf(reportDocument(input)) }).toString();
    expect(fonts).toContain('Helvetica');
    expect(fonts).toContain('Roboto');
  });

  it('sets a Hindi name and note in Noto Sans Devanagari, embedded', async () => {
    const pdf = await renderPdf(reportDocument(sampleReportInputs()['comprehensive-hindi']));
    const fonts = execFileSync('/usr/bin/pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    // Extraction gives Devanagari in visual order (a vowel sign before its consonant), so only its presence is checked.
    const text = execFileSync(pdftotext, ['-', '-'], { input: pdf }).toString();
    expect(text).toMatch(/[\u0900-\u097f]{3,}/u);
  });
});
