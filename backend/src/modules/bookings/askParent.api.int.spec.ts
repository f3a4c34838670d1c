// Issue 30, item 2, over HTTP: before consent a minor's "Ask my parent" mails the parent the chosen session, priced by
// the server, with a new consent link, and holds nothing; who may ask and with what; once consent lets the child book,
// they are mailed "You can book now"; each of these mails goes once, also when a job runs again after a crash between
// the mail's hand-over and its record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSENT_AWAITED, type AskParentResponse, type ConsentStatus } from '@margdarshak/contracts/api/family';
import { formatPaise } from '@margdarshak/contracts/money';
import { fixedClock } from '../../platform/clock';
import { mailDeliveriesTable } from '../../platform/mail/mailDeliveries';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { jobsTable } from '../../platform/processors/jobs';
import { CHILD_PASSWORD, consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
let app: TestApp;
let counsellor: Signed;
let pkg: { id: string; price: number };
let n = 0;

beforeAll(async () => {
  ({ app, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const address = (name: string) => `${name}.${++n}.${Date.now()}@example.in`;
const choice = (timeSlot = '10:00 AM') => ({ counsellorId: counsellor.userId, packageId: pkg.id, sessionDate: '2026-11-25', timeSlot });

/** A 15-year-old named Aarav Mehta, signed up naming `parentEmail` (who is mailed the sign-up's consent link). */
async function minor(parentEmail: string): Promise<Signed> {
  const child = app.client();
  const email = address('aarav');
  const body = { email, password: CHILD_PASSWORD, role: 'student', name: 'Aarav Mehta', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail };
  const { id } = await child.post('/api/register', body).expectStatus(201).json<{ id: string }>();
  return Object.assign(child, { userId: id, email });
}

const askParent = (client: HttpClient, body: unknown = choice()) => client.post('/api/me/consent/ask-parent', body);

describe('POST /api/me/consent/ask-parent', () => {
  it('202: mails the parent the session with its server price and a new consent link, and holds nothing', async () => {
    const parentEmail = address('mother');
    const child = await minor(parentEmail);
    const signUpLink = await consentLinkTo(app, parentEmail);
    const answer = await askParent(child).expectStatus(202).json<AskParentResponse>();
    expect(answer.message).toBe(
      'We have e-mailed your parent at m***@example.in with this session and the consent link. Nothing is held for you: once they consent, you or they can book it if it is still free.',
    );
    expect(answer.consent).toMatchObject({ status: 'awaiting', mayBook: false, mailsLeft: 1 });
    await app.runDueJobs();

    const mails = await readOutbox(app.outboxDir, parentEmail);
    expect(mails).toHaveLength(2); // the sign-up's link, then the session
    const asked = mails[1];
    expect(asked?.subject).toBe('Aarav asks you about a counselling session on Margdarshak');
    for (const line of [
      'Your child, who gave us the name “Aarav Mehta”, would like a career-counselling session',
      'Counsellor: ',
      'Package: advanced',
      'Date: Wednesday, 25 November 2026',
      'Time: 10:00 AM (India time), 60 minutes, online',
      `Price: ${formatPaise(pkg.price * 100)}`,
      'Nothing is booked or held yet',
      '\n\nMargdarshak',
    ]) {
      expect(asked?.text).toContain(line);
    }
    expect(asked?.text).not.toContain(child.email);
    // The mail's link is the one that works now; the sign-up's stopped working.
    const token = await consentLinkTo(app, parentEmail);
    expect(token).not.toBe(signUpLink);
    await app.client().get(`/api/consent/${token}`).expectStatus(200);
    await app.client().get(`/api/consent/${signUpLink}`).expectStatus(410);
    // Nothing held: the time is still open to anyone.
    const slots = await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=2026-11-25`).json<{ availableSlots: string[] }>();
    expect(slots.availableSlots).toContain('10:00 AM');
  });

  it('prices the session from the catalogue, whatever the page thought (no amount is taken)', async () => {
    const parentEmail = address('father');
    const child = await minor(parentEmail);
    await askParent(child, { ...choice('11:00 AM'), amount: 100, price: 1 }).expectStatus(202);
    await app.runDueJobs();
    const [, asked] = await readOutbox(app.outboxDir, parentEmail);
    expect(asked?.text).toContain(`Price: ${formatPaise(pkg.price * 100)}\n`);
  });

  it('is limited as Send again is: 3 consent e-mails a day with the sign-up’s, then 429 with when', async () => {
    const parentEmail = address('guardian');
    const child = await minor(parentEmail);
    await askParent(child).expectStatus(202);
    await child.post('/api/me/consent/resend').expectStatus(200);
    const refused = await askParent(child).expectStatus(429).json<{ error: string; nextMailAt: string }>();
    expect(refused.nextMailAt).toBe('2026-11-24T06:00:00.000Z');
    await app.runDueJobs();
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(3);
  });

  it('400 with field errors for a choice that is not one, and nothing is sent', async () => {
    const parentEmail = address('aunt');
    const child = await minor(parentEmail);
    const answer = await askParent(child, { counsellorId: 'someone', packageId: pkg.id, sessionDate: '25/11/2026', timeSlot: 'teatime' }).expectStatus(400).json<{ issues: { path: string }[] }>();
    expect([...new Set(answer.issues.map((issue) => issue.path))].sort()).toEqual(['counsellorId', 'sessionDate', 'timeSlot']);
    // A time the counsellor does not offer, or a day too soon: refused as create-order refuses it.
    await askParent(child, { ...choice(), timeSlot: '11:30 PM' }).expectStatus(422);
    await askParent(child, { ...choice(), sessionDate: '2026-11-24' }).expectStatus(422);
    await app.runDueJobs();
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(1); // the sign-up's link only
  });

  it('409 when no consent is awaited: an adult, or a child whose parent has consented', async () => {
    const adult = await app.signUp('student');
    expect(await askParent(adult).expectStatus(409).json()).toEqual({ error: NO_CONSENT_AWAITED });
    const parentEmail = address('consenting');
    const child = await minor(parentEmail);
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    expect(await askParent(child).expectStatus(409).json()).toEqual({ error: NO_CONSENT_AWAITED });
  });

  it('401 signed out; 403 for a counsellor or a parent, who have no consent of their own to ask for', async () => {
    await askParent(app.client()).expectStatus(401);
    await askParent(counsellor).expectStatus(403);
    const parentEmail = address('parent');
    await minor(parentEmail);
    const parent = app.client();
    await parent.post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }).expectStatus(200);
    await askParent(parent).expectStatus(403);
  });
});

describe('once the parent consents', () => {
  it('the child is mailed "You can book now" with the session they asked for, and their card says so', async () => {
    const parentEmail = address('mummy');
    const child = await minor(parentEmail);
    await askParent(child, choice('02:00 PM')).expectStatus(202);
    await app.runDueJobs();
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    await app.runDueJobs();
    const [mail, ...more] = await readOutbox(app.outboxDir, child.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('You can book now: your parent has given their consent');
    expect(mail?.text).toContain('Hello Aarav,');
    expect(mail?.text).toContain('on Wednesday, 25 November 2026 at 02:00 PM (India time)');
    expect(mail?.text).toContain(`/booking-summary/${counsellor.userId}/${pkg.id}?date=2026-11-25&timeSlot=02%3A00+PM`);
    const status = await child.get('/api/me/consent').json<ConsentStatus>();
    expect(status).toMatchObject({ status: 'given', mayBook: true, bookingOpenedAt: clock.now().toISOString() });
  });
});

describe('each new mail once, across a crash', () => {
  const db = () => app.deps.db;

  /**
   * What a SIGKILL between a mail's hand-over and its record leaves, for the processor's job on this child's consent
   * stream: the mail in the outbox, its record 'sending', the job not done. The restart's run then finds it so.
   */
  async function crashAfterHandOver(processor: string, studentId: string, suffix: string): Promise<string> {
    const caused = db()('events').select('event_id').where('stream_name', `consent-${studentId}`);
    const jobs = await db()(jobsTable).where({ processor }).whereIn('causation_id', caused).update({ done_at: null, outcome: null }, ['id', 'causation_id']);
    expect(jobs).toHaveLength(1);
    const mailId = `${jobs[0]?.causation_id}-${suffix}`;
    expect(await db()(mailDeliveriesTable).where({ id: mailId }).update({ state: 'sending' })).toBe(1);
    return mailId;
  }

  it('a job run again after its mail was handed over and before it was recorded sends nothing twice', async () => {
    const parentEmail = address('crash.parent');
    const child = await minor(parentEmail);
    const mailsTo = async (to: string) => (await readOutbox(app.outboxDir, to)).map((mail) => mail.id);

    await askParent(child).expectStatus(202);
    await app.runDueJobs();
    const asked = await crashAfterHandOver('ask-parent-mails', child.userId, 'ask-parent');
    const toParent = await mailsTo(parentEmail);
    await app.runDueJobs();
    expect(await mailsTo(parentEmail)).toEqual(toParent);
    expect(toParent.filter((id) => id === asked)).toHaveLength(1);

    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    await app.runDueJobs();
    const opened = await crashAfterHandOver('booking-open-mails', child.userId, 'booking-open');
    await app.runDueJobs();
    expect(await mailsTo(child.email)).toEqual([opened]);
    expect(await db()(mailDeliveriesTable).whereIn('id', [asked, opened]).pluck('state')).toEqual(['sent', 'sent']);
  });
});
