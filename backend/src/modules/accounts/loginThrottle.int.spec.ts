// Sign-in throttling over real HTTP, behind a trusted proxy (TRUST_PROXY=1): each request's client network is the
// X-Forwarded-For address the proxy appended, so one test can be many networks. A browser is a cookie jar: one that has
// signed in to the account carries its device token. The clock only moves when a test moves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { eraseUser, migrateAccounts } from './index';
import { DEVICE_TOKEN_LIFETIME_MS, deviceCookieName, knownDevicesTable } from './knownDevices';
import { loginChecksTable } from './loginThrottle';
import { ACCOUNT_RULE, KNOWN_DEVICE_RULE, LONGEST_WINDOW_MS, NETWORK_RULE, SLOWED_NETWORK_RULE } from './throttleRule';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => app?.stop());

const PASSWORD = 'secret-123'; // testApp's signUp
const tooMany = (wait: string) => ({ error: `Too many failed sign-in attempts. Please wait ${wait} and try again.` });
let networks = 0;
/** A client network nobody has used yet, as the proxy forwards its address. */
const newNetwork = () => `198.51.${Math.floor(++networks / 250)}.${(networks % 250) + 1}`;
const signIn = (browser: HttpClient, email: string, password: string, network: string) => browser.post('/api/login', { email, password }, { 'X-Forwarded-For': network });
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));
const countByStatus = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const inParallel = (n: number, request: (i: number) => PromiseLike<Response>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
let unique = 0;
const unknownEmail = () => `nobody-${++unique}@example.in`;

/**
 * An attacker's wrong passwords from `from` networks in turn, each refusal waited out (the clock moves by its
 * Retry-After: at most a minute for the account, up to 30 minutes for a network that has checked since its allowance
 * was spent), until `count` have been checked; `between` runs after every 20 checks.
 */
async function guessUntilChecked(email: string, count: number, from: string[], between: () => Promise<void> = async () => {}) {
  const attacker = app.client();
  for (let checked = 0, i = 0; checked < count; i++) {
    const response = await signIn(attacker, email, 'wrong-password', from[i % from.length] ?? '');
    if (response.status === 429) {
      expect(retryAfter(response)).toBeLessThanOrEqual(SLOWED_NETWORK_RULE.windowMs / 1000);
      clock.advance(retryAfter(response) * 1000);
      continue;
    }
    expect(response.status).toBe(401);
    if (++checked % 20 === 0) await between();
  }
}

describe('browsers that never signed in to the account', () => {
  it('checks at most 5 of 100 parallel wrong passwords for one account from one network, and answers the rest 429 with Retry-After', async () => {
    const { email } = await app.signUp('student');
    const attacker = app.client();
    const network = newNetwork();
    const responses = await inParallel(100, () => signIn(attacker, email, 'wrong-password', network));
    expect(countByStatus(responses)).toEqual({ 401: NETWORK_RULE.max, 429: 100 - NETWORK_RULE.max });
    const refused = responses.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual(tooMany('15 minutes'));
    expect(refused?.headers.get('retry-after')).toBe(String(NETWORK_RULE.windowMs / 1000));
  });

  it('lets the owner sign in from another network while the attacker’s network is throttled', async () => {
    const { email } = await app.signUp('student');
    const [attacker, network] = [app.client(), newNetwork()];
    for (let i = 0; i < NETWORK_RULE.max; i++) await signIn(attacker, email, 'wrong-password', network).expectStatus(401);
    // Not even the right password is checked from the throttled network...
    expect(await signIn(attacker, email, PASSWORD, network).expectStatus(429).json()).toEqual(tooMany('15 minutes'));
    // ...while the owner, elsewhere and in a browser new to the account, gets in.
    await signIn(app.client(), email, PASSWORD, newNetwork()).expectStatus(200);
    await signIn(attacker, email, 'wrong-password', network).expectStatus(429);
  });

  it('lets a throttled network check again once its oldest counted check is 15 minutes old', async () => {
    const { email } = await app.signUp('student');
    const [browser, network] = [app.client(), newNetwork()];
    await signIn(browser, email, 'wrong-password', network).expectStatus(401);
    clock.advance(5 * 60_000);
    for (let i = 1; i < NETWORK_RULE.max; i++) await signIn(browser, email, 'wrong-password', network).expectStatus(401);
    const refused = await signIn(browser, email, PASSWORD, network).expectStatus(429);
    expect(retryAfter(refused)).toBe(10 * 60);
    expect(await refused.json()).toEqual(tooMany('10 minutes'));
    clock.advance(10 * 60_000);
    await signIn(browser, email, PASSWORD, network).expectStatus(200);
  });

  it('slows the account past 10 checks in an hour, from any networks: each waits 1 s, 2 s, 4 s … and never more than a minute', async () => {
    const { email } = await app.signUp('student');
    const attacker = app.client();
    for (let i = 0; i < ACCOUNT_RULE.free; i++) await signIn(attacker, email, 'wrong-password', newNetwork()).expectStatus(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await signIn(attacker, email, 'wrong-password', newNetwork()).expectStatus(429);
      waits.push(retryAfter(refused));
      clock.advance(retryAfter(refused) * 1000);
      await signIn(attacker, email, 'wrong-password', newNetwork()).expectStatus(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(await signIn(app.client(), email, PASSWORD, newNetwork()).expectStatus(429).json()).toEqual(tooMany('1 minute'));
  });

  it('throttles an e-mail without an account exactly like one with an account', async () => {
    const email = unknownEmail();
    const network = newNetwork();
    const responses = await inParallel(20, () => signIn(app.client(), email, 'any-password', network));
    expect(countByStatus(responses)).toEqual({ 401: NETWORK_RULE.max, 429: 20 - NETWORK_RULE.max });
    expect(await responses.find((r) => r.status === 401)?.json()).toEqual({ error: 'Invalid email or password' });
    expect(await responses.find((r) => r.status === 429)?.json()).toEqual(tooMany('15 minutes'));
    await signIn(app.client(), email, 'any-password', newNetwork()).expectStatus(401);
  });
});

describe('100 wrong passwords from 20 networks', () => {
  it('leave the owner signing in at once from a known browser, and slowed, not locked, from a new one (guessed in parallel)', async () => {
    const owner = await app.signUp('student'); // registering signed this browser in: it is known to the account
    const home = newNetwork();
    const attackers = Array.from({ length: 20 }, newNetwork);
    const guesses = await inParallel(100, (i) => signIn(app.client(), owner.email, 'wrong-password', attackers[i % 20] ?? ''));
    // Race-free: exactly the account's free checks ran; every other guess was slowed before argon2.
    expect(countByStatus(guesses)).toEqual({ 401: ACCOUNT_RULE.free, 429: 100 - ACCOUNT_RULE.free });

    await signIn(owner, owner.email, PASSWORD, home).expectStatus(200);
    const newBrowser = app.client();
    const slowed = await signIn(newBrowser, owner.email, PASSWORD, newNetwork()).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 second'));
    clock.advance(retryAfter(slowed) * 1000);
    await signIn(newBrowser, owner.email, PASSWORD, newNetwork()).expectStatus(200);
  });

  it('checked one after another, leave the owner signing in at once from a known browser throughout, and within a minute from a new one', async () => {
    const owner = await app.signUp('student');
    const home = newNetwork();
    const ownerSignsIn = async () => {
      await signIn(owner, owner.email, PASSWORD, home).expectStatus(200);
    };
    await guessUntilChecked(owner.email, 100, Array.from({ length: 20 }, newNetwork), ownerSignsIn);

    const newBrowser = app.client();
    const network = newNetwork();
    const slowed = await signIn(newBrowser, owner.email, PASSWORD, network).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 minute'));
    expect(retryAfter(slowed)).toBe(60);
    clock.advance(60_000);
    await signIn(newBrowser, owner.email, PASSWORD, network).expectStatus(200);
  });

  it('do not lock out the admin either', async () => {
    const desk = app.client();
    await signIn(desk, TEST_ADMIN.email, TEST_ADMIN.password, newNetwork()).expectStatus(200);
    const attackers = Array.from({ length: 20 }, newNetwork);
    await inParallel(100, (i) => signIn(app.client(), TEST_ADMIN.email, 'wrong-password', attackers[i % 20] ?? ''));
    await signIn(desk, TEST_ADMIN.email, TEST_ADMIN.password, newNetwork()).expectStatus(200);
    const elsewhere = app.client();
    const slowed = await signIn(elsewhere, TEST_ADMIN.email, TEST_ADMIN.password, newNetwork()).expectStatus(429);
    clock.advance(retryAfter(slowed) * 1000);
    await signIn(elsewhere, TEST_ADMIN.email, TEST_ADMIN.password, newNetwork()).expectStatus(200);
  });
});

describe('a browser that has signed in to the account', () => {
  it('signs in from the attacker’s own network while that network is throttled for new browsers', async () => {
    const owner = await app.signUp('student');
    const shared = newNetwork(); // one address for a whole neighbourhood (carrier-grade NAT)
    for (let i = 0; i < NETWORK_RULE.max; i++) await signIn(app.client(), owner.email, 'wrong-password', shared).expectStatus(401);
    await signIn(app.client(), owner.email, PASSWORD, shared).expectStatus(429);
    await signIn(owner, owner.email, PASSWORD, shared).expectStatus(200);
  });

  it('has its own allowance: its own wrong passwords slow it (1 s, 2 s …), never another browser, and never lock it', async () => {
    const owner = await app.signUp('student');
    const network = newNetwork();
    for (let i = 0; i < KNOWN_DEVICE_RULE.free; i++) await signIn(owner, owner.email, 'mistyped', network).expectStatus(401);
    const slowed = await signIn(owner, owner.email, PASSWORD, network).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 second'));
    // Its slips are its own: a new browser on the same network is not held back by them.
    await signIn(app.client(), owner.email, 'mistyped', network).expectStatus(401);
    clock.advance(1000);
    await signIn(owner, owner.email, 'mistyped', network).expectStatus(401);
    expect(retryAfter(await signIn(owner, owner.email, PASSWORD, network).expectStatus(429))).toBe(2);
    clock.advance(2000);
    await signIn(owner, owner.email, PASSWORD, network).expectStatus(200);
    // A sign-in starts its allowance afresh.
    for (let i = 0; i < KNOWN_DEVICE_RULE.free; i++) await signIn(owner, owner.email, 'mistyped', network).expectStatus(401);
  });

  it('is known to that account only: for another account it is a new browser', async () => {
    const owner = await app.signUp('student');
    const other = await app.signUp('student');
    const network = newNetwork();
    for (let i = 0; i < NETWORK_RULE.max; i++) await signIn(owner, other.email, 'wrong-password', network).expectStatus(401);
    expect(retryAfter(await signIn(owner, other.email, PASSWORD, network).expectStatus(429))).toBe(NETWORK_RULE.windowMs / 1000);
    await signIn(owner, owner.email, PASSWORD, network).expectStatus(200);
  });

  it('carries an httpOnly, SameSite=Strict cookie for 180 days, whose id the server keeps only as an HMAC', async () => {
    const { email, userId } = await app.signUp('student');
    const browser = app.client();
    const response = await signIn(browser, email, PASSWORD, newNetwork()).expectStatus(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${deviceCookieName({ production: false })}=`)) ?? '';
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=strict/i);
    expect(cookie).toMatch(/; path=\//i);
    expect(cookie).toContain(`; expires=${new Date(clock.now().getTime() + DEVICE_TOKEN_LIFETIME_MS).toUTCString()}`);
    const deviceId = /=([\w-]{43});/.exec(cookie)?.[1] ?? '';
    const rows = await app.deps.db(knownDevicesTable).where({ user_id: userId });
    expect(rows).toHaveLength(2); // the browser that registered, and this one
    expect(JSON.stringify(rows)).not.toContain(deviceId);
    expect(rows.map((r: { expires_at: Date }) => r.expires_at.getTime())).toContain(clock.now().getTime() + DEVICE_TOKEN_LIFETIME_MS);
  });

  it('is not faked by a device cookie the server never issued, which a successful sign-in replaces', async () => {
    const { email } = await app.signUp('student');
    const forged = 'A'.repeat(43);
    const withCookie = (password: string, network: string) =>
      app.client().post('/api/login', { email, password }, { 'X-Forwarded-For': network, Cookie: `${deviceCookieName({ production: false })}=${forged}` });
    const network = newNetwork();
    for (let i = 0; i < NETWORK_RULE.max; i++) await withCookie('wrong-password', network).expectStatus(401);
    expect(retryAfter(await withCookie(PASSWORD, network).expectStatus(429))).toBe(NETWORK_RULE.windowMs / 1000);
    const issued = (await withCookie(PASSWORD, newNetwork()).expectStatus(200)).headers.getSetCookie().find((c) => c.startsWith(deviceCookieName({ production: false })));
    expect(issued).toMatch(/^margdarshak\.device=[\w-]{43};/);
    expect(issued).not.toContain(forged);
  });

  it('is forgotten when the password changes: it proved the old one (the browser that made the change is known instead)', async () => {
    const owner = await app.signUp('student');
    const resetter = app.client();
    await resetter.post('/api/forgot-password', { email: owner.email }).expectStatus(200);
    const token = /token=([\w-]+)/.exec((await readOutbox(app.outboxDir, owner.email)).at(-1)?.text ?? '')?.[1];
    await resetter.post('/api/reset-password', { token, password: 'monsoon-in-pune-7' }).expectStatus(200);
    const known = await app.deps.db(knownDevicesTable).where({ user_id: owner.userId });
    expect(known.map((row: { reset_token_hash: string | null }) => row.reset_token_hash !== null)).toEqual([true]); // the resetter's alone
    // The browser is a new one to the account now: the network's window applies to it.
    const network = newNetwork();
    for (let i = 0; i < NETWORK_RULE.max; i++) await signIn(owner, owner.email, 'secret-123', network).expectStatus(401);
    expect(retryAfter(await signIn(owner, owner.email, 'monsoon-in-pune-7', network).expectStatus(429))).toBe(NETWORK_RULE.windowMs / 1000);
  });

  it('is forgotten when the account is erased', async () => {
    const owner = await app.signUp('student');
    expect(await app.deps.db(knownDevicesTable).where({ user_id: owner.userId })).toHaveLength(1);
    await eraseUser(app.deps, owner.userId, { role: 'admin' });
    await app.runDueJobs();
    expect(await app.deps.db(knownDevicesTable).where({ user_id: owner.userId })).toEqual([]);
  });
});

describe('what is kept', () => {
  it('forgets checks once they have left the longest window', async () => {
    await signIn(app.client(), unknownEmail(), 'any-password', newNetwork()).expectStatus(401);
    clock.advance(LONGEST_WINDOW_MS);
    await signIn(app.client(), unknownEmail(), 'any-password', newNetwork()).expectStatus(401);
    const expired = await app.deps
      .db(loginChecksTable)
      .where('at', '<=', new Date(clock.now().getTime() - LONGEST_WINDOW_MS))
      .count<{ n: string }[]>({ n: '*' });
    expect(expired).toEqual([{ n: '0' }]);
  });

  it('keeps no e-mail or client address in clear', async () => {
    const email = unknownEmail();
    await signIn(app.client(), email, 'any-password', '203.0.113.77').expectStatus(401);
    const { rows } = await app.deps.db.raw<{ rows: { row: string }[] }>(`select t::text as row from ${loginChecksTable} t`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(email);
      expect(row).not.toContain('203.0.113');
    }
  });

  it('replaces the login_failures table of earlier versions, keeps its own rows, and migrates safely twice at once', async () => {
    const db = app.deps.db;
    await db.raw('create table login_failures (id bigserial primary key, email_key text not null, failed_at timestamptz not null)');
    await db('login_failures').insert({ email_key: 'a-key', failed_at: clock.now() });
    await signIn(app.client(), unknownEmail(), 'any-password', newNetwork()).expectStatus(401);
    const before = await db(loginChecksTable).count<{ n: string }[]>({ n: '*' });

    await Promise.all([migrateAccounts(db), migrateAccounts(db)]);
    await migrateAccounts(db);

    expect(await db.schema.hasTable('login_failures')).toBe(false);
    expect(await db(loginChecksTable).count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });
});
