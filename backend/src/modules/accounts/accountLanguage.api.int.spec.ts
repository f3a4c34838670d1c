// The account's language (issue 28, item 6) over HTTP: GET /api/user answers it once chosen (absent until then, so the
// browser may carry over a choice made before signing up or in; the data export still says 'en'), PUT /api/user/language
// changes the signed-in account's own and nobody else's, refuses anything but 'en' or 'hi' with a field message, and the
// choice is one event on the account's stream that a rebuild reads back the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGE_MESSAGE, accountLanguagePath, meLanguagePath } from '@margdarshak/contracts/api/accounts';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { myDataPaths, type MyDataExport } from '@margdarshak/contracts/api/myData';
import { fixedClock } from '../../platform/clock';
import { consentingFamily } from '../../testing/family';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { userStream } from './user';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

const languageOf = async (client: HttpClient) => (await client.get('/api/user').expectStatus(200).json<{ language?: string }>()).language;
const choices = async (userId: string) => (await app.deps.eventStore.readStream(userStream(userId))).filter((event) => event.type === 'AccountLanguageChosen').map((event) => event.data);

describe('the account’s language', () => {
  it('is absent until chosen, then what the account chose, for every role', async () => {
    const student = await app.signUp('student');
    const counsellor = await app.signUp('counsellor');
    const admin = await app.admin();
    for (const client of [student, counsellor, admin]) {
      const account = await client.get('/api/user').expectStatus(200).json<object>();
      expect(Object.keys(account).sort()).toEqual(['email', 'id', 'role']);
    }

    expect(await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200).json()).toEqual({ language: 'hi' });
    expect(await student.get('/api/user').expectStatus(200).json()).toEqual({ id: student.userId, email: student.email, role: 'student', language: 'hi' });
    expect(await counsellor.put(accountLanguagePath, { language: 'hi' }).expectStatus(200).json()).toEqual({ language: 'hi' });
    expect(await languageOf(counsellor)).toBe('hi');
    expect(await student.put(accountLanguagePath, { language: 'en' }).expectStatus(200).json()).toEqual({ language: 'en' });
    expect(await languageOf(student)).toBe('en');
    expect(await choices(student.userId)).toEqual([
      { userId: student.userId, language: 'hi' },
      { userId: student.userId, language: 'en' },
    ]);
  });

  it('comes with the sign-in answer, as GET /api/user gives it', async () => {
    const student = await app.signUp('student');
    const signIn = () => app.client().post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200).json<object>();
    expect(await signIn()).toEqual({ id: student.userId, email: student.email, role: 'student' });
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    expect(await signIn()).toEqual({ id: student.userId, email: student.email, role: 'student', language: 'hi' });
  });

  it('changes only the signed-in account’s own, whatever id the body names', async () => {
    const one = await app.signUp('student');
    const other = await app.signUp('student');
    await one.put(accountLanguagePath, { language: 'hi', userId: other.userId, id: other.userId }).expectStatus(200);
    expect(await languageOf(one)).toBe('hi');
    expect(await languageOf(other)).toBeUndefined();
    expect(await choices(other.userId)).toEqual([]);
  });

  it('records a first choice of English, and writes nothing when the same language is chosen again', async () => {
    const student = await app.signUp('student');
    await student.put(accountLanguagePath, { language: 'en' }).expectStatus(200);
    expect(await languageOf(student)).toBe('en');
    await student.put(accountLanguagePath, { language: 'en' }).expectStatus(200);
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    expect(await choices(student.userId)).toEqual([
      { userId: student.userId, language: 'en' },
      { userId: student.userId, language: 'hi' },
    ]);
  });

  it('refuses anything but en or hi with a 400 naming the field, and keeps the language', async () => {
    const student = await app.signUp('student');
    for (const body of [{}, { language: 'fr' }, { language: 'HI' }, { language: 'hindi' }, { language: '' }, { language: null }, { language: ['hi'] }, { language: 1 }]) {
      const answer = await student.put(accountLanguagePath, body).expectStatus(400).json<{ issues: { path: string; message: string }[] }>();
      expect(answer.issues, JSON.stringify(body)).toContainEqual({ path: 'language', message: ACCOUNT_LANGUAGE_MESSAGE });
    }
    for (const body of ['hi', null, [{ language: 'hi' }]]) expect((await student.put(accountLanguagePath, body)).status).toBe(400);
    expect((await student.raw('PUT', accountLanguagePath, '{"language": "hi",')).status).toBe(400);
    expect(await languageOf(student)).toBeUndefined();
    expect(await choices(student.userId)).toEqual([]);
  });

  it('is in the account’s data export, English until chosen', async () => {
    const student = await app.signUp('student');
    const before = await student.post(myDataPaths.export, { password: 'secret-123' /* testApp's signUp */ }).expectStatus(200).json<MyDataExport>();
    expect(before.account.language).toBe('en');
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    const file = await student.post(myDataPaths.export, { password: 'secret-123' /* testApp's signUp */ }).expectStatus(200).json<MyDataExport>();
    expect(file.account.language).toBe('hi');
  });

  it('is the same command at PUT /api/me/language: same answer, same event, same refusals', async () => {
    const { child: student, parent } = await consentingFamily(app, 'Meera');
    expect(await student.put(meLanguagePath, { language: 'hi' }).expectStatus(200).json()).toEqual({ language: 'hi' });
    expect(await parent.put(meLanguagePath, { language: 'hi' }).expectStatus(200).json()).toEqual({ language: 'hi' });
    expect(await languageOf(student)).toBe('hi');
    expect(await languageOf(parent)).toBe('hi');
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    expect(await choices(student.userId)).toEqual([{ userId: student.userId, language: 'hi' }]);
    const refused = await student.put(meLanguagePath, { language: 'fr' }).expectStatus(400).json<{ issues: { path: string; message: string }[] }>();
    // Said in the language the student chose (platform/http/answerLanguage.ts).
    expect(refused.issues).toContainEqual({ path: 'language', message: hindiOf(ACCOUNT_LANGUAGE_MESSAGE) });
    expect(await languageOf(student)).toBe('hi');
  });

  it('asks anyone signed out to sign in (401)', async () => {
    await app.client().put(meLanguagePath, { language: 'hi' }).expectStatus(401);
    await app.client().put(accountLanguagePath, { language: 'hi' }).expectStatus(401);
    await app.client().get('/api/user').expectStatus(401);
  });

  it('reads the same after the read models are rebuilt from the log', async () => {
    const student = await app.signUp('student');
    await student.put(accountLanguagePath, { language: 'hi' }).expectStatus(200);
    const rows = () => app.deps.db('users').orderBy('id').select('id', 'language');
    const never = await app.signUp('student');
    const before = await rows();
    expect(before).toContainEqual({ id: student.userId, language: 'hi' });
    expect(before).toContainEqual({ id: never.userId, language: null });
    await app.rebuildReadModels();
    expect(await rows()).toEqual(before);
    expect(await languageOf(student)).toBe('hi');
    expect(await languageOf(never)).toBeUndefined();
  });
});
