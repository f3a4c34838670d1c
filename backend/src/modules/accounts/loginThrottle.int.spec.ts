// Sign-in throttling over real HTTP. Each client connects from its own loopback address (the server listens on
// 127.0.0.1 and believes no proxy header), and the clock only moves when a test moves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { ACCOUNT_LIMIT, CHECK_WINDOW_MS, loginChecksTable, PAIR_LIMIT } from './loginThrottle';
import { migrateAccounts } from './index';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

const TOO_MANY = { error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };
const from = (host: number) => new HttpClient(app.url, { localAddress: `127.0.0.${host}` });
const signIn = (client: HttpClient, email: string, password: string) => client.post('/api/login', { email, password });
const countByStatus = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const inParallel = (n: number, request: (i: number) => PromiseLike<Response>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
let unique = 0;
const unknownEmail = () => `nobody-${++unique}@example.in`;

describe('sign-in throttling', () => {
  it('checks at most 5 of 100 parallel wrong passwords for one account from one address, and answers the rest 429 with Retry-After', async () => {
    const { email } = await app.signUp('student');
    const attacker = from(2);
    const responses = await inParallel(100, () => signIn(attacker, email, 'wrong-password'));
    expect(countByStatus(responses)).toEqual({ 401: PAIR_LIMIT, 429: 100 - PAIR_LIMIT });
    const refused = responses.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual(TOO_MANY);
    expect(refused?.headers.get('retry-after')).toBe(String(CHECK_WINDOW_MS / 1000));
  });

  it('lets the owner sign in from another address while the attacker’s address is throttled', async () => {
    const { email } = await app.signUp('student');
    const attacker = from(3);
    for (let i = 0; i < PAIR_LIMIT; i++) await signIn(attacker, email, 'wrong-password').expectStatus(401);
    // Not even the right password is checked from the throttled address...
    expect(await signIn(attacker, email, 'secret-123').expectStatus(429).json()).toEqual(TOO_MANY);
    // ...while the owner, elsewhere, gets in.
    await signIn(from(4), email, 'secret-123').expectStatus(200);
    await signIn(attacker, email, 'wrong-password').expectStatus(429);
  });

  it('starts an address afresh for the account after a successful sign-in', async () => {
    const { email } = await app.signUp('student');
    const owner = from(5);
    for (let i = 0; i < PAIR_LIMIT - 1; i++) await signIn(owner, email, 'mistyped-password').expectStatus(401);
    await signIn(owner, email, 'secret-123').expectStatus(200);
    for (let i = 0; i < PAIR_LIMIT; i++) await signIn(owner, email, 'mistyped-password').expectStatus(401);
    await signIn(owner, email, 'secret-123').expectStatus(429);
  });

  it('lets a throttled address check again once its oldest counted check is 15 minutes old', async () => {
    const { email } = await app.signUp('student');
    const client = from(6);
    await signIn(client, email, 'wrong-password').expectStatus(401);
    clock.advance(5 * 60_000);
    for (let i = 1; i < PAIR_LIMIT; i++) await signIn(client, email, 'wrong-password').expectStatus(401);
    const refused = await signIn(client, email, 'secret-123').expectStatus(429);
    expect(refused.headers.get('retry-after')).toBe(String(10 * 60));
    clock.advance(10 * 60_000);
    await signIn(client, email, 'secret-123').expectStatus(200);
  });

  it('refuses every address once the account has had 100 checks in 15 minutes, then lets the owner in when they age out', async () => {
    const { email } = await app.signUp('student');
    const attackers = ACCOUNT_LIMIT / PAIR_LIMIT; // 20 addresses, each within its own limit
    const guesses = await inParallel(ACCOUNT_LIMIT, (i) => signIn(from(10 + (i % attackers)), email, 'wrong-password'));
    expect(countByStatus(guesses)).toEqual({ 401: ACCOUNT_LIMIT });

    const owner = from(10 + attackers);
    const refused = await signIn(owner, email, 'secret-123').expectStatus(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    expect(refused.headers.get('retry-after')).toBe(String(CHECK_WINDOW_MS / 1000));
    clock.advance(CHECK_WINDOW_MS);
    await signIn(owner, email, 'secret-123').expectStatus(200);
  });

  it('throttles an e-mail without an account exactly like one with an account', async () => {
    const email = unknownEmail();
    const responses = await inParallel(20, () => signIn(from(40), email, 'any-password'));
    expect(countByStatus(responses)).toEqual({ 401: PAIR_LIMIT, 429: 20 - PAIR_LIMIT });
    expect(await responses.find((r) => r.status === 401)?.json()).toEqual({ error: 'Invalid email or password' });
    expect(await responses.find((r) => r.status === 429)?.json()).toEqual(TOO_MANY);
    await signIn(from(41), email, 'any-password').expectStatus(401);
  });

  it('forgets checks once they have left the window', async () => {
    await signIn(from(44), unknownEmail(), 'any-password').expectStatus(401);
    clock.advance(CHECK_WINDOW_MS);
    await signIn(from(44), unknownEmail(), 'any-password').expectStatus(401);
    const expired = await app.deps.db(loginChecksTable).where('at', '<=', new Date(clock.now().getTime() - CHECK_WINDOW_MS)).count<{ n: string }[]>({ n: '*' });
    expect(expired).toEqual([{ n: '0' }]);
  });

  it('keeps no e-mail or client address in clear', async () => {
    const email = unknownEmail();
    await signIn(from(42), email, 'any-password').expectStatus(401);
    const { rows } = await app.deps.db.raw<{ rows: { row: string }[] }>(`select t::text as row from ${loginChecksTable} t`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(email);
      expect(row).not.toContain('127.0.0');
    }
  });
});

describe('the throttle’s table', () => {
  it('replaces the login_failures table of earlier versions, keeps its own rows, and migrates safely twice at once', async () => {
    const db = app.deps.db;
    await db.raw('create table login_failures (id bigserial primary key, email_key text not null, failed_at timestamptz not null)');
    await db('login_failures').insert({ email_key: 'a-key', failed_at: clock.now() });
    await signIn(from(43), unknownEmail(), 'any-password').expectStatus(401);
    const before = await db(loginChecksTable).count<{ n: string }[]>({ n: '*' });

    await Promise.all([migrateAccounts(db), migrateAccounts(db)]);
    await migrateAccounts(db);

    expect(await db.schema.hasTable('login_failures')).toBe(false);
    expect(await db(loginChecksTable).count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });
});
