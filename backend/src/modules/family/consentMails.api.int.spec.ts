// Issue 27, item 2, over HTTP: the consent mails cannot be turned into a relay. Send again and a new address are limited
// (3 consent e-mails in any 24 hours, 5 different addresses ever) with a message that says when; and nothing a student
// typed appears in a mail's subject, while the body quotes it as their name only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentStatus } from '@margdarshak/contracts/api/family';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { CHILD_PASSWORD, consentingFamily, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { PARENT_CHANGE_MAIL_SUBJECT } from './consentMail';

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

/** A 15-year-old signed up naming `parentEmail`, with the profile name they chose. */
async function minor(parentEmail: string, name = 'Asha Kulkarni'): Promise<HttpClient & { userId: string; email: string }> {
  const child = app.client();
  const email = address('child');
  const { id } = await child.post('/api/register', { email, password: CHILD_PASSWORD, role: 'student', name, dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail }).expectStatus(201).json<{ id: string }>();
  await child.put(`/api/students/${id}/profile`, { name, mobile: '9876543210' }).expectStatus(200);
  return Object.assign(child, { userId: id, email });
}

describe('Send again and a new address', () => {
  it('25 resends in a day send 2 more e-mails (3 with the sign-up’s), then say plainly when the next can go', async () => {
    clock.set(start);
    const parentEmail = address('parent');
    const child = await minor(parentEmail);
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await child.post('/api/me/consent/resend'));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.slice(2).every((a) => a.status === 429)).toBe(true);
    const refusal: unknown = await answers[24]?.json();
    const message = 'We have sent 3 consent e-mails for you in the last 24 hours, which is the most we send in a day. You can send another from 24 Nov, 11:30 am.';
    expect(refusal).toEqual({ error: message, nextMailAt: '2026-11-24T06:00:00.000Z' });
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(3);
    expect(await child.get('/api/me/consent').json<ConsentStatus>()).toMatchObject({ status: 'awaiting', mailsLeft: 0, nextMailAt: '2026-11-24T06:00:00.000Z', limitMessage: message });

    clock.set(new Date(start.getTime() + DAY));
    await child.post('/api/login', { email: child.email, password: CHILD_PASSWORD }).expectStatus(200);
    expect(await child.post('/api/me/consent/resend').expectStatus(200).json<ConsentStatus>()).toMatchObject({ mailsLeft: 2, nextMailAt: null }); // the three of the day before have left the window
    expect(await readOutbox(app.outboxDir, parentEmail)).toHaveLength(4);
  });

  it('10 addresses over 10 days: the first 5 different ones are mailed, the rest refused for good, a used one still works', async () => {
    clock.set(start);
    const addresses = Array.from({ length: 10 }, (_, i) => address(`guardian${i}`));
    const child = await minor(addresses[0] ?? '');
    const statuses: number[] = [];
    for (const [i, next] of addresses.slice(1).entries()) {
      clock.set(new Date(start.getTime() + (i + 1) * DAY));
      await child.post('/api/login', { email: child.email, password: CHILD_PASSWORD }).expectStatus(200);
      const answer = await child.put('/api/me/consent/parent-email', { parentEmail: next });
      statuses.push(answer.status);
      if (answer.status === 409) {
        expect(await answer.json()).toEqual({
          error:
            'You have already given 5 different addresses for your parent, which is the most we accept. Please send the request to one of them again, or write to us from the Contact page and we will help.',
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409, 409]);
    const mailed = await Promise.all(addresses.map(async (to) => (await readOutbox(app.outboxDir, to)).length));
    expect(mailed).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    await child.put('/api/me/consent/parent-email', { parentEmail: addresses[2] }).expectStatus(200);
    expect(await readOutbox(app.outboxDir, addresses[2] ?? '')).toHaveLength(2);
    clock.set(start);
  });
});

describe('what a student typed, in a mail', () => {
  const spammy = 'WIN Rs 10000 now at spam.example';

  it('reaches a subject only as one plain word; the body quotes it as the student’s name, and not their address', async () => {
    clock.set(start);
    const parentEmail = address('parent');
    const child = await minor(parentEmail, spammy);
    await child.post('/api/me/consent/resend').expectStatus(200);
    const mails = await readOutbox(app.outboxDir, parentEmail);
    expect(mails.map((mail) => mail.subject)).toEqual(['WIN asks for your consent to use Margdarshak', 'WIN asks for your consent to use Margdarshak']);
    const body = mails.at(-1)?.text ?? '';
    expect(body).toContain(`under the name “${spammy}”,`);
    expect(body.split(spammy)).toHaveLength(2); // once
    expect(body).not.toContain(child.email);
  });

  it('nor in the subject of the mail asking a parent to confirm a change', async () => {
    const { child, parent } = await consentingFamily(app, spammy, `${++n}.${Date.now()}`);
    await child.put('/api/me/consent/parent-email', { parentEmail: address('second') }).expectStatus(200);
    const notice = (await readOutbox(app.outboxDir, parent.email)).at(-1);
    expect(notice?.subject).toBe(PARENT_CHANGE_MAIL_SUBJECT);
    expect(notice?.text).toContain(`named “${spammy}” on Margdarshak`);
    // The parent's own deletion of the child's account: a subject with no name in it either.
    await parent.raw('DELETE', `/api/parent/children/${child.userId}`, JSON.stringify({ password: PARENT_PASSWORD }), { 'Content-Type': 'application/json' }).expectStatus(200);
    await app.runDueJobs();
    const subjects = (await readOutbox(app.outboxDir, parent.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your child’s Margdarshak account is deleted');
    expect(subjects.some((subject) => subject.includes(spammy))).toBe(false);
  });
});
