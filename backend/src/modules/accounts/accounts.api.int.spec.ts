import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_ONLY_SPACES } from '@margdarshak/contracts/api/accounts';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { eraseUser, registerUser } from './accounts';
import { COMMON_PASSWORD } from '@margdarshak/contracts/api/accounts';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

describe('registration and sign-in', () => {
  it('registers a student, keeps them signed in, signs out and in again', async () => {
    const email = unique('asha');
    const visitor = app.client();
    const user = await visitor.post('/api/register', { email, password: 'secret-123', role: 'student' }).expectStatus(201).json<{ id: string; email: string; role: string }>();
    expect(user).toMatchObject({ email, role: 'student' });
    // No language until the account chooses one (issue 28, item 6).
    expect(await visitor.get('/api/user').expectStatus(200).json()).toEqual(user);

    await visitor.post('/api/logout').expectStatus(200);
    expect((await visitor.get('/api/user')).status).toBe(401);

    const again = await visitor.post('/api/login', { email: email.toUpperCase(), password: 'secret-123' }).expectStatus(200).json();
    expect(again).toEqual(user);
  });

  it('answers every validation rule with the spec message', async () => {
    const visitor = app.client();
    const bad = async (body: unknown) => (await visitor.post('/api/register', body).expectStatus(400).json<{ error: string }>()).error;
    expect(await bad({ email: 'not-an-email', password: 'secret-123', role: 'student' })).toBe('Please enter a valid email');
    expect(await bad({ email: unique('x'), password: '12345', role: 'student' })).toBe('Password must be at least 6 characters');
    expect(await bad({ email: unique('x'), password: 'secret-123', role: 'admin' })).toBe('Role must be student or counsellor');
    const login = await visitor.post('/api/login', { email: 'x@y', password: '1' }).expectStatus(400).json<{ issues: { path: string; message: string }[] }>();
    expect(login.issues.map((i) => i.message)).toEqual(['Please enter a valid email', 'Password must be at least 6 characters']);
  });

  it('refuses a second account for one e-mail, even when 20 registrations race', async () => {
    const email = unique('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => app.client().post('/api/register', { email, password: 'secret-123', role: 'student' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = results.find((r) => r.status === 409);
    expect(await conflict?.json()).toEqual({ error: 'User with this email already exists' });
  });

  it('sets an httpOnly SameSite=Lax session cookie: a browser-session one, or 30 days with Remember me', async () => {
    const { email } = await app.signUp('student');
    const plain = await app.client().post('/api/login', { email, password: 'secret-123' }).expectStatus(200);
    const plainCookie = plain.headers.getSetCookie().find((c) => c.startsWith('margdarshak.sid='));
    expect(plainCookie).toMatch(/httponly/i);
    expect(plainCookie).toMatch(/samesite=lax/i);
    expect(plainCookie).not.toMatch(/max-age|expires/i);

    const remembered = await app.client().post('/api/login', { email, password: 'secret-123', rememberMe: true }).expectStatus(200);
    const rememberedCookie = remembered.headers.getSetCookie().find((c) => c.startsWith('margdarshak.sid='));
    const expires = new Date(/expires=([^;]+)/i.exec(rememberedCookie ?? '')?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('gives a new session id at sign-in and destroys the session at sign-out', async () => {
    const student = await app.signUp('student');
    const before = student.cookieHeader();
    await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
    expect(student.cookieHeader()).not.toBe(before);

    const stolen = student.cookieHeader();
    await student.post('/api/logout').expectStatus(200);
    const replay = await fetch(`${app.url}/api/user`, { headers: { Cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('answers 401 for a wrong password, and 429 once one address has had five checks of the account', async () => {
    const { email } = await app.signUp('student');
    const visitor = app.client();
    for (let i = 0; i < 5; i++) {
      expect(await visitor.post('/api/login', { email, password: 'wrong-password' }).expectStatus(401).json()).toEqual({ error: 'Invalid email or password' });
    }
    const blocked = visitor.post('/api/login', { email, password: 'secret-123' }).expectStatus(429);
    expect((await blocked.json<{ error: string }>()).error).toMatch(/Too many failed sign-in attempts/);
    expect(Number((await blocked).headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await app.client().post('/api/login', { email: unique('x'), password: 'secret-123' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site request refused' });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail has an account, and mails a single-use link', async () => {
    const { email } = await app.signUp('student');
    const known = await app.client().post('/api/forgot-password', { email }).expectStatus(200).json();
    const unknown = await app
      .client()
      .post('/api/forgot-password', { email: unique('nobody') })
      .expectStatus(200)
      .json();
    expect(known).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown).toEqual(known);

    const [mail] = await readOutbox(app.outboxDir, email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    await app.client().post('/api/reset-password', { token, password: 'new-secret-1' }).expectStatus(200);
    await app.client().post('/api/login', { email, password: 'new-secret-1' }).expectStatus(200);
    await app.client().post('/api/login', { email, password: 'secret-123' }).expectStatus(401);
    const reused = await app.client().post('/api/reset-password', { token, password: 'another-secret' }).expectStatus(400).json<{ error: string }>();
    expect(reused.error).toMatch(/invalid or has expired/);
  });
});

describe('choosing a password', () => {
  type Refusal = { error: string; issues: { path: string; message: string }[] };
  const refusedOnPassword = (message: string) => ({ error: message, issues: [{ path: 'password', message }] });
  const mailedToken = async (email: string) => {
    await app.client().post('/api/forgot-password', { email }).expectStatus(200);
    const [mail] = await readOutbox(app.outboxDir, email);
    return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  it('refuses, at registration as a student or a counsellor, a password of only spaces or among the most common', async () => {
    for (const role of ['student', 'counsellor']) {
      const email = unique(`careful-${role}`);
      const register = (password: string) => app.client().post('/api/register', { email, password, role }).expectStatus(400).json<Refusal>();
      expect(await register('12345')).toMatchObject({ error: 'Password must be at least 6 characters' });
      expect(await register('        ')).toEqual(refusedOnPassword(PASSWORD_ONLY_SPACES));
      expect(await register(' \u00a0\t\u3000  ')).toEqual(refusedOnPassword(PASSWORD_ONLY_SPACES));
      for (const common of ['password1', 'Qwerty123', 'iloveyou', ' 123456789 ']) expect(await register(common)).toEqual(refusedOnPassword(COMMON_PASSWORD));
      // Nothing was claimed by the refusals: the address still registers.
      await app.client().post('/api/register', { email, password: 'chai-and-maths-42', role }).expectStatus(201);
    }
  });

  it('refuses the same at reset, and the link still works afterwards', async () => {
    const { email } = await app.signUp('student');
    const token = await mailedToken(email);
    const reset = (password: string) => app.client().post('/api/reset-password', { token, password }).expectStatus(400).json<Refusal>();
    expect(await reset('12345')).toMatchObject({ error: 'Password must be at least 6 characters' });
    expect(await reset('       ')).toEqual(refusedOnPassword(PASSWORD_ONLY_SPACES));
    expect(await reset('Sunshine')).toEqual(refusedOnPassword(COMMON_PASSWORD));
    await app.client().post('/api/reset-password', { token, password: 'monsoon-in-pune-7' }).expectStatus(200);
    await app.client().post('/api/login', { email, password: 'monsoon-in-pune-7' }).expectStatus(200);
  });

  it('still signs in an account whose password predates the rules', async () => {
    const email = unique('old-account');
    await registerUser(app.deps, { email, password: 'password1', role: 'student' }, { role: 'system' });
    await app.client().post('/api/login', { email, password: 'password1' }).expectStatus(200);
  });
});

describe('bad input', () => {
  const endpoints = ['/api/register', '/api/login', '/api/logout', '/api/forgot-password', '/api/reset-password'];

  it('never answers arbitrary JSON with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue(), async (endpoint, body) => {
        const response = await app.client().post(endpoint, body);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/json/);
      }),
      { numRuns: 120 },
    );
  });

  it('answers malformed and oversized JSON with a 4xx and a message', async () => {
    const malformed = await app.client().raw('POST', '/api/login', '{"email":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Request body is not valid JSON' });
    const huge = await app.client().post('/api/login', { email: 'a@b.in', password: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'Request body is too large' });
  });
});

describe('erasure', () => {
  it('leaves the e-mail nowhere in clear, in the log or any read model, even after a rebuild', async () => {
    const email = unique('erase-me');
    const person = app.client();
    const { id } = await person.post('/api/register', { email, password: 'secret-123', role: 'student' }).expectStatus(201).json<{ id: string }>();
    await eraseUser(app.deps, id, { role: 'admin' });
    await app.runDueJobs();

    await app.rebuildReadModels();

    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    const { rows: tables } = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'");
    for (const { table_name } of tables) {
      const { rows } = await client.query(`select count(*)::int as n from "${table_name}" t where t::text ilike $1`, [`%${email}%`]);
      expect({ table_name, n: rows[0].n }).toEqual({ table_name, n: 0 });
    }
    await client.end();
    await app.client().post('/api/login', { email, password: 'secret-123' }).expectStatus(401);
    await app.client().post('/api/register', { email, password: 'secret-123', role: 'student' }).expectStatus(201);
  });
});
