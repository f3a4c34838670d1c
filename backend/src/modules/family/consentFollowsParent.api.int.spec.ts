// Issue 27, item 2, over HTTP: consent follows the parent who gave it. After a withdrawal the child cannot point a
// request at another address and consent there; a change of parent waits for the parent who consented (or an admin,
// with a reason). Races on one link: consentRaces.api.int.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStudentConsent, ConsentDecisionResponse, ConsentRequestView, ConsentStatus, ParentChild } from '@margdarshak/contracts/api/family';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentingFamily, consentLinkTo, PARENT_PASSWORD } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { PARENT_CHANGE_MAIL_SUBJECT } from './consentMail';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let counsellorId: string;
let pkg: { id: string; price: number };
let n = 0;
const tag = () => `${++n}.${Date.now()}`;
const secondAddress = () => `asha.second.${tag()}@example.in`;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellorId = (await approvedCounsellor(app, admin)).userId;
});
afterAll(async () => app?.stop());

const linksTo = async (address: string) => (await readOutbox(app.outboxDir, address)).filter((mail) => /\/consent\/[\w-]+/.test(mail.text));
/** The change of parent as the parent's dashboard shows it: when it was asked, which a confirmation names. */
const requestShownTo = async (parent: HttpClient, childId: string) => {
  const child = (await parent.get('/api/parent/children').expectStatus(200).json<ParentChild[]>()).find((c) => c.id === childId);
  if (!child?.parentChange) throw new Error('no change of parent on the parent’s dashboard');
  return child.parentChange.requestedAt;
};
const consentTypes = async (studentId: string) => (await app.deps.eventStore.readStream(`consent-${studentId}`)).map((e) => e.type);
let hour = 0;
const slot = () => {
  const i = hour++;
  return { date: `2026-11-${25 + Math.floor(i / 8)}`, slot: ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'][i % 8] ?? '10:00 AM' };
};
const order = (child: HttpClient & { userId: string }) => {
  const choice = slot();
  return child.post('/api/payment/create-order', { amount: pkg.price * 100, booking: { counsellorId, studentId: child.userId, packageId: pkg.id, sessionDate: choice.date, timeSlot: choice.slot } });
};

describe('after a parent withdraws consent', () => {
  it('the withdrawn-then-redirected consent is refused: no link reaches the other address, and the parent keeps the child', async () => {
    const { child, parent } = await consentingFamily(app, 'Asha Kulkarni', tag());
    await paidBooking(child, { counsellorId, packageId: pkg.id, price: pkg.price, ...slot() });
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);

    // The child points a new request at a second address of their own.
    const second = secondAddress();
    const status = await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200).json<ConsentStatus>();
    expect(status).toMatchObject({ status: 'withdrawn', mayBook: false, parentChange: { parentEmail: 'a***@example.in', confirmed: false, parentAsked: true } });
    expect(await linksTo(second)).toEqual([]); // nothing to "consent" with
    expect((await consentTypes(child.userId)).slice(-2)).toEqual(['ParentalConsentWithdrawn', 'ParentChangeRequested']);
    expect(await order(child).expectStatus(403).json()).toEqual({ error: 'Your parent has withdrawn their consent, so new bookings are paused.' });

    // The parent who withdrew is told, with the new address in full (is it the other parent's, or the child's own?),
    // keeps the child on the dashboard, and can still export and delete for them.
    const notice = (await readOutbox(app.outboxDir, parent.email)).at(-1);
    expect(notice?.subject).toBe(PARENT_CHANGE_MAIL_SUBJECT);
    expect(notice?.text).toContain(`asks that another parent or guardian, at ${second}, give consent for them`);
    const children = await parent.get('/api/parent/children').expectStatus(200).json<ParentChild[]>();
    expect(children).toEqual([expect.objectContaining({ id: child.userId, consent: 'withdrawn', parentChange: expect.objectContaining({ parentEmail: second, confirmed: false }) })]);
    await parent.post(`/api/parent/children/${child.userId}/export`, { password: PARENT_PASSWORD }).expectStatus(200);
  });

  it('Send again asks the same parent, who keeps the child while it is out and consents again with their own account', async () => {
    const { child, parent } = await consentingFamily(app, 'Ravi Menon', tag());
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    const again = await child.post('/api/me/consent/resend').expectStatus(200).json<ConsentStatus>();
    expect(again).toMatchObject({ status: 'withdrawn', mayBook: false });
    expect((await parent.get('/api/parent/children').json<ParentChild[]>()).map((c) => [c.id, c.consent])).toEqual([[child.userId, 'withdrawn']]);

    const token = await consentLinkTo(app, parent.email);
    const view = await app.client().get(`/api/consent/${token}`).expectStatus(200).json<ConsentRequestView>();
    expect(view).toMatchObject({ kind: 'again', parentHasAccount: true });
    const given = await app.client().post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }).expectStatus(200).json<ConsentDecisionResponse>();
    expect(given.parent?.id).toBe(parent.userId);
    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'given', mayBook: true });
    expect((await parent.get('/api/parent/children').json<ParentChild[]>())[0]).toMatchObject({ id: child.userId, consent: 'given' });
  });
});

describe('a change of parent', () => {
  it('waits for the parent who consented; once they confirm, the other parent consents and takes over', async () => {
    const { child, parent } = await consentingFamily(app, 'Meera Nair', tag());
    const other = await consentingFamily(app, 'Kabir Shah', tag());
    const second = secondAddress();
    await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200);
    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'given', mayBook: true }); // nothing changes meanwhile

    const confirm = `/api/parent/children/${child.userId}/parent-change/confirm`;
    const seen = { requestedAt: await requestShownTo(parent, child.userId) };
    expect((await app.client().post(confirm, seen)).status).toBe(401);
    expect((await child.post(confirm, seen)).status).toBe(403);
    expect((await other.parent.post(confirm, seen)).status).toBe(403);
    expect((await admin.post(confirm, seen)).status).toBe(403);
    expect((await parent.post(confirm, {}).expectStatus(400).json<{ issues: { path: string }[] }>()).issues.map((i) => i.path)).toEqual(['requestedAt']);
    await parent.post(confirm, seen).expectStatus(200);
    await parent.post(confirm, seen).expectStatus(200); // already confirmed: nothing more is sent
    expect(await linksTo(second)).toHaveLength(1);
    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'given', parentChange: { confirmed: true } });

    const token = await consentLinkTo(app, second);
    expect(await app.client().get(`/api/consent/${token}`).json<ConsentRequestView>()).toMatchObject({ kind: 'change', parentHasAccount: false });
    const newParent = app.client();
    const answer = await newParent.post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'second-parent-9' }).expectStatus(200).json<ConsentDecisionResponse>();
    expect((await newParent.get('/api/parent/children').json<ParentChild[]>()).map((c) => c.id)).toEqual([child.userId]);
    expect(await parent.get('/api/parent/children').json<ParentChild[]>()).toEqual([]);
    expect(answer.parent?.id).not.toBe(parent.userId);
  });

  it('is confirmed only as the parent saw it: a request the child replaced after the page loaded is refused, and nothing is sent', async () => {
    const { child, parent } = await consentingFamily(app, 'Neel Joshi', tag());
    const second = secondAddress();
    await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200);
    const seen = { requestedAt: await requestShownTo(parent, child.userId) };
    clock.advance(60_000);
    const third = secondAddress();
    await child.put('/api/me/consent/parent-email', { parentEmail: third }).expectStatus(200);
    const refused = await parent.post(`/api/parent/children/${child.userId}/parent-change/confirm`, seen).expectStatus(409).json<{ error: string }>();
    expect(refused.error).toBe('The student asked for another address meanwhile. Please look at the request again.');
    expect([...(await linksTo(second)), ...(await linksTo(third))]).toEqual([]);
    // Seen afresh, the third address is the one the parent agrees to.
    await parent.post(`/api/parent/children/${child.userId}/parent-change/confirm`, { requestedAt: await requestShownTo(parent, child.userId) }).expectStatus(200);
    expect(await linksTo(third)).toHaveLength(1);
  });

  it('declined by the other parent, it changes nothing: the child keeps their account and the parent who consented', async () => {
    const { child, parent } = await consentingFamily(app, 'Tara Bose', tag());
    const second = secondAddress();
    await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200);
    await parent.post(`/api/parent/children/${child.userId}/parent-change/confirm`, { requestedAt: await requestShownTo(parent, child.userId) }).expectStatus(200);
    const declined = await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, second)}`, { decision: 'refuse' })
      .expectStatus(200)
      .json<ConsentDecisionResponse>();
    expect(declined.decision).toBe('decline');
    await app.runDueJobs();
    expect(await child.get('/api/me/consent').expectStatus(200).json<ConsentStatus>()).toMatchObject({ status: 'given', parentChange: null });
    expect((await parent.get('/api/parent/children').json<ParentChild[]>()).map((c) => c.id)).toEqual([child.userId]);
    expect(await findUserByEmail(app.deps.db, second)).toBeUndefined();
  });

  it('an admin confirms it in the back office, only with a reason, which is kept sealed', async () => {
    const { child, parent } = await consentingFamily(app, 'Isha Rao', tag());
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    const second = secondAddress();
    await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200);

    const view = `/api/admin/students/${child.userId}/consent`;
    const confirm = `/api/admin/students/${child.userId}/parent-change/confirm`;
    expect((await app.client().get(view)).status).toBe(401);
    expect((await child.get(view)).status).toBe(403);
    const { parentChange } = await admin.get(view).json<AdminStudentConsent>();
    const seen = { requestedAt: parentChange?.requestedAt ?? '' };
    expect((await parent.post(confirm, { ...seen, reason: 'x' })).status).toBe(403);
    expect((await admin.get(`/api/admin/students/${parent.userId}/consent`)).status).toBe(404);
    expect(await admin.get(view).expectStatus(200).json<AdminStudentConsent>()).toMatchObject({
      status: 'withdrawn',
      parentId: parent.userId,
      parentEmail: parent.email,
      parentChange: { parentEmail: second, confirmed: false },
    });
    // The same student, their id written in capitals: one id is one student, whatever its case.
    expect(await admin.get(`/api/admin/students/${child.userId.toUpperCase()}/consent`).expectStatus(200).json()).toEqual(await admin.get(view).json());

    const missing = await admin.post(confirm, seen).expectStatus(400).json<{ issues: { path: string }[] }>();
    expect(missing.issues.map((i) => i.path)).toEqual(['reason']);
    expect(await linksTo(second)).toEqual([]);
    const reason = 'Mother called: the father who consented has passed away.';
    const after = await admin
      .post(confirm, { ...seen, reason })
      .expectStatus(200)
      .json<AdminStudentConsent>();
    expect(after.parentChange).toMatchObject({ confirmed: true });
    expect(await linksTo(second)).toHaveLength(1);
    const [confirmed] = await app.deps.db('events').where({ stream_name: `consent-${child.userId}`, type: 'ParentChangeConfirmed' });
    expect(confirmed.data).toMatchObject({ byRole: 'admin' });
    expect(JSON.stringify(confirmed)).not.toContain('passed away');
  });
});
