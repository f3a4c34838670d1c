// Auditor accounts over HTTP (issue 17): admins create, list and remove them; an auditor signs in as anyone does and
// can change nothing: every state-changing route the app serves answers them 403, found by walking the routers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditorAccount } from '@margdarshak/contracts/api/audit';
import { buildApp } from '../../app';
import { AUDITOR_READ_ONLY, AUDITOR_SESSION_ROUTES } from '../../platform/http/auditorsReadOnly';
import type { HttpClient } from '../../testing/httpClient';
import { servedRoutes } from '../../testing/servedRoutes';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

let made = 0;
const newAuditor = async () => {
  const input = { email: `auditor${++made}@example.in`, password: 'ledger-check-42' };
  const account = await admin.post('/api/admin/auditors', input).expectStatus(201).json<AuditorAccount>();
  const client = app.client();
  await client.post('/api/login', input).expectStatus(200);
  return Object.assign(client, { account, password: input.password });
};

describe('auditor accounts', () => {
  it('are made by an admin with the registration rules, signed in as anyone is, and listed for the back office', async () => {
    const auditor = await newAuditor();
    expect(auditor.account).toEqual({ id: expect.any(String), email: 'auditor1@example.in', createdAt: expect.any(String) });
    expect(await auditor.get('/api/user').expectStatus(200).json()).toEqual({ id: auditor.account.id, email: 'auditor1@example.in', role: 'auditor' });

    expect(await admin.post('/api/admin/auditors', { email: 'AUDITOR1@example.in', password: 'another-pass-9' }).expectStatus(409).json()).toEqual({ error: 'User with this email already exists' });
    await admin.post('/api/admin/auditors', { email: 'short@example.in', password: '12345' }).expectStatus(400);
    await admin.post('/api/admin/auditors', { email: 'common@example.in', password: 'password1' }).expectStatus(400);
    await admin.post('/api/admin/auditors', { email: 'spaces@example.in', password: '        ' }).expectStatus(400);
    await admin.post('/api/admin/auditors', { email: 'not-an-email', password: 'ledger-check-42' }).expectStatus(400);

    const second = await newAuditor();
    const list = await admin.get('/api/admin/auditors?sort=["email","ASC"]&range=[0,9]').expectStatus(200);
    expect(list.headers.get('content-range')).toBe('auditors 0-1/2');
    expect(((await list.json()) as AuditorAccount[]).map((a) => a.email)).toEqual(['auditor1@example.in', 'auditor2@example.in']);
    expect(await admin.get(`/api/admin/auditors/${second.account.id}`).expectStatus(200).json()).toEqual(second.account);
    await app.signUp('student');
    expect((await admin.get('/api/admin/auditors').json<AuditorAccount[]>()).every((a) => a.email.startsWith('auditor'))).toBe(true);
  });

  it('are for admins only', async () => {
    const auditor = await newAuditor();
    const student = await app.signUp('student');
    for (const [client, status] of [
      [app.client(), 401],
      [student, 403],
      [auditor, 403],
    ] as const) {
      await client.get('/api/admin/auditors').expectStatus(status);
      await client.post('/api/admin/auditors', { email: 'x@example.in', password: 'ledger-check-42' }).expectStatus(status);
      await client.delete(`/api/admin/auditors/${auditor.account.id}`).expectStatus(status);
    }
  });

  it('are removed by erasing the account: signed out at once, unable to sign in, the e-mail free again; only auditors', async () => {
    const auditor = await newAuditor();
    expect(await admin.delete(`/api/admin/auditors/${auditor.account.id}`).expectStatus(200).json()).toEqual(auditor.account);
    await auditor.get('/api/user').expectStatus(401);
    await app.client().post('/api/login', { email: auditor.account.email, password: auditor.password }).expectStatus(401);
    await admin.get(`/api/admin/auditors/${auditor.account.id}`).expectStatus(404);
    await admin.delete(`/api/admin/auditors/${auditor.account.id}`).expectStatus(404);
    await admin.post('/api/admin/auditors', { email: auditor.account.email, password: 'ledger-check-43' }).expectStatus(201);

    const student = await app.signUp('student');
    expect(await admin.delete(`/api/admin/auditors/${student.userId}`).expectStatus(404).json()).toEqual({ error: 'Auditor not found' });
    await student.get('/api/user').expectStatus(200);
    const me = await admin.get('/api/user').json<{ id: string }>();
    await admin.delete(`/api/admin/auditors/${me.id}`).expectStatus(404);
    await admin.delete('/api/admin/auditors/not-an-id').expectStatus(400);
  });
});

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function snapshot() {
  const db = app.deps.db;
  const [events] = await db('events').count<{ n: string }[]>({ n: '*' });
  const [head] = await db('events').max<{ p: string }[]>({ p: 'global_position' });
  return {
    events: `${events?.n}/${head?.p}`,
    users: await db('users').select('id', 'email', 'role', 'password_hash').orderBy('id'),
    bookings: await db('bookings').select().orderBy('id'),
    sessions: (auditorId: string) => db('sessions').select('id', 'user_id', 'data').whereRaw('user_id is distinct from ?', [auditorId]).orderBy('id'),
  };
}

describe('an auditor', () => {
  it('is refused every state-changing route the app serves, and nothing changes', async () => {
    const auditor = await newAuditor();
    const routes = servedRoutes(buildApp(app.deps)).filter((route) => mutating.has(route.method));
    const exceptions = routes.filter((route) => AUDITOR_SESSION_ROUTES.some((s) => s.method === route.method && s.path === route.path));
    const commands = routes.filter((route) => !exceptions.includes(route));
    // The walk sees the app's routers: the booking, payment, admin and test routes are among what it walks.
    expect(exceptions.map((route) => `${route.method} ${route.path}`).sort()).toEqual(['POST /api/login', 'POST /api/logout']);
    for (const known of [
      'POST /api/bookings/:id/cancel',
      'POST /api/payment/create-order',
      'PUT /api/personality-test/:bookingId/progress',
      'POST /api/admin/auditors',
      'DELETE /api/admin/users/:id',
      'POST /api/contact',
      'POST /api/register',
    ]) {
      expect(commands.map((route) => `${route.method} ${route.path}`)).toContain(known);
    }
    expect(commands.length).toBeGreaterThan(35);

    const before = await snapshot();
    for (const route of commands) {
      const path = route.path.replace(/:\w+/g, () => randomUUID());
      const answer = await auditor.raw(route.method, path, JSON.stringify({ email: auditor.account.email, password: 'x', notes: 'x' }), { 'Content-Type': 'application/json' });
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(await answer.json(), `${route.method} ${route.path}`).toEqual({ error: AUDITOR_READ_ONLY });
    }
    const after = await snapshot();
    expect(after.events).toBe(before.events);
    expect(after.users).toEqual(before.users);
    expect(after.bookings).toEqual(before.bookings);
    await auditor.get('/api/user').expectStatus(200); // still signed in: nothing happened to the account either
  });

  it('may still sign in and out, which changes nothing but their own session', async () => {
    const auditor = await newAuditor();
    const other = await app.signUp('student');
    const before = await snapshot();
    const othersBefore = await before.sessions(auditor.account.id);
    await auditor.post('/api/logout').expectStatus(200);
    await auditor.get('/api/user').expectStatus(401);
    await auditor.post('/api/login', { email: auditor.account.email, password: auditor.password }).expectStatus(200);
    await auditor.get('/api/user').expectStatus(200);
    const after = await snapshot();
    expect(after.events).toBe(before.events);
    expect(after.users).toEqual(before.users);
    expect(await after.sessions(auditor.account.id)).toEqual(othersBefore);
    await other.get('/api/user').expectStatus(200);
  });
});
