// One report, one reader per answer (issue 28, item 4), over HTTP: for the same released comprehensive report, taken in
// English and again in Hindi, the student reads the words written to them ('you', आप), the counsellor reads exactly what
// the student reads, and the student's linked parent reads the report written to the parent, in the report's language,
// with what the PDF says; another parent gets nothing.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParentReportView } from '@margdarshak/contracts/api/parentReport';
import { personalityTestPaths, type ReportView } from '@margdarshak/contracts/api/personalityTests';
import { testTypes, type ItemsResponse, type TestLanguage, type TestType } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { genuineAnswers, randomSource, comprehensiveReportIdOf } from '../assessments';
import { linesOf, type Block } from './documentBlocks';
import { studentAddressIn } from '../../testing/studentAddress';
import { reportWords } from './words';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
const flat = (text: string) => text.replace(/\s+/g, ' ');

let app: TestApp;
let family: { child: SignedIn; parent: SignedIn };
let otherParent: SignedIn;
let counsellor: Awaited<ReturnType<typeof approvedCounsellor>>;
const reportIds = {} as Record<TestLanguage, string>;

/** Every string in a JSON value: the words a reader of the response could meet. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

/** Answers with a reading in every test: a clear Investigative lead, Logical and Spatial standing out, a genuine Big Five. */
function answersFor(type: TestType, ids: readonly string[]): Record<string, number> {
  switch (type) {
    case 'riasec':
      return Object.fromEntries(ids.map((id) => [id, id.startsWith('i') ? 5 : id.startsWith('a') || id.startsWith('s') ? 4 : id.startsWith('r') ? 2 : 1]));
    case 'multiple_intelligences':
      return Object.fromEntries(ids.map((id, i) => [id, id.includes('logical') ? 5 : id.includes('spatial') ? 4 : (i % 3) + 2]));
    case 'bigfive':
      return genuineAnswers('bigfive', randomSource(29));
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const comprehensive = await createPackage(admin, 'comprehensive', 3999);
  counsellor = await approvedCounsellor(app, admin, { comprehensive: true });
  family = await consentingFamily(app, 'Ishaan Verma', 'voice');
  otherParent = (await consentingFamily(app, 'Riya Das', 'voice')).parent;
  const items = {} as Record<TestType, string[]>;
  for (const type of testTypes) items[type] = (await app.client().get(`/api/assessments/${type}/items`).expectStatus(200).json<ItemsResponse>()).items.map((i) => i.id);
  for (const [language, date] of [
    ['en', '2026-11-25'],
    ['hi', '2026-11-26'],
  ] as const) {
    const booking = (await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: comprehensive.id, price: comprehensive.price, date })).id;
    for (const type of testTypes) {
      const choice = type === 'bigfive' ? { reportLanguage: language } : { language };
      await family.child.post(personalityTestPaths.submit(booking), { testType: type, answers: answersFor(type, items[type]), ...choice }).expectStatus(201);
    }
    await counsellor.post(personalityTestPaths.releaseComprehensive(booking), { counsellorNotes: 'Talk about the science fair.' }).expectStatus(201);
    reportIds[language] = comprehensiveReportIdOf(booking);
  }
});
afterAll(async () => app?.stop());

describe.each(['en', 'hi'] as const)('a report taken in %s', (language) => {
  const words = reportWords[language];
  const get = <T>(client: HttpClient) => client.get(personalityTestPaths.report(reportIds[language])).expectStatus(200).json<T>();

  it('speaks to the student in the student’s answer, and the counsellor reads exactly that', async () => {
    const student = await get<ReportView>(family.child);
    expect(student.audience).toBe('student');
    const { riasec, bigfive, multiple_intelligences: mi } = student.results;
    expect(riasec?.profile).toBeDefined();
    expect(bigfive?.narrative).toHaveLength(5);
    expect(mi?.careerSuggestions.length).toBeGreaterThan(0);
    // The results' own words address the student ('Your strongest interest …', 'आपकी …').
    expect(studentAddressIn([riasec?.interpretation, riasec?.summary, mi?.summary, bigfive?.summary].join(' ')).length).toBeGreaterThan(0);
    expect(await get<ReportView>(counsellor)).toEqual(student);
  });

  it('speaks to the linked parent about their child, in the report’s language, with the same facts and words as the PDF', async () => {
    const student = await get<ReportView>(family.child);
    const parent = await get<ParentReportView>(family.parent);
    expect(parent.audience).toBe('parent');
    expect(parent.language).toBe(language);
    expect(stringsIn(parent).flatMap(studentAddressIn)).toEqual([]);
    // The results are figures only: every word is the document's, in the report's language.
    for (const word of stringsIn(parent.results)) expect(word, word).toMatch(/^[a-zA-Z]{1,16}$/);
    expect(parent.results.multiple_intelligences?.topDomains).toEqual(
      student.results.multiple_intelligences?.topIntelligences.map((label) => student.results.multiple_intelligences?.intelligenceScores.find((s) => s.label === label)?.domain),
    );
    // The same report and the same facts: its id, notes and scores are the student's.
    const { audience: _student, results: _studentResults, ...shared } = student;
    expect(parent).toMatchObject(shared);
    expect(parent.results.riasec?.hollandCode).toBe(student.results.riasec?.hollandCode);
    expect(parent.results.bigfive?.narrative.map((d) => d.scoreText)).toEqual(student.results.bigfive?.narrative.map((d) => d.scoreText));

    const lines = parent.document.flatMap((block) => linesOf(block as Block));
    const band = student.results.bigfive?.narrative.find((d) => d.domain === 'N')?.scoreText ?? 'neutral';
    const said = [words.planHeading('Ishaan'), words.planIntro, words.domainLines.N[band]('Ishaan')];
    for (const line of said) expect(lines).toContain(line);
    const pdf = await family.parent.get(personalityTestPaths.reportPdf(reportIds[language])).expectStatus(200);
    const text = flat(spawnSync('pdftotext', ['-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) }).stdout.toString());
    for (const line of said) expect(text).toContain(flat(line));
  });

  it('is no one else’s: a parent of another child gets no report', async () => {
    await otherParent.get(personalityTestPaths.report(reportIds[language])).expectStatus(404);
  });
});
