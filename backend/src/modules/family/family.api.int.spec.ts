// Age and a parent's consent over HTTP: sign-up and first sign-in, the parent's single-use link (used, expired,
// replaced), consent given, refused and withdrawn, and what each kind of caller may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentDecisionResponse, ConsentRequestView, ConsentStatus, ParentChild } from '@margdarshak/contracts/api/family';
import { CONSENT_NOTICE_VERSION } from '@margdarshak/contracts/family/consentNotice';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentLinkTo } from '../../testing/family';
import { bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
const FIFTEEN = '2011-05-10';
let app: TestApp;
let admin: HttpClient;
let counsellor: Signed;
let pkg: { id: string; price: number };
let n = 0;

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const email = (name: string) => `${name}.${++n}.${Date.now()}@example.in`;
const slots = ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
let hour = 0;
const nextChoice = () => {
  const i = hour++;
  return { date: new Date(Date.UTC(2026, 10, 25 + Math.floor(i / slots.length))).toISOString().slice(0, 10), slot: slots[i % slots.length] ?? '10:00 AM' };
};
const order = (student: Signed) => {
  const choice = nextChoice();
  return student.post('/api/payment/create-order', {
    amount: pkg.price * 100,
    booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: choice.date, timeSlot: choice.slot },
  });
};

/** A student who signs up with a date of birth (and a parent's e-mail), signed in. */
async function student(dateOfBirth: string | undefined, parentEmail?: string): Promise<Signed> {
  const visitor = app.client();
  const own = email('student');
  const body = { email: own, password: 'secret-123', role: 'student', name: 'Asha Verma', ...(dateOfBirth ? { dateOfBirth } : {}), ...(parentEmail ? { parentEmail } : {}) };
  const user = await visitor.post('/api/register', body).expectStatus(201).json<{ id: string }>();
  return Object.assign(visitor, { userId: user.id, email: own });
}

/** A minor and their parent, who consented with a new account (signed in). */
async function consentingFamily() {
  const parentEmail = email('parent');
  const child = await student(FIFTEEN, parentEmail);
  const parent = app.client();
  const answer = await parent
    .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: 'parent-secret-1' })
    .expectStatus(200)
    .json<ConsentDecisionResponse>();
  return { child, parent: Object.assign(parent, { userId: answer.parent?.id ?? '', email: parentEmail }) };
}

describe('a student’s date of birth', () => {
  it('at sign-up: under 18 needs a parent’s e-mail, other than their own; the date must be real, past, and give an age of 10 to 100', async () => {
    const issues = async (body: Record<string, unknown>) =>
      (
        await app
          .client()
          .post('/api/register', { email: email('x'), password: 'secret-123', role: 'student', name: 'Asha Verma', ...body })
          .expectStatus(400)
          .json<{ issues: { path: string; message: string }[] }>()
      ).issues;
    expect(await issues({ dateOfBirth: FIFTEEN })).toEqual([{ path: 'parentEmail', message: "Please enter your parent's or guardian's e-mail: students under 18 need their consent" }]);
    // Under 18 the parent is mailed at once, by the child's name: it is required then (issue 30), and a bare one refused.
    expect(await issues({ name: ' ', dateOfBirth: FIFTEEN, parentEmail: email('p') })).toEqual([{ path: 'name', message: 'Please enter your name' }]);
    expect(await issues({ name: 'A', dateOfBirth: FIFTEEN, parentEmail: email('p') })).toEqual([{ path: 'name', message: 'Name must be at least 2 characters' }]);
    const own = email('same');
    const same = await app
      .client()
      .post('/api/register', { email: own, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: FIFTEEN, parentEmail: own.toUpperCase() })
      .expectStatus(400)
      .json<{ error: string }>();
    expect(same.error).toBe("Your parent's e-mail must be different from your own");
    expect((await issues({ dateOfBirth: '2011-02-30' }))[0]?.path).toBe('dateOfBirth');
    expect((await issues({ dateOfBirth: '2027-01-01' }))[0]?.message).toBe('Your date of birth cannot be in the future');
    expect((await issues({ dateOfBirth: '2017-01-01' }))[0]?.message).toBe('Students must be at least 10 years old');
    expect((await issues({ dateOfBirth: '1920-01-01' }))[0]?.message).toBe('Please check your date of birth');
    // Refused before the account exists: the address can still sign up.
    await app.client().post('/api/register', { email: own, password: 'secret-123', role: 'student' }).expectStatus(201);
  });

  it('18 or over: no parent step, no mail, and booking is open', async () => {
    const adult = await student('2008-11-23'); // 18 today in India
    expect(await adult.get('/api/me/consent').expectStatus(200).json<ConsentStatus>()).toEqual({
      status: 'not_needed',
      parentEmail: null,
      expiresAt: null,
      mayBook: true,
      message: null,
      mailsLeft: 3,
      nextMailAt: null,
      limitMessage: null,
      addressLimit: null,
      parentChange: null,
      bookingOpenedAt: null,
    });
    await order(adult).expectStatus(200);
  });

  it('without one, a student is asked for it before booking, gives it once, and a minor must name a parent then', async () => {
    const late = await student(undefined);
    expect(await late.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'age_needed', mayBook: false });
    expect(await order(late).expectStatus(403).json()).toEqual({ error: 'Please tell us your date of birth before booking a session.' });
    await late.post('/api/me/age', { dateOfBirth: FIFTEEN }).expectStatus(400);
    const parentEmail = email('mum');
    const status = await late.post('/api/me/age', { dateOfBirth: FIFTEEN, parentEmail }).expectStatus(201).json<ConsentStatus>();
    expect(status).toMatchObject({ status: 'awaiting', parentEmail: `m***@example.in`, mayBook: false });
    expect(await consentLinkTo(app, parentEmail)).toMatch(/^[\w-]{40,}$/);
    expect(await late.post('/api/me/age', { dateOfBirth: '2000-01-01' }).expectStatus(409).json()).toEqual({ error: 'Your date of birth is already recorded.' });
  });

  it('the student’s own endpoints answer students only', async () => {
    expect((await app.client().get('/api/me/consent')).status).toBe(401);
    expect((await app.client().post('/api/me/age', { dateOfBirth: FIFTEEN })).status).toBe(401);
    expect((await counsellor.get('/api/me/consent')).status).toBe(403);
    expect((await counsellor.post('/api/me/consent/resend')).status).toBe(403);
    const { parent } = await consentingFamily();
    expect((await parent.put('/api/me/consent/parent-email', { parentEmail: email('p') })).status).toBe(403);
  });
});

describe('waiting for the parent', () => {
  it('refuses an order with where the request went, and keeps the parent’s address out of the log', async () => {
    const parentEmail = `priya.${Date.now()}@example.com`;
    const child = await student(FIFTEEN, parentEmail);
    expect(await order(child).expectStatus(403).json()).toEqual({ error: "We are waiting for your parent's consent: we sent the request to p***@example.com." });
    const status = await child.get('/api/me/consent').json<ConsentStatus>();
    expect(status).toMatchObject({ status: 'awaiting', parentEmail: 'p***@example.com', expiresAt: '2026-11-30T06:00:00.000Z' });
    const [mail] = await readOutbox(app.outboxDir, parentEmail);
    // The name given at sign-up, in the subject by its first word; never the address's first part, which the sign-up chose.
    expect(mail?.subject).toBe('Asha asks for your consent to use Margdarshak');
    expect(mail?.text).toContain("A student signed up for Margdarshak, a career-counselling service, under the name “Asha Verma”, and gave this address as their parent's or guardian's.");
    expect(mail?.text).not.toContain(child.email.split('@')[0]);
    const events = await app.deps.db('events').where({ stream_name: `consent-${child.userId}` });
    expect(events.map((e: { type: string }) => e.type)).toEqual(['DateOfBirthRecorded', 'ParentalConsentRequested']);
    expect(JSON.stringify(events)).not.toContain(parentEmail);
    expect(JSON.stringify(events)).not.toContain(FIFTEEN);
  });

  it('shows the parent the child’s first name and the notice; a link works once', async () => {
    const parentEmail = email('father');
    const child = await student(FIFTEEN, parentEmail);
    await child.put(`/api/students/${child.userId}/profile`, { name: 'Asha Kulkarni', mobile: '9876543210' }).expectStatus(200);
    const token = await consentLinkTo(app, parentEmail);
    const view = await app.client().get(`/api/consent/${token}`).expectStatus(200).json<ConsentRequestView>();
    expect(view).toMatchObject({ childFirstName: 'Asha', parentEmail: 'f***@example.in', parentHasAccount: false, notice: { version: CONSENT_NOTICE_VERSION } });
    expect(view.notice.collected.length).toBeGreaterThan(0);
    expect(view.notice.retention.join(' ')).toMatch(/7 days/);

    const parent = app.client();
    expect((await parent.post(`/api/consent/${token}`, { decision: 'give', password: 'parent-secret-1' }).expectStatus(400).json<{ error: string }>()).error).toBe(
      'Please confirm that you are the parent or lawful guardian',
    );
    const given = await parent.post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'parent-secret-1' }).expectStatus(200).json<ConsentDecisionResponse>();
    expect(given.parent).toMatchObject({ email: parentEmail, role: 'parent' });
    expect(await parent.get('/api/user').json()).toEqual(given.parent);

    const gone = 'This consent link has already been used or has expired. Please ask your child to send a new one from their dashboard.';
    expect(await app.client().get(`/api/consent/${token}`).expectStatus(410).json()).toEqual({ error: gone });
    expect(await app.client().post(`/api/consent/${token}`, { decision: 'refuse' }).expectStatus(410).json()).toEqual({ error: gone });
    expect((await app.client().get('/api/consent/not-a-real-token-at-all-xyz')).status).toBe(410);

    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'given', mayBook: true });
    const [event] = await app.deps.db('events').where({ stream_name: `consent-${child.userId}`, type: 'ParentalConsentGiven' });
    expect(event.data).toMatchObject({ parentId: given.parent?.id, noticeVersion: CONSENT_NOTICE_VERSION, givenAt: clock.now().toISOString() });
    expect(JSON.stringify(event)).not.toContain(parentEmail);
    await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, ...nextChoice() });
  });

  it('expires after 7 days; a resend or a new address replaces the link', async () => {
    const first = email('late');
    const child = await student(FIFTEEN, first);
    const expired = await consentLinkTo(app, first);
    clock.advance(7 * 24 * 3_600_000 + 60_000);
    try {
      await app.client().get(`/api/consent/${expired}`).expectStatus(410);
      await child.post('/api/login', { email: child.email, password: 'secret-123' }).expectStatus(200); // a week idle ends the session
      await child.post('/api/me/consent/resend').expectStatus(200);
      const resent = await consentLinkTo(app, first);
      expect(resent).not.toBe(expired);
      await app.client().get(`/api/consent/${resent}`).expectStatus(200);

      const second = email('aunt');
      const moved = await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200).json<ConsentStatus>();
      expect(moved.parentEmail).toBe('a***@example.in');
      await app.client().get(`/api/consent/${resent}`).expectStatus(410);
      await app
        .client()
        .get(`/api/consent/${await consentLinkTo(app, second)}`)
        .expectStatus(200);
      expect((await child.put('/api/me/consent/parent-email', { parentEmail: child.email }).expectStatus(400).json<{ error: string }>()).error).toBe(
        "Your parent's e-mail must be different from your own",
      );
    } finally {
      clock.set(new Date('2026-11-23T06:00:00Z'));
    }
  });

  it('a refusal closes the child’s account: signed out, unable to sign in, erased', async () => {
    const parentEmail = email('no');
    const child = await student(FIFTEEN, parentEmail);
    const refused = await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'refuse' })
      .expectStatus(200)
      .json<ConsentDecisionResponse>();
    expect(refused.decision).toBe('refuse');
    await app.runDueJobs();
    expect((await child.get('/api/user')).status).toBe(401);
    expect((await app.client().post('/api/login', { email: child.email, password: 'secret-123' })).status).toBe(401);
    const types = (await app.deps.db('events').where({ stream_name: `user-${child.userId}` })).map((e: { type: string }) => e.type);
    expect(types).toContain('UserErased');
  });
});

describe('a parent', () => {
  it('with an account already signs in with its password to consent for a second child', async () => {
    const { parent } = await consentingFamily();
    const second = await student('2012-01-01', parent.email);
    const token = await consentLinkTo(app, parent.email);
    expect((await app.client().get(`/api/consent/${token}`).json<ConsentRequestView>()).parentHasAccount).toBe(true);
    await app.client().post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'wrong-password' }).expectStatus(401);
    await app.client().post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'parent-secret-1' }).expectStatus(200);
    const children = await parent.get('/api/parent/children').expectStatus(200).json<ParentChild[]>();
    expect(children.map((c) => c.id)).toContain(second.userId);
    expect(children).toHaveLength(2);
  });

  it('who consented in this browser before keeps consenting there while someone guesses their password on the same network', async () => {
    const { parent } = await consentingFamily();
    await student('2012-01-01', parent.email);
    const consent = `/api/consent/${await consentLinkTo(app, parent.email)}`;
    const guesser = app.client();
    for (let i = 0; i < 5; i++) await guesser.post(consent, { decision: 'give', isParent: true, password: `wrong-${i}` }).expectStatus(401);
    const refused = await guesser.post(consent, { decision: 'give', isParent: true, password: 'wrong-5' }).expectStatus(429).json<{ error: string }>();
    expect(refused.error).toMatch(/^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/);
    await parent.post(consent, { decision: 'give', isParent: true, password: 'parent-secret-1' }).expectStatus(200);
  });

  it('sees their child’s sessions and released report, pays the child’s order, and nothing of another family (403)', async () => {
    const { child, parent } = await consentingFamily();
    const other = await consentingFamily();
    const { id: bookingId } = await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, ...nextChoice() });

    // The child chooses; the parent pays the pending order.
    const pending = await order(child).expectStatus(200).json<{ id: string; amount: number; bookingId: string }>();
    const listed = await parent.get(`/api/parent/children/${child.userId}/bookings`).expectStatus(200).json<{ id: string; status: string; orderId: string | null }[]>();
    expect(listed.find((b) => b.id === pending.bookingId)).toMatchObject({
      status: 'pending',
      orderId: pending.id,
      order: { id: pending.id, amount: pending.amount, currency: 'INR', bookingId: pending.bookingId, gateway: 'local' },
    });
    await other.parent.post('/api/payment/local/approve', { orderId: pending.id }).expectStatus(404);
    const approval = await parent.post('/api/payment/local/approve', { orderId: pending.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
    const row = await app.deps.db('bookings').where({ id: pending.bookingId }).first();
    const bookingData = { counsellorId: counsellor.userId, studentId: child.userId, packageId: pkg.id, sessionDate: row.date, timeSlot: row.slot };
    const verified = await parent
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: pending.id, signature: approval.razorpay_signature, bookingData, amount: pending.amount })
      .expectStatus(200)
      .json<{ status: string }>();
    expect(verified.status).toBe('confirmed');
    await parent.post('/api/payment/create-order', {}).expectStatus(403);

    // Nothing unreleased: no report until the counsellor releases it.
    const test = await child
      .post(`/api/personality-test/${bookingId}/submit`, { testType: 'riasec', answers: await riasecAnswers() })
      .expectStatus(201)
      .json<{ id: string }>();
    const before = await parent.get(`/api/parent/children/${child.userId}/bookings`).json<{ id: string; session: { reports: unknown[] } }[]>();
    expect(before.find((b) => b.id === bookingId)?.session.reports).toEqual([]);
    await counsellor.put(`/api/personality-test/${test.id}/release`, { counsellorNotes: 'Strong investigative interests' }).expectStatus(200);
    const after = await parent.get(`/api/parent/children/${child.userId}/bookings`).json<{ id: string; session: { reports: { url: string }[] } }[]>();
    const url = after.find((b) => b.id === bookingId)?.session.reports[0]?.url ?? '';
    const pdf = await parent.get(url).expectStatus(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await other.parent.get(url)).status).toBe(404);

    // Another family's child: 403 everywhere.
    await other.parent.get(`/api/parent/children/${child.userId}/bookings`).expectStatus(403);
    await other.parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(403);
    expect((await other.parent.get('/api/parent/children').json<ParentChild[]>()).map((c) => c.id)).toEqual([other.child.userId]);
  });

  it('the parent endpoints answer parents only', async () => {
    const { child } = await consentingFamily();
    for (const path of ['/api/parent/children', `/api/parent/children/${child.userId}/bookings`]) {
      expect((await app.client().get(path)).status).toBe(401);
      expect((await child.get(path)).status).toBe(403);
      expect((await counsellor.get(path)).status).toBe(403);
      expect((await admin.get(path)).status).toBe(403);
    }
    expect((await child.post(`/api/parent/children/${child.userId}/withdraw-consent`)).status).toBe(403);
  });

  it('withdraws consent: new bookings and booking tests stop, the view stays, erasure is offered', async () => {
    const { child, parent } = await consentingFamily();
    const { id: bookingId } = await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, ...nextChoice() });
    const withdrawn = await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200).json<{ erasure: { method: string; path: string } }>();
    expect(withdrawn.erasure).toEqual({ method: 'DELETE', path: `/api/parent/children/${child.userId}` });
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200); // already withdrawn: nothing more
    expect(await order(child).expectStatus(403).json()).toEqual({ error: 'Your parent has withdrawn their consent, so new bookings are paused.' });
    await child.post(`/api/personality-test/${bookingId}/submit`, { testType: 'riasec', answers: await riasecAnswers() }).expectStatus(403);
    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'withdrawn', mayBook: false });
    expect((await parent.get('/api/parent/children').json<ParentChild[]>())[0]).toMatchObject({ id: child.userId, consent: 'withdrawn' });
    await parent.get(`/api/parent/children/${child.userId}/bookings`).expectStatus(200);
    const types = (await app.deps.db('events').where({ stream_name: `consent-${child.userId}` })).map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => t === 'ParentalConsentWithdrawn')).toHaveLength(1);
  });
});

let riasecItems: string[] | undefined;
async function riasecAnswers(): Promise<Record<string, number>> {
  riasecItems ??= (await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<{ items: { id: string }[] }>()).items.map((i) => i.id);
  return Object.fromEntries(riasecItems.map((id, i) => [id, (i % 5) + 1]));
}

describe('the family consents read model', () => {
  it('rebuilt from the log equals the one built as events came', async () => {
    await consentingFamily();
    const rows = () => app.deps.db('family_consents').orderBy('id');
    const before = await rows();
    expect(before.length).toBeGreaterThan(5);
    await app.rebuildReadModels();
    expect(await rows()).toEqual(before);
  });
});
