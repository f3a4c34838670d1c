// The report's plan starts from the student's stage (issue 28, item 5) over HTTP: a released report's PDF, as the student
// and their parent download it, asks for the class while the profile has none, and once the student has saved their
// class, board and medium it opens with what that class must decide now (stageAdvice.ts), read back with pdftotext.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalityTestPaths, type ReleaseResponse } from '@margdarshak/contracts/api/personalityTests';
import { studentProfilePaths } from '@margdarshak/contracts/api/students';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { testIdOf } from '../bookings';
import { stageAdvice } from './stageAdvice';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
const flat = (text: string) => text.replace(/\s+/g, ' ');
const textOf = (pdf: Buffer) => flat(spawnSync('pdftotext', ['-', '-'], { input: pdf }).stdout.toString());

let app: TestApp;
let family: { child: SignedIn; parent: SignedIn };
let report: ReleaseResponse;

const pdfText = async (client: HttpClient) => {
  const response = await client.get(personalityTestPaths.reportPdf(report.reportId)).expectStatus(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return textOf(Buffer.from(await response.arrayBuffer()));
};

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const advanced = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin, { advanced: true });
  family = await consentingFamily(app, 'Ishaan Verma', 'stage');
  const booking = (await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: advanced.id, price: advanced.price, date: '2026-11-25' })).id;
  const items = (await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<ItemsResponse>()).items.map((i) => i.id);
  // Investigative first, then Artistic and Social: answers with a clear reading.
  const answers = Object.fromEntries(items.map((id) => [id, id.startsWith('i') ? 5 : id.startsWith('a') || id.startsWith('s') ? 4 : id.startsWith('r') ? 2 : 1]));
  await family.child.post(personalityTestPaths.submit(booking), { testType: 'riasec', answers }).expectStatus(201);
  report = await counsellor
    .put(personalityTestPaths.release(testIdOf(booking, 'riasec')), { counsellorNotes: 'Talk about the science fair.' })
    .expectStatus(200)
    .json<ReleaseResponse>();
});
afterAll(async () => app?.stop());

describe('the plan in a released report’s PDF', () => {
  const stage = { classLevel: 'class_10', board: 'cbse', medium: 'english' } as const;
  const [firstStep = ''] = stageAdvice(stage, 'en');
  const [askForClass = ''] = stageAdvice(undefined, 'en');

  it('asks for the class while the profile has none', async () => {
    const text = await pdfText(family.child);
    expect(text).toContain(flat(askForClass));
    expect(text).not.toContain(flat(firstStep));
  });

  it('opens with what the class must decide now once the student has saved it, for the student and for the parent', async () => {
    await family.child.put(studentProfilePaths.profile(family.child.userId), { name: 'Ishaan Verma', mobile: '9823456710', ...stage }).expectStatus(200);
    expect(firstStep).toMatch(/Class 11/);
    for (const reader of [family.child, family.parent]) {
      const text = await pdfText(reader);
      expect(text).toContain(`What to do next 1. ${flat(firstStep)}`);
      expect(text).not.toContain(flat(askForClass));
    }
  });
});
