// The edge rule over HTTP: JSON bodies, query strings, JSON inside a query parameter, the path and multipart fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const issuesOf = async (response: Response) => ((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);

describe('text that could poison the log is refused at the edge', () => {
  it('refuses a NUL in a JSON body with a 400 naming the field, and stores nothing', async () => {
    const response = await app.client().post('/api/contact', { name: 'Priya\u0000', email: 'p@example.in', message: 'Hello' });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(['name']);
    expect(await admin.get('/api/admin/messages').expectStatus(200).json()).toEqual([]);
  });

  it('refuses an unpaired surrogate sent as a JSON escape', async () => {
    const response = await app.client().raw('POST', '/api/contact', '{"name":"A","email":"a@example.in","message":"half \\ud83d of an emoji"}');
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(['message']);
  });

  it('stores accepted text in NFC, so the same name is always the same string', async () => {
    await app.client().post('/api/contact', { name: 'Jose\u0301', email: 'jose@example.in', message: 'तुम्हारा\tनाम\r\n😀' }).expectStatus(201);
    const [stored] = await admin.get('/api/admin/messages').expectStatus(200).json<AdminMessage[]>();
    expect(stored).toMatchObject({ name: 'José', message: 'तुम्हारा\tनाम\r\n😀' });
  });

  it('refuses control characters in a query string, in JSON inside one, and in the path', async () => {
    expect(await issuesOf(await app.client().get('/api/counsellors?search=a%01b'))).toEqual(['search']);
    expect(await issuesOf(await admin.get(`/api/admin/messages?filter=${encodeURIComponent('{"q":"\\u0000"}')}`))).toEqual(['filter.q']);
    expect((await app.client().get('/api/packages/basic%00')).status).toBe(400);
  });

  it('refuses a NUL in a multipart field, keeping none of the uploaded files', async () => {
    const counsellor = await app.signUp('counsellor');
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Meera\u0000Iyer', age: '34', mobile: '9876543210', qualification: 'M.A.', address: '12 MG Road, Bengaluru' })) form.append(key, value);
    for (const offer of ['offersBasic', 'offersAdvanced', 'offersComprehensive']) form.append(offer, 'true');
    form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'a.pdf');
    form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'q.png');
    form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'p.png');
    const response = await fetch(`${app.url}/api/counsellor/${counsellor.userId}/profile`, { method: 'POST', body: form, headers: { Cookie: counsellor.cookieHeader() } });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(['name']);
    expect((await counsellor.get(`/api/counsellor/${counsellor.userId}/profile`)).status).toBe(404);
  });
});
