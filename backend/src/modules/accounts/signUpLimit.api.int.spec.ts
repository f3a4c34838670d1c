// Issue 27, item 2: sign-ups are limited per network (30 in any hour from one IPv4 address or IPv6 /64), since each may
// mail a parent; another network is not held up, and the limit frees up as the hour passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let n = 0;

beforeAll(async () => {
  app = await startTestApp({ clock, env: { REGISTRATIONS_PER_NETWORK_PER_HOUR: '30' } });
});
afterAll(async () => app?.stop());

const signUp = (from: HttpClient) => from.post('/api/register', { email: `lab.student.${++n}.${Date.now()}@example.in`, password: 'secret-123', role: 'student', dateOfBirth: '2000-01-15' });

describe('sign-ups from one network', () => {
  it('30 in an hour go through; the 31st waits, told how long, while another network signs up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signUp(app.client())).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 201));

    clock.set(new Date(start.getTime() + 20 * 60_000));
    const refused = await signUp(app.client());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(40 * 60));
    expect(await refused.json()).toEqual({ error: 'Many accounts have been made from this network in the last hour. Please wait 40 minutes and try again.' });
    expect((await signUp(new HttpClient(app.url, { localAddress: '127.0.0.2' }))).status).toBe(201);

    clock.set(new Date(start.getTime() + 60 * 60_000));
    expect((await signUp(app.client())).status).toBe(201);
  });

  it('a refused body takes no place: validation comes first', async () => {
    const other = new HttpClient(app.url, { localAddress: '127.0.0.3' });
    for (let i = 0; i < 40; i++) await other.post('/api/register', { email: 'not-an-address', password: 'secret-123', role: 'student' }).expectStatus(400);
    expect((await signUp(other)).status).toBe(201);
  });
});
