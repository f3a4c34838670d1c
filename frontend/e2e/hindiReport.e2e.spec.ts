// Issue 28, item 6's browser check: an adult student books a Comprehensive session and takes the three tests in Hindi,
// the counsellor releases the comprehensive report, and the PDF the report page downloads is Hindi: at least 90% of
// its words outside names and test titles are Devanagari, and its text layer holds a Hindi sentence the page shows.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { reportTitle } from '@margdarshak/contracts/api/personalityTests';
import type { Package } from '@margdarshak/contracts/api/shapes';
import { testTitles, type TestType } from '@margdarshak/contracts/assessments/tests';
import { firstFreeSlot } from './support/booking';
import { releasedHindiReport } from './support/hindiReport';
import { oneLine, wordsBesideNames } from './support/devanagari';
import { open } from './support/open';
import { paidBooking, studentNamed } from './support/workspace';

const counsellor = { name: 'Meera Iyer', email: 'meera.iyer@demo.margdarshak.in', password: 'counsellor-demo' };
const testTypes: TestType[] = ['riasec', 'bigfive', 'multiple_intelligences'];
/** Entrance exams keep their English names in a Hindi report ("JEE Main और Advanced"). */
const examNames = ['JEE Main', 'JEE Advanced', 'JEE', 'Advanced', 'NEET-UG', 'NEET', 'CUET-UG', 'CUET'];

test('a Hindi comprehensive booking downloads a Hindi PDF whose text layer reads back the page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const desk = await browser.newContext();
  const signedIn = await desk.request.post('/api/login', { data: { email: counsellor.email, password: counsellor.password } });
  expect(signedIn.ok()).toBe(true);
  const counsellorId = ((await signedIn.json()) as { id: string }).id;

  // An 18+ student (no consent step) with a saved profile books and pays for Comprehensive with the local checkout.
  await open(page, '/');
  const student = await studentNamed(page.request, 'Aarav Mehta');
  const comprehensive = ((await (await page.request.get('/api/packages')).json()) as Package[]).find((p) => p.type === 'comprehensive');
  if (!comprehensive) throw new Error('No comprehensive package seeded');
  const booking = await paidBooking(page.request, student, counsellorId, comprehensive, (await firstFreeSlot(page, counsellorId)).date);

  // The three tests in Hindi; the report as the page gets it: its Holland profile (the section the sentence below is
  // read from) is in Hindi.
  const { reportId, report } = await releasedHindiReport(page.request, desk.request, booking.id, testTypes);
  await desk.close();
  const profileTitle = report.results.riasec?.profile?.title ?? '';
  expect(profileTitle).toMatch(/[\u0900-\u097F]/u);

  // The student opens the report and keeps the PDF with the page's own button.
  await open(page, `/student/report/${reportId}`);
  // The Holland profile's section, inside the test's section under its Hindi title, named by its heading (the code in
  // words, then the profile's title).
  const profile = page.getByRole('region', { name: 'हॉलैंड कोड' }).getByRole('region', { name: profileTitle });
  await expect(profile).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download PDF: ${reportTitle('comprehensive')}` }).click();
  const text = execFileSync('pdftotext', ['-layout', (await (await downloading).path()) ?? '', '-']).toString();

  // At least 90% of the PDF's words are Devanagari, outside the names it must print as they are: the student, the
  // counsellor, the institutions the report names (its own data), exams, the product, the package and the test titles.
  const institutions = (report.results.riasec?.profile?.career_clusters ?? []).flatMap((cluster) => cluster.examples);
  expect(institutions.length).toBeGreaterThan(0);
  const names = [student.name, ...student.name.split(' '), counsellor.name, ...institutions, ...examNames, 'Margdarshak', comprehensive.name, ...Object.values(testTitles)];
  const words = wordsBesideNames(text, names);
  const share = words.devanagari.length / (words.devanagari.length + words.other.length);
  expect(words.devanagari.length).toBeGreaterThan(500);
  expect(share, `words not in Devanagari: ${words.other.join(' ')}`).toBeGreaterThanOrEqual(0.9);

  // A Hindi sentence the page shows, read from its DOM (the first of the Holland profile's summary, which page and PDF
  // share, in the neutral voice), is in the PDF's text layer word for word, whatever the PDF's line breaks.
  const paragraphs = await profile.locator('p').allInnerTexts();
  const summary = paragraphs.reduce((longest, p) => (p.length > longest.length ? p : longest), '');
  const sentence = `${oneLine(summary.split('।')[0] ?? '')}।`;
  expect(wordsBesideNames(sentence, []).devanagari.length).toBeGreaterThanOrEqual(8);
  expect(wordsBesideNames(sentence, []).other).toEqual([]);
  expect(oneLine(text)).toContain(sentence);
});
