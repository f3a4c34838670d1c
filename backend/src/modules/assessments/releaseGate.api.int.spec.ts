// Release gates on the server (issue 27, item 5): every answer a student or their parent can get that could carry a
// booking test's result holds none of it until the counsellor releases that test (or the booking's comprehensive
// report), and holds it afterwards. The check is on the scores themselves (their fields and their words), not on a flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import type { ParentReportView } from '@margdarshak/contracts/api/parentReport';
import { myDataPaths } from '@margdarshak/contracts/api/myData';
import { personalityTestPaths, type ReleaseResponse, type StudentTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { testTypes, type ItemsResponse, type MultipleIntelligencesResult, type RiasecResult, type TestType } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, PARENT_PASSWORD, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { comprehensiveReportIdOf, testIdOf, testReportIdOf } from './test';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
const CHILD_PASSWORD = 'secret-123';
let app: TestApp;
let admin: HttpClient;
let counsellor: SignedIn;
let family: { child: SignedIn; parent: SignedIn };
let advancedBooking: string;
let comprehensiveBooking: string;
const items = {} as Record<TestType, string[]>;

/** The fields only a scored result has (dashboards §3 testData and the full results), and the objects that carry one. */
const SCORE_FIELDS = new Set([
  'hollandCode',
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
  'careerSuggestions',
  'interpretation',
  'profileMatch',
  'codeConfidence',
  'intelligenceScores',
  'dominantIntelligences',
  'topIntelligences',
  'learningStrategies',
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
  'narrative',
]);
const RESULT_HOLDERS = new Set(['testData', 'detailedResults', 'result', 'results']);
const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);

/** Where in a JSON answer a score appears: the paths of score fields, and of result holders that are not empty. */
function scoresIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => scoresIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const found = SCORE_FIELDS.has(key) || (RESULT_HOLDERS.has(key) && !isEmpty(inner)) ? [here] : [];
    return [...found, ...scoresIn(inner, here)];
  });
}

const answersFor = (type: TestType) => Object.fromEntries(items[type].map((id, i) => [id, (i % 5) + 1]));
const testPath = (bookingId: string, type: TestType) => `${personalityTestPaths.test(bookingId)}?testType=${type}`;
const parentBookings = () => `/api/parent/children/${family.child.userId}/bookings`;
const childBookings = () => `/api/students/${family.child.userId}/bookings`;

/** What the admin reads of a test: the result itself, to look for in what the family gets. */
const resultAsAdminSees = async (bookingId: string, type: TestType) => (await admin.get(testPath(bookingId, type)).expectStatus(200).json<StudentTestRecord>()).testData;

/** Every answer the child or the parent can get about the booking's tests, by name, as parsed JSON (or the error body). */
async function whatTheFamilyGets(bookingId: string, types: readonly TestType[], reportIds: string[]): Promise<Record<string, unknown>> {
  const { child, parent } = family;
  const got: Record<string, unknown> = {};
  for (const type of types) {
    got[`child GET test ${type}`] = await child.get(testPath(bookingId, type)).expectStatus(200).json();
    got[`child PUT progress ${type}`] = await child.put(personalityTestPaths.progress(bookingId), { testType: type, answers: {} }).expectStatus(409).json();
    got[`parent GET test ${type}`] = await parent.get(testPath(bookingId, type)).expectStatus(403).json();
  }
  got['child bookings'] = await child.get(childBookings()).expectStatus(200).json();
  got['parent child bookings'] = await parent.get(parentBookings()).expectStatus(200).json();
  got['child export'] = await child.post(myDataPaths.export, { password: CHILD_PASSWORD }).expectStatus(200).json();
  got['parent export of child'] = await parent.post(myDataPaths.childExport(child.userId), { password: PARENT_PASSWORD }).expectStatus(200).json();
  for (const id of reportIds) {
    for (const [who, client] of [
      ['child', child],
      ['parent', parent],
    ] as const) {
      const view = await client.get(personalityTestPaths.report(id));
      got[`${who} report ${id}`] = view.status === 200 ? await view.json() : { status: view.status };
      const pdf = await client.get(personalityTestPaths.reportPdf(id));
      got[`${who} report pdf ${id}`] = { status: pdf.status, type: pdf.headers.get('content-type') };
    }
  }
  return got;
}

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  const advanced = await createPackage(admin, 'advanced', 1999);
  const comprehensive = await createPackage(admin, 'comprehensive', 3999);
  counsellor = await approvedCounsellor(app, admin, { advanced: true, comprehensive: true });
  for (const type of testTypes) items[type] = (await app.client().get(`/api/assessments/${type}/items`).expectStatus(200).json<ItemsResponse>()).items.map((i) => i.id);
  family = await consentingFamily(app, 'Kavya Menon', 'gate');
  advancedBooking = (await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: advanced.id, price: advanced.price, date: '2026-11-25' })).id;
  comprehensiveBooking = (await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: comprehensive.id, price: comprehensive.price, date: '2026-11-26' })).id;
});
afterAll(async () => app?.stop());

describe('a test’s result before its release', () => {
  let submitted: Record<string, unknown>;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    submitted = {};
    for (const type of ['riasec', 'multiple_intelligences'] as const) {
      submitted[`child POST submit ${type}`] = await family.child
        .post(personalityTestPaths.submit(advancedBooking), { testType: type, answers: answersFor(type) })
        .expectStatus(201)
        .json();
    }
    const reports = [testReportIdOf(testIdOf(advancedBooking, 'riasec')), testReportIdOf(testIdOf(advancedBooking, 'multiple_intelligences'))];
    before = await whatTheFamilyGets(advancedBooking, ['riasec', 'multiple_intelligences'], reports);
  });

  it('is scored and kept: the admin reads it (so the search below would find one)', async () => {
    const riasec = await resultAsAdminSees(advancedBooking, 'riasec');
    expect(riasec).toMatchObject({ hollandCode: expect.stringMatching(/^[RIASEC]{3}$/) });
    expect(scoresIn({ testData: riasec })).toContain('$.testData.hollandCode');
  });

  it('reaches the student neither in the answer to their submission nor in any read, export or report of theirs or their parent’s', async () => {
    const answers = { ...submitted, ...before };
    const found = Object.fromEntries(Object.entries(answers).map(([name, body]) => [name, scoresIn(body)]));
    expect(found).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, []])));
    // Nor the result's own words, wherever they might hide.
    const riasec = (await resultAsAdminSees(advancedBooking, 'riasec')) as RiasecResult;
    const mi = (await resultAsAdminSees(advancedBooking, 'multiple_intelligences')) as MultipleIntelligencesResult;
    const text = JSON.stringify(answers);
    for (const words of [riasec.interpretation, ...(riasec.profile ? [riasec.profile.tagline] : []), ...riasec.careerSuggestions, ...mi.careerSuggestions]) expect(text).not.toContain(words);
  });

  it('tells the student how far they are: completed, when, not released', () => {
    for (const type of ['riasec', 'multiple_intelligences']) {
      expect(submitted[`child POST submit ${type}`]).toMatchObject({ status: 'completed', completedAt: clock.now().toISOString(), testData: null, isReleasedToStudent: false });
      expect(before[`child GET test ${type}`]).toMatchObject({ status: 'completed', testData: null, isReleasedToStudent: false });
    }
    const file = before['child export'] as MyDataExport;
    const tests = file.tests.map(({ testType, status, releasedToYou, result }) => ({ testType, status, releasedToYou, result }));
    expect(tests.sort((a, b) => a.testType.localeCompare(b.testType))).toEqual([
      { testType: 'multiple_intelligences', status: 'completed', releasedToYou: false, result: null },
      { testType: 'riasec', status: 'completed', releasedToYou: false, result: null },
    ]);
    expect(file.tests.find((t) => t.testType === 'riasec')?.answers).toEqual(answersFor('riasec')); // their own answers are theirs at once
    expect(before[`child report ${testReportIdOf(testIdOf(advancedBooking, 'riasec'))}`]).toEqual({ status: 404 });
  });
});

describe('a test’s result after its release', () => {
  let riasecReport: ReleaseResponse;
  let after: Record<string, unknown>;

  beforeAll(async () => {
    const riasecId = testIdOf(advancedBooking, 'riasec');
    riasecReport = await counsellor.put(personalityTestPaths.release(riasecId), { counsellorNotes: 'Look at design courses.' }).expectStatus(200).json<ReleaseResponse>();
    after = await whatTheFamilyGets(advancedBooking, ['riasec', 'multiple_intelligences'], [riasecReport.reportId]);
  });

  it('reaches the student’s test read, their report and both exports, as the admin reads it', async () => {
    const riasec = await resultAsAdminSees(advancedBooking, 'riasec');
    expect((after['child GET test riasec'] as StudentTestRecord).testData).toEqual(riasec);
    expect(after[`child report ${riasecReport.reportId}`]).toMatchObject({ results: { riasec }, counsellorNotes: 'Look at design courses.' });
    // The parent reads the same result's figures, and none of its words (reports/parentView.ts): those are the document's.
    const { hollandCode, realistic, investigative, artistic, social, enterprising, conventional, codePlaces, answerQuality } = riasec as RiasecResult;
    const figures = {
      hollandCode,
      realistic,
      investigative,
      artistic,
      social,
      enterprising,
      conventional,
      codePlaces,
      answerQuality: { verdict: answerQuality?.verdict, flags: answerQuality?.flags },
    };
    expect(after[`parent report ${riasecReport.reportId}`]).toMatchObject({ audience: 'parent', results: { riasec: figures } });
    expect((after[`parent report ${riasecReport.reportId}`] as ParentReportView).results.riasec).not.toHaveProperty('careerSuggestions');
    expect(after[`child report pdf ${riasecReport.reportId}`]).toEqual({ status: 200, type: 'application/pdf' });
    for (const name of ['child export', 'parent export of child']) {
      expect((after[name] as MyDataExport).tests.find((t) => t.testType === 'riasec')).toMatchObject({ releasedToYou: true, result: riasec, counsellorNotes: 'Look at design courses.' });
    }
  });

  it('releases only that test: the other completed test of the booking stays without its scores', () => {
    expect(scoresIn(after['child GET test multiple_intelligences'])).toEqual([]);
    expect((after['child export'] as MyDataExport).tests.find((t) => t.testType === 'multiple_intelligences')).toMatchObject({ releasedToYou: false, result: null });
    expect(scoresIn(after['child GET test riasec'])).toContain('$.testData.hollandCode');
  });

  it('never puts scores in the session lists: they carry the tests’ states and the report’s link', () => {
    for (const name of ['child bookings', 'parent child bookings']) {
      expect(scoresIn(after[name])).toEqual([]);
      expect(JSON.stringify(after[name])).toContain(riasecReport.url);
    }
  });
});

describe('a comprehensive release', () => {
  it('opens all three results of the booking to the student, and none before', async () => {
    const { child } = family;
    for (const type of testTypes) {
      const sent = await child
        .post(personalityTestPaths.submit(comprehensiveBooking), { testType: type, answers: answersFor(type) })
        .expectStatus(201)
        .json();
      expect(scoresIn(sent)).toEqual([]);
      expect(scoresIn(await child.get(testPath(comprehensiveBooking, type)).expectStatus(200).json())).toEqual([]);
    }
    await child.get(personalityTestPaths.report(comprehensiveReportIdOf(comprehensiveBooking))).expectStatus(404);

    await counsellor.post(personalityTestPaths.releaseComprehensive(comprehensiveBooking), { counsellorNotes: '' }).expectStatus(201);
    for (const type of testTypes) {
      const record = await child.get(testPath(comprehensiveBooking, type)).expectStatus(200).json<StudentTestRecord>();
      expect(record).toMatchObject({ isReleasedToStudent: true, testData: await resultAsAdminSees(comprehensiveBooking, type) });
      expect(record.testData).not.toBeNull();
    }
  });
});
