// The API's messages in the reader's language (issue 33): Hindi for a family whose account chose it, or, signed out,
// whose request asks for it (Accept-Language, which the browser sets to the page's language); the spec's English,
// unchanged, for everyone else, and always for counsellors, admins and auditors, whose areas stay English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGE_MESSAGE, INVALID_EMAIL, INVALID_LOGIN, meLanguagePath } from '@margdarshak/contracts/api/accounts';
import { CONTACT_THANKS } from '@margdarshak/contracts/api/contact';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const hindi = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const english = { 'Accept-Language': 'en-IN,en;q=0.9,hi;q=0.5' };
const inHindi = (message: string) => {
  const found = hindiOf(message);
  if (!found) throw new Error(`no Hindi for ${message}`);
  return found;
};

describe("the API's messages", () => {
  it('follow Accept-Language when signed out: the failure, each field message, and a bare answer', async () => {
    const badEmail = await app.client().post('/api/login', { email: 'asha', password: 'secret-123' }, hindi).expectStatus(400).json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(badEmail).toEqual({ error: inHindi(INVALID_EMAIL), issues: [{ path: 'email', message: inHindi(INVALID_EMAIL) }] });
    const student = await app.signUp('student');
    expect(await app.client().post('/api/login', { email: student.email, password: 'wrong-password' }, hindi).expectStatus(401).json()).toEqual({ error: inHindi(INVALID_LOGIN) });
    const thanks = await app.client().post('/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'नमस्ते' }, hindi).expectStatus(201);
    expect(thanks.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await thanks.json()).toEqual({ message: inHindi(CONTACT_THANKS) });
  });

  it("stay the spec's English for English, for no Accept-Language, and for a language we do not write", async () => {
    for (const headers of [english, {}, { 'Accept-Language': 'fr' }]) {
      expect(await app.client().post('/api/login', { email: 'asha', password: 'secret-123' }, headers).expectStatus(400).json()).toEqual({
        error: INVALID_EMAIL,
        issues: [{ path: 'email', message: INVALID_EMAIL }],
      });
    }
  });

  it("follow a family's account once it chose Hindi, whatever the request asks", async () => {
    const student = await app.signUp('student');
    await student.put(meLanguagePath, { language: 'hi' }).expectStatus(200);
    for (const headers of [english, {}]) {
      expect(await student.put(meLanguagePath, { language: 'fr' }, headers).expectStatus(400).json()).toEqual({
        error: inHindi(ACCOUNT_LANGUAGE_MESSAGE),
        issues: [{ path: 'language', message: inHindi(ACCOUNT_LANGUAGE_MESSAGE) }],
      });
    }
    await student.put(meLanguagePath, { language: 'en' }, hindi).expectStatus(200);
    expect(await student.put(meLanguagePath, { language: 'fr' }, hindi).expectStatus(400).json()).toMatchObject({ error: ACCOUNT_LANGUAGE_MESSAGE });
  });

  it('stay English for a counsellor, even one who chose Hindi on the public pages', async () => {
    const counsellor = await app.signUp('counsellor');
    await counsellor.put(meLanguagePath, { language: 'hi' }).expectStatus(200);
    expect(await counsellor.put(meLanguagePath, { language: 'fr' }, hindi).expectStatus(400).json()).toMatchObject({ error: ACCOUNT_LANGUAGE_MESSAGE });
  });

  it("leave what is not the API's own words alone: a list, or an answer with more in it than a message", async () => {
    const packages = await app.client().get('/api/packages', hindi).expectStatus(200).json<unknown[]>();
    expect(Array.isArray(packages)).toBe(true);
  });
});
