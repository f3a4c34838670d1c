// The contact form's limit (5 messages in 10 minutes from one client) holds when the messages arrive together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT, type AdminMessage } from '@margdarshak/contracts/api/contact';
import { fixedClock } from '../../platform/clock';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

const from = (host: number) => new HttpClient(app.url, { localAddress: `127.0.0.${host}` });
const message = (email: string) => ({ name: 'Ravi Kumar', email, message: 'Which package suits a Class 12 student choosing between science streams?' });

describe('the contact form’s limit', () => {
  it('takes exactly 5 of 20 parallel messages from one client, and still takes another client’s', async () => {
    const client = from(2);
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/contact', message('ravi.parallel@example.in'))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CONTACT_LIMIT.max);
    expect(responses.find((r) => r.status === 429)?.headers.get('retry-after')).toBe(String(CONTACT_LIMIT.windowMs / 1000));

    await from(3).post('/api/contact', message('someone.else@example.in')).expectStatus(201);

    const admin = await app.admin();
    const stored = await admin.get('/api/admin/messages?range=[0,99]').expectStatus(200).json<AdminMessage[]>();
    expect(stored.filter((m) => m.email === 'ravi.parallel@example.in')).toHaveLength(CONTACT_LIMIT.max);
  });
});
