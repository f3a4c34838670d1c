// POST /api/me/export over HTTP: only the signed-in person, with their password typed again (a wrong one is a 400 on
// `password`, and attempts are limited); a JSON download holding their account, profile, bookings with payments and
// refunds, tests, reports and what the counsellor shared, and nothing about anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { KNOWN_DEVICE_RULE } from '../accounts';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z')); // 11:30 AM in India
const PASSWORD = 'secret-123'; // testApp's signUp
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string; email: string };
type Student = HttpClient & { userId: string; email: string };
let asha: Student;
let ravi: Student;
const ashaBookings: string[] = [];
let raviBooking: string;

const student = async (name: string) => {
  const client = await app.signUp('student', `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`);
  await client.put(`/api/students/${client.userId}/profile`, { name, mobile: '9876543210', age: 16, schoolName: `${name.split(' ')[0]} Public School`, academics: [] }).expectStatus(200);
  return client;
};

const exportOf = async (client: HttpClient, password = PASSWORD) => {
  const response = await client.post('/api/me/export', { password }).expectStatus(200);
  const text = await response.text();
  return { response, text, data: JSON.parse(text) as MyDataExport };
};
// Asha's file is read once: every export takes one of the password checks her browser has in 15 minutes.
let ashaFile: ReturnType<typeof exportOf> | undefined;
const ashaExport = () => (ashaFile ??= exportOf(asha));

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  const basic = await createPackage(admin, 'basic', 999);
  counsellor = await approvedCounsellor(app, admin, { basic: true }); // named Meera Iyer
  asha = await student('Asha Verma');
  ravi = await student('Ravi Kulkarni');
  for (const date of ['2026-11-05', '2026-11-07']) ashaBookings.push((await paidBooking(asha, { counsellorId: counsellor.userId, packageId: basic.id, price: basic.price, date })).id);
  raviBooking = (await paidBooking(ravi, { counsellorId: counsellor.userId, packageId: basic.id, price: basic.price, date: '2026-11-06' })).id;
  // Asha gives one session up (refunded in full), starts the other's test; the counsellor shares a summary and keeps a note.
  await asha.post(`/api/bookings/${ashaBookings[1]}/cancel`).expectStatus(200);
  const items = (await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<ItemsResponse>()).items.map((i) => i.id);
  await asha.put(`/api/personality-test/${ashaBookings[0]}/progress`, { testType: 'riasec', answers: { [present(items[0], 'items[0]')]: 4, [present(items[1], 'items[1]')]: 2 } }).expectStatus(200);
  await counsellor.put(`/api/counsellor/sessions/${ashaBookings[0]}/summary`, { summary: 'Read about design schools before we meet.' }).expectStatus(200);
  await counsellor.put(`/api/counsellor/sessions/${ashaBookings[0]}/notes`, { notes: 'Private: seems anxious about board exams.' }).expectStatus(200);
  await counsellor.put(`/api/counsellor/sessions/${raviBooking}/summary`, { summary: 'Ravi should try the robotics club.' }).expectStatus(200);
});
afterAll(async () => app?.stop());

describe('who may export', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    await app.client().post('/api/me/export', { password: PASSWORD }).expectStatus(401);
  });

  it('refuses a wrong or missing password with a message on the password field, and sends no file', async () => {
    const wrong = await asha.post('/api/me/export', { password: 'not-my-password' }).expectStatus(400);
    expect(wrong.headers.get('content-disposition')).toBeNull();
    expect(await wrong.json()).toEqual({ error: 'That password is not right', issues: [{ path: 'password', message: 'That password is not right' }] });
    expect(await asha.post('/api/me/export', {}).expectStatus(400).json()).toMatchObject({ issues: [{ path: 'password', message: 'Enter your password' }] });
  });

  it("checks the signed-in person's own password, not another account's", async () => {
    const other = await app.signUp('student');
    await other.post('/api/me/export', { password: 'another-secret-9' }).expectStatus(400);
  });

  it('slows attempts in the person’s own browser: past its allowance the next is a 429 with Retry-After, even with the right password', async () => {
    const guessed = await app.signUp('student');
    for (let i = 0; i < KNOWN_DEVICE_RULE.free; i++) await guessed.post('/api/me/export', { password: `guess-${i}` }).expectStatus(400);
    const limited = await guessed.post('/api/me/export', { password: PASSWORD }).expectStatus(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back by it.
    await (await app.signUp('student')).post('/api/me/export', { password: PASSWORD }).expectStatus(200);
  });

  it('refuses auditors, who change nothing and whose accounts are the admin’s', async () => {
    const input = { email: 'auditor.export@example.in', password: 'ledger-check-42' };
    await admin.post('/api/admin/auditors', input).expectStatus(201);
    const auditor = app.client();
    await auditor.post('/api/login', input).expectStatus(200);
    await auditor.post('/api/me/export', { password: input.password }).expectStatus(403);
  });
});

describe("a student's export", () => {
  it('is a dated JSON download, never cached', async () => {
    const { response } = await ashaExport();
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="margdarshak-data-2026-11-02.json"');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds the account and the profile opened from the sealed personal data', async () => {
    const { data } = await ashaExport();
    expect(data).toMatchObject({ format: 'margdarshak-data-export', version: 1, exportedAt: '2026-11-02T06:00:00.000Z', messages: [], consents: [], counsellorProfile: null, sessionsGiven: [] });
    expect(data.account).toEqual({ id: asha.userId, email: asha.email, role: 'student', createdAt: expect.any(String), language: 'en' });
    expect(data.profile).toMatchObject({ name: 'Asha Verma', mobile: '9876543210', age: 16, schoolName: 'Asha Public School' });
    expect(data.notes.some((note) => note.startsWith('Messages:'))).toBe(true);
  });

  it('holds every booking with its payment, refund, the counsellor’s name and shared summary, and the tests', async () => {
    const { data } = await ashaExport();
    expect(data.bookings.map((b) => b.id)).toEqual(ashaBookings);
    const [kept, cancelled] = data.bookings;
    expect(kept).toMatchObject({
      counsellorName: 'Meera Iyer',
      date: '2026-11-05',
      timeSlot: '10:00 AM',
      status: 'confirmed',
      amount: 999,
      refund: null,
      sessionSummary: 'Read about design schools before we meet.',
    });
    expect(kept?.payment?.paymentId).toEqual(expect.any(String));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { by: 'student', reason: 'requested' }, refund: { amount: 999, status: 'issued', refundId: expect.any(String) } });
    expect(data.tests).toEqual([expect.objectContaining({ bookingId: ashaBookings[0], testType: 'riasec', status: 'in_progress', releasedToYou: false, result: null, counsellorNotes: null })]);
    expect(Object.keys(data.tests[0]?.answers ?? {})).toHaveLength(2);
  });

  it("holds nothing of another student of the same counsellor, nor the counsellor's private notes", async () => {
    const { text } = await ashaExport();
    for (const other of [ravi.userId, ravi.email, 'Ravi Kulkarni', 'Ravi', raviBooking, 'robotics club', 'seems anxious', counsellor.email]) expect(text).not.toContain(other);
    const { text: raviText } = await exportOf(ravi);
    for (const other of [asha.userId, asha.email, 'Asha Verma', 'Asha', ...ashaBookings, 'design schools']) expect(raviText).not.toContain(other);
    expect(raviText).toContain('Ravi Kulkarni');
  });
});

describe("a counsellor's and an admin's export", () => {
  it('gives a counsellor their profile and sessions, with nothing of the students', async () => {
    const { data, text } = await exportOf(counsellor);
    expect(data.account).toMatchObject({ id: counsellor.userId, email: counsellor.email, role: 'counsellor' });
    expect(data.counsellorProfile).toMatchObject({ id: counsellor.userId, name: 'Meera Iyer', details: { status: 'approved', mobile: '9876543210' } });
    expect(data.sessionsGiven.map((s) => s.id).sort()).toEqual([...ashaBookings, raviBooking].sort());
    expect(data).toMatchObject({ profile: null, bookings: [], tests: [] });
    for (const someone of [asha, ravi]) for (const trace of [someone.userId, someone.email]) expect(text).not.toContain(trace);
    for (const name of ['Asha', 'Ravi']) expect(text).not.toContain(name);
  });

  it('gives an admin their own account', async () => {
    const { data } = await exportOf(admin, TEST_ADMIN.password);
    expect(data.account).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    expect(data).toMatchObject({ profile: null, counsellorProfile: null, bookings: [], sessionsGiven: [] });
  });
});
