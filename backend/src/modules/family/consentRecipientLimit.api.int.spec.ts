// Issue 27, item 2, over HTTP: one address receives at most 3 consent e-mails in any 24 hours, whatever number of
// students name it (each sign-up is a fresh student with its own allowance). A sign-up held back still makes its
// account, and its card says the mail has not gone and when it can; Send again and a change request are refused with
// the same limit. No mail quotes a name made from the e-mail's local part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentRequestView, ConsentStatus } from '@margdarshak/contracts/api/family';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { CHILD_PASSWORD, consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 AM in India
const clock = fixedClock(start);
const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let n = 0;
const address = (name: string) => `${name}.${++n}.${Date.now()}@example.in`;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

type Child = HttpClient & { userId: string; email: string };

async function minorNaming(parentEmail: string, email = address('child')): Promise<Child> {
  const child = app.client();
  const { id } = await child
    .post('/api/register', { email, password: CHILD_PASSWORD, role: 'student', name: 'Lab Student', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail })
    .expectStatus(201)
    .json<{ id: string }>();
  return Object.assign(child, { userId: id, email });
}

/** A minor who signed up without a date of birth (so without a name) and gave it, with `parentEmail`, at first sign-in. */
async function minorWithoutName(parentEmail: string, email: string): Promise<void> {
  const child = app.client();
  await child.post('/api/register', { email, password: CHILD_PASSWORD, role: 'student' }).expectStatus(201);
  await child.post('/api/me/age', { dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail }).expectStatus(201);
}

const consentTypes = async (studentId: string) => (await app.deps.eventStore.readStream(`consent-${studentId}`)).map((e) => e.type);
const NEXT_DAY_MESSAGE =
  'This address has already had 3 consent e-mails from us in the last 24 hours, which is the most we send to one address in a day. You can send the request from 24 Nov, 11:30 am.';

describe('one address, many sign-ups', () => {
  it('gets 3 consent e-mails a day; the 4th and 5th accounts are made, and their cards say the mail waits and until when', async () => {
    clock.set(start);
    const parentEmail = address('stranger');
    const children: Child[] = [];
    for (let i = 0; i < 5; i++) children.push(await minorNaming(parentEmail));
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(3);

    const [, , , held] = children;
    if (!held) throw new Error('five children');
    expect(await consentTypes(held.userId)).toEqual(['DateOfBirthRecorded', 'ConsentMailHeldBack']);
    const status = await held.get('/api/me/consent').expectStatus(200).json<ConsentStatus>();
    expect(status).toMatchObject({
      status: 'awaiting',
      mayBook: false,
      expiresAt: null,
      message: 'We have not been able to e-mail your parent at s***@example.in yet.',
      mailsLeft: 3, // the student's own allowance is untouched: nothing went
      addressLimit: {
        nextMailAt: '2026-11-24T06:00:00.000Z',
        message: 's***@example.in has had 3 consent e-mails from us in the last 24 hours, the most we send to one address in a day. You can send the request there from 24 Nov, 11:30 am.',
      },
    });
    expect(await held.post('/api/me/consent/resend').expectStatus(429).json()).toEqual({ error: NEXT_DAY_MESSAGE, nextMailAt: '2026-11-24T06:00:00.000Z' });
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(3);
    // The address kept for Send again is in the student's own file, as every step of their consent is.
    const file = await held.post('/api/me/export', { password: CHILD_PASSWORD }).expectStatus(200).json<MyDataExport>();
    expect(file.consents).toEqual([expect.objectContaining({ event: 'mail_held_back', at: start.toISOString(), sentTo: 's***@example.in' })]);

    // A day later the held-back request goes with Send again.
    clock.set(new Date(start.getTime() + DAY));
    await held.post('/api/login', { email: held.email, password: CHILD_PASSWORD }).expectStatus(200);
    const sent = await held.post('/api/me/consent/resend').expectStatus(200).json<ConsentStatus>();
    expect(sent).toMatchObject({ status: 'awaiting', addressLimit: null, message: "We are waiting for your parent's consent: we sent the request to s***@example.in." });
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(4);
    clock.set(start);
  });

  it('a new address is checked against its own limit, and a change request against the address of the parent it asks', async () => {
    clock.set(start);
    const parentEmail = address('mother');
    for (let i = 0; i < 2; i++) await minorNaming(parentEmail);
    const third = await minorNaming(parentEmail);
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    // The child whose link the mother used asks for another parent: that would be a 4th mail to the mother today.
    expect(await third.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'given' });
    expect(
      await third
        .put('/api/me/consent/parent-email', { parentEmail: address('aunt') })
        .expectStatus(429)
        .json(),
    ).toEqual({ error: NEXT_DAY_MESSAGE, nextMailAt: '2026-11-24T06:00:00.000Z' });
    expect((await consentTypes(third.userId)).at(-1)).toBe('ParentalConsentGiven');

    // Another child of the day, held back at the mother's address, may still name a fresh one.
    const late = await minorNaming(parentEmail);
    const aunt = address('aunt');
    expect(await late.put('/api/me/consent/parent-email', { parentEmail: aunt }).expectStatus(200).json<ConsentStatus>()).toMatchObject({ status: 'awaiting', addressLimit: null });
    expect(await readOutbox(app.outboxDir, aunt)).toHaveLength(1);
  });
});

describe('what a mail and its link’s page call a student who has given no name', () => {
  it('never the e-mail’s local part, which the sign-up chose', async () => {
    clock.set(start);
    const parentEmail = address('someone');
    const spam = `win.rs.10000.now.at.spam-example.${++n}`;
    await minorWithoutName(parentEmail, `${spam}@example.in`);
    const [mail] = await readOutbox(app.outboxDir, parentEmail);
    expect(mail?.text).toContain("A student signed up for Margdarshak, a career-counselling service, and gave this address as their parent's or guardian's.");
    expect(mail?.text).not.toContain(spam);
    expect(mail?.text).not.toContain('“');
    const view = await app
      .client()
      .get(`/api/consent/${await consentLinkTo(app, parentEmail)}`)
      .expectStatus(200)
      .json<ConsentRequestView>();
    expect(view.childFirstName).toBe(''); // the page says "your child"
  });
});
