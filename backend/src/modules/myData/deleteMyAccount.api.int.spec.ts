// DELETE /api/me over HTTP: the signed-in person closes their own account with their password typed again. Their
// sessions to come are cancelled and refunded by the processors, their personal data shredded as the admin's delete
// does (nothing in clear left in any table), they are signed out everywhere, and mailed a confirmation. A counsellor may
// close theirs the same way (their students refunded); an admin may not, and an auditor changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z'));
const PASSWORD = 'secret-123'; // testApp's signUp
let app: TestApp;
let admin: HttpClient;
let basic: { id: string; price: number };

const student = async (name: string) => {
  const client = await app.signUp('student', `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`);
  await client.put(`/api/students/${client.userId}/profile`, { name, mobile: '9876543210', age: 17, fatherName: `${name} Senior`, academics: [] }).expectStatus(200);
  return client;
};

/** Rows of any table (read models, sessions, jobs, limits, the log itself) whose text holds `needle`, by table. */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables: string[] = await app.deps.db('information_schema.tables').where({ table_schema: 'public', table_type: 'BASE TABLE' }).pluck('table_name');
  const holding: string[] = [];
  for (const table of tables) {
    const { rows } = await app.deps.db.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from "${table}" t where t::text ilike ?`, [`%${needle}%`]);
    if ((rows[0]?.n ?? 0) > 0) holding.push(table);
  }
  return holding;
}

const cancellationOf = async (bookingId: string) => {
  const events = await app.deps.eventStore.readStream(`booking-${bookingId}`);
  const cancelled = events.find((e) => e.type === 'BookingCancelled');
  return { cancelled: cancelled && bookingEvents.BookingCancelled.schema.parse(cancelled.data), refunded: events.some((e) => e.type === 'RefundIssued') };
};

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  basic = await createPackage(admin, 'basic', 999);
});
afterAll(async () => app?.stop());

describe('who may close an account', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    await app.client().delete('/api/me').expectStatus(401);
    await app
      .client()
      .raw('DELETE', '/api/me', JSON.stringify({ password: PASSWORD }), { 'Content-Type': 'application/json' })
      .expectStatus(401);
  });

  it('keeps the account on a wrong or missing password, with a message on the password field', async () => {
    const staying = await app.signUp('student');
    const wrong = await staying.raw('DELETE', '/api/me', JSON.stringify({ password: 'not-my-password' }), { 'Content-Type': 'application/json' }).expectStatus(400);
    expect(await wrong.json()).toEqual({ error: 'That password is not right', issues: [{ path: 'password', message: 'That password is not right' }] });
    expect(await staying.delete('/api/me').expectStatus(400).json()).toMatchObject({ issues: [{ path: 'password', message: 'Enter your password' }] });
    await staying.get('/api/user').expectStatus(200);
    await app.client().post('/api/login', { email: staying.email, password: PASSWORD }).expectStatus(200);
  });

  it('refuses an admin (409): the back office would have nobody to run it', async () => {
    const fresh = await app.admin();
    const refused = await fresh.raw('DELETE', '/api/me', JSON.stringify({ password: TEST_ADMIN.password }), { 'Content-Type': 'application/json' }).expectStatus(409);
    expect(await refused.json()).toEqual({ error: 'An admin account cannot be deleted from here: ask the person who runs Margdarshak to close it.' });
    await app.admin();
  });

  it('refuses an auditor (403), who changes nothing', async () => {
    const input = { email: 'auditor.delete@example.in', password: 'ledger-check-42' };
    await admin.post('/api/admin/auditors', input).expectStatus(201);
    const auditor = app.client();
    await auditor.post('/api/login', input).expectStatus(200);
    await auditor.raw('DELETE', '/api/me', JSON.stringify(input), { 'Content-Type': 'application/json' }).expectStatus(403);
    await app.client().post('/api/login', input).expectStatus(200);
  });
});

describe('a student closing their account', () => {
  const name = 'Kabir Shahane';
  let kabir: Awaited<ReturnType<typeof student>>;
  let counsellorId: string;
  const bookings: string[] = [];
  let otherSignIn: HttpClient;

  beforeAll(async () => {
    counsellorId = (await approvedCounsellor(app, admin, { basic: true })).userId;
    kabir = await student(name);
    for (const date of ['2026-11-05', '2026-11-09']) bookings.push((await paidBooking(kabir, { counsellorId, packageId: basic.id, price: basic.price, date })).id);
    otherSignIn = app.client(); // the same person signed in on another device
    await otherSignIn.post('/api/login', { email: kabir.email, password: PASSWORD }).expectStatus(200);
    const answer = await kabir.raw('DELETE', '/api/me', JSON.stringify({ password: PASSWORD }), { 'Content-Type': 'application/json' }).expectStatus(200);
    expect(await answer.json()).toEqual({ message: 'Your account has been deleted. A confirmation is on its way to your e-mail.' });
    await app.runDueJobs();
  });

  it('signs them out everywhere, and their sign-in then fails', async () => {
    await kabir.get('/api/user').expectStatus(401);
    await otherSignIn.get('/api/user').expectStatus(401);
    await app.client().post('/api/login', { email: kabir.email, password: PASSWORD }).expectStatus(401);
  });

  it('cancels their sessions to come through the processors, refunding each in full', async () => {
    for (const id of bookings) {
      const { cancelled, refunded } = await cancellationOf(id);
      expect(cancelled).toMatchObject({ by: 'system', reason: 'student_removed', refundDue: true });
      expect(refunded).toBe(true);
    }
  });

  it('mails one confirmation to the address they had', async () => {
    const mails = await readOutbox(app.outboxDir, kabir.email);
    const confirmations = mails.filter((mail) => mail.subject === 'Your Margdarshak account is deleted');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain('As you asked, your Margdarshak account has been deleted.');
  });

  it('leaves their name and e-mail in no table, the read models rebuilt from the log included, and destroys their key', async () => {
    expect(await tablesHolding(TEST_ADMIN.email)).toContain('users'); // the search finds what is there
    for (const needle of [name, kabir.email, `${name} Senior`]) expect(await tablesHolding(needle), needle).toEqual([]);
    await app.rebuildReadModels();
    for (const needle of [name, kabir.email]) expect(await tablesHolding(needle), needle).toEqual([]);
    expect(await app.deps.db('personal_data_keys').where({ subject_id: kabir.userId })).toEqual([]);
  });

  it('frees the e-mail address for a new account', async () => {
    await app.client().post('/api/register', { email: kabir.email, password: 'a-new-start-7', role: 'student' }).expectStatus(201);
  });
});

describe('a counsellor closing their account', () => {
  it("goes the admin's way: their record deleted, their students' sessions cancelled and refunded, a confirmation mailed", async () => {
    const counsellor = await approvedCounsellor(app, admin, { basic: true });
    const priya = await student('Priya Nair');
    const { id } = await paidBooking(priya, { counsellorId: counsellor.userId, packageId: basic.id, price: basic.price, date: '2026-11-06' });
    await counsellor.raw('DELETE', '/api/me', JSON.stringify({ password: PASSWORD }), { 'Content-Type': 'application/json' }).expectStatus(200);
    await app.runDueJobs();
    expect(await cancellationOf(id)).toMatchObject({ cancelled: { by: 'system', reason: 'counsellor_removed', refundDue: true }, refunded: true });
    await app.client().get(`/api/counsellors/${counsellor.userId}`).expectStatus(404);
    await app.client().post('/api/login', { email: counsellor.email, password: PASSWORD }).expectStatus(401);
    expect((await readOutbox(app.outboxDir, counsellor.email)).filter((mail) => mail.subject === 'Your Margdarshak account is deleted')).toHaveLength(1);
    expect(await tablesHolding(counsellor.email)).toEqual([]);
  });

  it("mails nothing when an admin deletes the account: that is the back office's act, not the person's", async () => {
    const leaving = await app.signUp('student');
    await admin.delete(`/api/admin/users/${leaving.userId}`).expectStatus(200);
    await app.runDueJobs();
    expect((await readOutbox(app.outboxDir, leaving.email)).filter((mail) => mail.subject === 'Your Margdarshak account is deleted')).toEqual([]);
  });
});
