// A Hindi-medium family's consent over HTTP (issue 33): a student who signs up on a Hindi page has chosen Hindi; their
// parent's mail is Hindi first with the Hindi page's link; the page's notice comes in the language it asks for; and the
// decision records which notice the parent read, answered in those words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_GIVEN, type ConsentDecisionResponse, type ConsentRequestView } from '@margdarshak/contracts/api/family';
import { consentNotice, consentNoticeHi } from '@margdarshak/contracts/family/consentNotice';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { consentStream } from './consent';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const hindi = { 'Accept-Language': 'hi' };

async function signUpMinor(tag: string, headers: Record<string, string>) {
  const parentEmail = `parent.${tag}.${Date.now()}@example.in`;
  const child = app.client();
  const registered = await child
    .post('/api/register', { email: `child.${tag}.${Date.now()}@example.in`, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail }, headers)
    .expectStatus(201)
    .json<{ id: string }>();
  return { child, childId: registered.id, parentEmail };
}

describe('consent in Hindi', () => {
  it('a student signing up on a Hindi page reads Hindi, and their parent is mailed in Hindi first, then English', async () => {
    const { child, parentEmail } = await signUpMinor('hi', hindi);
    expect(((await child.get('/api/user').expectStatus(200).json()) as { language?: string }).language).toBe('hi');
    const [mail] = await readOutbox(app.outboxDir, parentEmail);
    expect(mail?.subject).toBe('Asha ने Margdarshak इस्तेमाल करने के लिए आपकी सहमति माँगी है');
    const text = mail?.text ?? '';
    expect(text.indexOf('/hi/consent/')).toBeGreaterThan(0);
    expect(text.indexOf('/hi/consent/')).toBeLessThan(text.indexOf('In English:'));
    expect(text.slice(text.indexOf('In English:'))).toMatch(/[^i]\/consent\//);
  });

  it('a student signing up on an English page gets the English mail, as before', async () => {
    const { child, parentEmail } = await signUpMinor('en', {});
    expect(((await child.get('/api/user').expectStatus(200).json()) as { language?: string }).language).toBeUndefined();
    const [mail] = await readOutbox(app.outboxDir, parentEmail);
    expect(mail?.subject).toBe('Asha asks for your consent to use Margdarshak');
    expect(mail?.text).not.toContain('In English:');
  });

  it('gives the notice in the language the page asks for, and records and answers in the notice the parent read', async () => {
    const { childId, parentEmail } = await signUpMinor('notice', hindi);
    const token = await consentLinkTo(app, parentEmail);
    const parent = app.client();
    expect((await parent.get(`/api/consent/${token}`, hindi).expectStatus(200).json<ConsentRequestView>()).notice).toEqual(consentNoticeHi);
    expect((await parent.get(`/api/consent/${token}`).expectStatus(200).json<ConsentRequestView>()).notice).toEqual(consentNotice);
    const answer = await parent.post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD, noticeLanguage: 'hi' }).expectStatus(200).json<ConsentDecisionResponse>();
    expect(answer.message).toBe(hindiOf(CONSENT_GIVEN));
    const given = (await app.deps.eventStore.readStream(consentStream(childId))).find((event) => event.type === 'ParentalConsentGiven');
    expect(given?.data).toMatchObject({ noticeLanguage: 'hi', noticeVersion: consentNotice.version });
    // The parent consented in Hindi: once the consent's processors have run (the account is another stream, taken by
    // family's parentLanguage processor), their account reads Hindi, and so do their mails about their child.
    await app.runDueJobs();
    await app.runDueJobs();
    expect(((await parent.get('/api/user').expectStatus(200).json()) as { language?: string }).language).toBe('hi');
    const recorded = (await readOutbox(app.outboxDir, parentEmail)).at(-1);
    expect(recorded?.subject).toBe('Margdarshak पर आपकी सहमति दर्ज हो गई है');
    expect(recorded?.text.startsWith('नमस्ते,')).toBe(true);
  });
});
