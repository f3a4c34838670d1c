// A parent acting for a linked child over HTTP: POST /api/parent/children/{id}/export and DELETE
// /api/parent/children/{id}, confirmed with the parent's own password. Only the parent who consented; the file holds the
// child's data and nothing of another family; the deletion goes the way of DELETE /api/me (sessions to come cancelled and
// refunded, data shredded, sessions ended) and mails the parent and the child. The exports' consent sections too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { CONSENT_NOTICE_VERSION } from '@margdarshak/contracts/family/consentNotice';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { CHILD_PASSWORD, consentLinkTo, consentingFamily, PARENT_PASSWORD, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { NETWORK_RULE } from '../accounts';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
const json = { 'Content-Type': 'application/json' };
let app: TestApp;
let admin: HttpClient;
let counsellor: SignedIn;
let auditor: HttpClient;
let pkg: { id: string; price: number };
let family: { child: SignedIn; parent: SignedIn };
let other: { child: SignedIn; parent: SignedIn };
const childBookings: string[] = [];
let otherBooking: string;

const exportPath = (childId: string) => `/api/parent/children/${childId}/export`;
const accountPath = (childId: string) => `/api/parent/children/${childId}`;
const deleteChild = (client: HttpClient, childId: string, password: string) => client.raw('DELETE', accountPath(childId), JSON.stringify({ password }), json);

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'basic', 999);
  counsellor = await approvedCounsellor(app, admin, { basic: true }); // Meera Iyer
  family = await consentingFamily(app, 'Anaya Rao', 'a');
  other = await consentingFamily(app, 'Vihaan Shah', 'b');
  for (const date of ['2026-11-25', '2026-11-26']) childBookings.push((await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date })).id);
  otherBooking = (await paidBooking(other.child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25', slot: '11:00 AM' })).id;
  await counsellor.put(`/api/counsellor/sessions/${otherBooking}/summary`, { summary: 'Vihaan likes marine biology.' }).expectStatus(200);
  const input = { email: 'auditor.family@example.in', password: 'ledger-check-42' };
  await admin.post('/api/admin/auditors', input).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', input).expectStatus(200);
});
afterAll(async () => app?.stop());

describe('who may export or delete a child’s data', () => {
  it('answers 401 to a visitor, and 403 to everyone but the parent who consented, whatever the password', async () => {
    const childId = family.child.userId;
    await app.client().post(exportPath(childId), { password: PARENT_PASSWORD }).expectStatus(401);
    await deleteChild(app.client(), childId, PARENT_PASSWORD).expectStatus(401);
    const refused: [string, HttpClient, string][] = [
      ['another family’s parent', other.parent, PARENT_PASSWORD],
      ['the child', family.child, CHILD_PASSWORD],
      ['a counsellor', counsellor, 'secret-123'],
      ['an admin', admin, TEST_ADMIN.password],
      ['an auditor', auditor, 'ledger-check-42'],
    ];
    for (const [who, client, password] of refused) {
      expect((await client.post(exportPath(childId), { password })).status, who).toBe(403);
      expect((await deleteChild(client, childId, password)).status, who).toBe(403);
    }
    // A parent cannot reach their own account through the child routes either.
    await family.parent.post(exportPath(family.parent.userId), { password: PARENT_PASSWORD }).expectStatus(403);
    await app.client().post('/api/login', { email: family.child.email, password: CHILD_PASSWORD }).expectStatus(200);
  });

  it('asks the parent’s own password (a 400 on the field, as /api/me does), and the child’s password will not do', async () => {
    const { child, parent } = await consentingFamily(app, 'Ishaan Pillai', 'c');
    const wrong = await parent.post(exportPath(child.userId), { password: CHILD_PASSWORD }).expectStatus(400);
    expect(wrong.headers.get('content-disposition')).toBeNull();
    expect(await wrong.json()).toEqual({ error: 'That password is not right', issues: [{ path: 'password', message: 'That password is not right' }] });
    expect(await deleteChild(parent, child.userId, '').expectStatus(400).json()).toMatchObject({ issues: [{ path: 'password', message: 'Enter your password' }] });
    await deleteChild(parent, child.userId, 'not-the-password').expectStatus(400);
    await app.client().post('/api/login', { email: child.email, password: CHILD_PASSWORD }).expectStatus(200);
  });

  it('shares the parent’s limit of password checks with /api/me: the next is a 429, even with the right password', async () => {
    const { child, parent } = await consentingFamily(app, 'Meher Joshi', 'd');
    for (let i = 0; i < NETWORK_RULE.max - 1; i++) await parent.post(exportPath(child.userId), { password: `guess-${i}` }).expectStatus(400);
    await parent.post('/api/me/export', { password: 'one-more-guess' }).expectStatus(400);
    const limited = await parent.post(exportPath(child.userId), { password: PARENT_PASSWORD }).expectStatus(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a parent’s export of their child’s data', () => {
  let file: { text: string; data: MyDataExport; response: Response } | undefined;
  const childExport = async () => {
    if (!file) {
      const response = await family.parent.post(exportPath(family.child.userId), { password: PARENT_PASSWORD }).expectStatus(200);
      const text = await response.text();
      file = { response, text, data: JSON.parse(text) as MyDataExport };
    }
    return file;
  };

  it('is the child’s file: a dated JSON download with their account, profile, bookings, date of birth and consents', async () => {
    const { response, data } = await childExport();
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="margdarshak-data-2026-11-23.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data.account).toMatchObject({ id: family.child.userId, email: family.child.email, role: 'student' });
    expect(data.dateOfBirth).toBe('2011-05-10');
    expect(data.profile).toMatchObject({ name: 'Anaya Rao', schoolName: 'Anaya High School' });
    expect(data.bookings.map((b) => b.id)).toEqual(childBookings);
    expect(data.bookings[0]).toMatchObject({ counsellorName: 'Meera Iyer', status: 'confirmed', amount: 999 });
    expect(data.consents.map((c) => c.event)).toEqual(['requested', 'given']);
    expect(data.consents[0]).toMatchObject({ childId: family.child.userId, parentId: null, sentTo: 'p***@example.in', noticeVersion: CONSENT_NOTICE_VERSION, expiresAt: expect.any(String) });
    expect(data.consents[1]).toEqual({
      event: 'given',
      at: expect.any(String),
      childId: family.child.userId,
      parentId: family.parent.userId,
      sentTo: null,
      noticeVersion: CONSENT_NOTICE_VERSION,
      expiresAt: null,
    });
    expect(data.children).toEqual([]);
  });

  it('holds nothing of another family, nor the parent’s e-mail', async () => {
    const { text } = await childExport();
    for (const trace of [other.child.userId, other.child.email, other.parent.userId, other.parent.email, 'Vihaan', otherBooking, 'marine biology', family.parent.email, counsellor.email]) {
      expect(text, trace).not.toContain(trace);
    }
  });

  it('is the same file the child downloads for themself', async () => {
    const { data } = await childExport();
    const own = await family.child.post('/api/me/export', { password: CHILD_PASSWORD }).expectStatus(200).json<MyDataExport>();
    expect(own).toEqual(data);
  });
});

describe('a parent’s own export', () => {
  it('lists their linked children by id and first name, and the consents they gave and withdrew', async () => {
    const { child, parent } = await consentingFamily(app, 'Kiara Menon', 'e');
    const second = app.client();
    const registered = await second
      .post('/api/register', { email: 'dev.menon.e@example.in', password: CHILD_PASSWORD, role: 'student', name: 'Dev Menon', dateOfBirth: '2012-02-02', parentEmail: parent.email })
      .expectStatus(201)
      .json<{ id: string }>();
    await second.put(`/api/students/${registered.id}/profile`, { name: 'Dev Menon', mobile: '9876543210', academics: [] }).expectStatus(200);
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parent.email)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);

    const text = await (await parent.post('/api/me/export', { password: PARENT_PASSWORD }).expectStatus(200)).text();
    const data = JSON.parse(text) as MyDataExport;
    expect(data.account).toMatchObject({ id: parent.userId, role: 'parent' });
    expect(data.children).toEqual([
      { id: child.userId, firstName: 'Kiara', consent: 'withdrawn', since: expect.any(String) },
      { id: registered.id, firstName: 'Dev', consent: 'given', since: expect.any(String) },
    ]);
    expect(data.consents.map((c) => [c.childId, c.event])).toEqual([
      [child.userId, 'given'],
      [child.userId, 'withdrawn'],
      [registered.id, 'given'],
    ]);
    expect(data.consents.every((c) => c.parentId === parent.userId && c.sentTo === null && c.noticeVersion === CONSENT_NOTICE_VERSION)).toBe(true);
    expect(data).toMatchObject({ profile: null, bookings: [], tests: [], dateOfBirth: null });
    // Of the children: ids and first names only.
    for (const trace of [`"${child.email}"`, '"dev.menon.e@example.in"', 'Menon', 'High School', '2011-05-10', '2012-02-02']) expect(text, trace).not.toContain(trace);
  });

  it('is empty of consents for an adult student', async () => {
    const adult = await app.signUp('student');
    const data = await adult.post('/api/me/export', { password: 'secret-123' }).expectStatus(200).json<MyDataExport>();
    expect(data).toMatchObject({ consents: [], children: [], dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe('a parent deleting their child’s account', () => {
  let answer: { message: string };
  beforeAll(async () => {
    await family.parent.post(`/api/parent/children/${family.child.userId}/withdraw-consent`).expectStatus(200);
    answer = await deleteChild(family.parent, family.child.userId, PARENT_PASSWORD).expectStatus(200).json<{ message: string }>();
    await app.runDueJobs();
  });

  it('answers with the child’s first name, and keeps the parent signed in', async () => {
    expect(answer).toEqual({ message: 'Anaya’s account has been deleted. A confirmation is on its way to your e-mail.' });
    await family.parent.get('/api/user').expectStatus(200);
    expect(await family.parent.get('/api/parent/children').expectStatus(200).json()).toEqual([]);
  });

  it('signs the child out, and their sign-in then fails', async () => {
    await family.child.get('/api/user').expectStatus(401);
    await app.client().post('/api/login', { email: family.child.email, password: CHILD_PASSWORD }).expectStatus(401);
  });

  it('cancels the child’s sessions to come through the processors, refunding each in full', async () => {
    for (const id of childBookings) {
      const events = await app.deps.eventStore.readStream(`booking-${id}`);
      const cancelled = events.find((e) => e.type === 'BookingCancelled');
      expect(cancelled && bookingEvents.BookingCancelled.schema.parse(cancelled.data)).toMatchObject({ by: 'system', reason: 'student_removed', refundDue: true });
      expect(events.some((e) => e.type === 'RefundIssued')).toBe(true);
    }
    const othersEvents = await app.deps.eventStore.readStream(`booking-${otherBooking}`);
    expect(othersEvents.some((e) => e.type === 'BookingCancelled')).toBe(false);
  });

  it('mails the parent, naming the child, and the child at the address they had; once each', async () => {
    const toParent = (await readOutbox(app.outboxDir, family.parent.email)).filter((mail) => mail.subject === 'Your child’s Margdarshak account is deleted');
    expect(toParent).toHaveLength(1);
    expect(toParent[0]?.text).toContain('As you asked, Anaya’s Margdarshak account has been deleted.');
    const toChild = (await readOutbox(app.outboxDir, family.child.email)).filter((mail) => mail.subject === 'Your Margdarshak account is deleted');
    expect(toChild).toHaveLength(1);
    expect(toChild[0]?.text).toContain('Your parent or guardian');
  });

  it('shreds the child’s personal data as the admin’s delete does, and records the parent as the one who asked', async () => {
    expect(await app.deps.db('personal_data_keys').where({ subject_id: family.child.userId })).toEqual([]);
    expect(await app.deps.db('student_profiles').where({ id: family.child.userId })).toEqual([]);
    const erased = (await app.deps.eventStore.readStream(`user-${family.child.userId}`)).find((e) => e.type === 'UserErased');
    expect(erased?.metadata).toMatchObject({ userId: family.parent.userId, role: 'parent' });
    await family.parent.post(exportPath(family.child.userId), { password: PARENT_PASSWORD }).expectStatus(403);
  });
});
