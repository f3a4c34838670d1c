// A report whose tests were taken in Hindi is written in Hindi (issue 28, item 6): pdftotext of the Hindi comprehensive
// sample finds a sentence from its pages, and at least 90% of its words are Devanagari, outside names and test titles.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hindiProfileText } from '../assessments';
import { devanagariShare } from './devanagariShare';
import { reportDocument } from './reportDocument';
import { renderPdf } from './renderPdf';
import { sampleReportInputs } from './sampleReports';
import { studentAddressIn } from '../../testing/studentAddress';
import { reportWords } from './words';

const textOf = (pdf: Buffer) => spawnSync('pdftotext', ['-', '-'], { input: pdf }).stdout.toString().replace(/\s+/g, ' ');

describe('the Hindi report', () => {
  it('is at least 90% Devanagari words outside names and test titles, and reads back a sentence of its page', async () => {
    const input = sampleReportInputs()['comprehensive-hindi'];
    const text = textOf(await renderPdf(reportDocument(input)));
    const words = reportWords.hi;
    expect(text).toContain(words.planIntro);
    const emotions = input.bigfive?.narrative.find((d) => d.domain === 'N')?.scoreText ?? 'neutral';
    expect(text).toContain(words.domainLines.N[emotions]('अनन्या'));
    // To the parent: 'आप' only in 'आपके बच्चे' (your child), never to the student.
    expect(studentAddressIn(text)).toEqual([]);

    const profile = input.riasec?.profile;
    const institutions = profile?.career_clusters.flatMap((c) => c.examples) ?? [];
    // Names: the student's, the counsellor's, the brand, the package and board, and institutions (written as they are named).
    const names = [input.studentName, input.counsellorName ?? '', 'Margdarshak', input.packageName, 'CBSE', 'JEE', 'Main', 'Advanced', 'NEET-UG', 'CUET-UG', 'scholarships.gov.in', ...institutions];
    // The profile comes in Hindi (hollandProfiles/hi), so it is counted with the rest.
    expect(profile && hindiProfileText(profile.code)).toBeDefined();
    const share = devanagariShare(text, names);
    expect(share.words).toBeGreaterThan(400);
    expect(share.share).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
