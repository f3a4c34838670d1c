// A Hindi-medium family before consent, over HTTP (issue 33): the student's consent card and the ask-your-parent answer
// come in Hindi; the parent, who has no account yet, is mailed the asked session Hindi first with the Hindi page's link
// and then the English whole; once the parent consents, the student's "You can book now" is Hindi, with the Hindi
// booking summary's link. A family on English pages gets the English, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskParentResponse, ConsentStatus } from '@margdarshak/contracts/api/family';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { CHILD_PASSWORD, consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { BOOKING_OPEN_SUBJECT, BOOKING_OPEN_SUBJECT_HI } from './bookingOpenMail';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
let app: TestApp;
let counsellor: Signed;
let pkg: { id: string; price: number };
let n = 0;

beforeAll(async () => {
  ({ app, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const hindi = { 'Accept-Language': 'hi' };
const address = (name: string) => `${name}.${++n}.${Date.now()}@example.in`;

/** A 15-year-old named Aarav Mehta who signs up on a Hindi page (or an English one), naming `parentEmail`. */
async function minor(parentEmail: string, headers: Record<string, string>): Promise<Signed> {
  const child = app.client();
  const email = address('aarav');
  const body = { email, password: CHILD_PASSWORD, role: 'student', name: 'Aarav Mehta', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail };
  const { id } = await child.post('/api/register', body, headers).expectStatus(201).json<{ id: string }>();
  return Object.assign(child, { userId: id, email });
}

const choice = { counsellorId: '', packageId: '', sessionDate: '2026-11-25', timeSlot: '02:00 PM' };
const englishWordsIn = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/Aarav( Mehta)?|Margdarshak|\S+@\S+/g, '')
    .match(/[A-Za-z]{2,}/g);

describe('asking a parent, in Hindi', () => {
  it('words the card and the answer in Hindi, mails the parent in both languages, then the student in Hindi', async () => {
    const parentEmail = address('maa');
    const child = await minor(parentEmail, hindi);

    const card = await child.get('/api/me/consent').expectStatus(200).json<ConsentStatus>();
    expect(card.status).toBe('awaiting');
    expect(card.message).toBe('आपके माता-पिता की सहमति का इंतज़ार है: अनुरोध m***@example.in पर भेजा गया है।');

    const answer = await child
      .post('/api/me/consent/ask-parent', { ...choice, counsellorId: counsellor.userId, packageId: pkg.id })
      .expectStatus(202)
      .json<AskParentResponse>();
    expect(answer.message).toMatch(/^m\*\*\*@example\.in पर आपके माता-पिता को इस सेशन और सहमति के लिंक के साथ ई-मेल भेज दिया गया है।/);
    expect(englishWordsIn(answer.message)).toBeNull();
    expect(answer.consent.message).toBe(card.message);
    await app.runDueJobs();

    const asked = (await readOutbox(app.outboxDir, parentEmail))[1];
    expect(asked?.subject).toBe('Aarav ने Margdarshak पर एक काउंसलिंग सेशन के लिए आपसे पूछा है');
    const [inHindi = '', inEnglish = ''] = (asked?.text ?? '').split('\n\nIn English:\n\n');
    expect(inHindi).toContain('/hi/consent/');
    expect(inHindi).toContain('समय: दोपहर 2:00 बजे (भारतीय समय), 60 मिनट, ऑनलाइन');
    // The counsellor's and the package's own names are as their owners wrote them; every other word is Hindi.
    expect(englishWordsIn(inHindi.replace(/^(काउंसलर|पैकेज): .*$/gm, ''))).toBeNull();
    expect(inEnglish).toContain('Time: 02:00 PM (India time), 60 minutes, online');
    expect(inEnglish).toMatch(/[^i]\/consent\//);

    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD, noticeLanguage: 'hi' })
      .expectStatus(200);
    await app.runDueJobs();
    const [open] = await readOutbox(app.outboxDir, child.email);
    expect(open?.subject).toBe(BOOKING_OPEN_SUBJECT_HI);
    expect(open?.text).toContain('नमस्ते Aarav,');
    expect(open?.text).toContain('बुधवार, 25 नवंबर 2026, दोपहर 2:00 बजे (भारतीय समय)');
    expect(open?.text).toContain(`/hi/booking-summary/${counsellor.userId}/${pkg.id}?date=2026-11-25&timeSlot=02%3A00+PM`);
  });

  it('stays English for a family on English pages', async () => {
    const parentEmail = address('mother');
    const child = await minor(parentEmail, {});
    expect((await child.get('/api/me/consent').json<ConsentStatus>()).message).toBe("We are waiting for your parent's consent: we sent the request to m***@example.in.");
    await child.post('/api/me/consent/ask-parent', { ...choice, counsellorId: counsellor.userId, packageId: pkg.id }).expectStatus(202);
    await app.runDueJobs();
    expect((await readOutbox(app.outboxDir, parentEmail))[1]?.text).not.toContain('In English:');
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    await app.runDueJobs();
    expect((await readOutbox(app.outboxDir, child.email))[0]?.subject).toBe(BOOKING_OPEN_SUBJECT);
  });
});
