// The password typed again for an export or a deletion follows the sign-in's rule (issue 27, item 3): the owner's own
// browser keeps its own allowance, so guesses made elsewhere (at sign-in, or through a borrowed session) never stop the
// owner's export or deletion, and their own slips only slow them down. Behind a trusted proxy, so each request names its
// client network (X-Forwarded-For); the clock moves only when a test moves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataPaths } from '@margdarshak/contracts/api/myData';
import { fixedClock } from '../../platform/clock';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { deviceCookieName, knownDevicesTable, ACCOUNT_RULE, KNOWN_DEVICE_RULE, NETWORK_RULE } from '../accounts';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z'));
const PASSWORD = 'secret-123'; // testApp's signUp
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => app?.stop());

type Owner = HttpClient & { userId: string; email: string };
let networks = 0;
const newNetwork = () => `192.0.2.${++networks}`;
const tooMany = (wait: string) => ({ error: `Too many attempts. Please wait ${wait} and try again.` });
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

/** One browser's requests from one network; `cookie` replaces its jar (a session carried off without the device token). */
const from = (browser: HttpClient, network: string, cookie?: string) => {
  const headers = { 'X-Forwarded-For': network, 'Content-Type': 'application/json', ...(cookie !== undefined && { Cookie: cookie }) };
  return {
    exportWith: (password: string) => browser.raw('POST', myDataPaths.export, JSON.stringify({ password }), headers),
    deleteWith: (password: string) => browser.raw('DELETE', myDataPaths.account, JSON.stringify({ password }), headers),
  };
};
/** The owner's session cookies alone: what someone who copied the session has, or a browser signed in before device tokens. */
const sessionOnly = (owner: Owner) =>
  owner
    .cookieHeader()
    .split('; ')
    .filter((pair) => !pair.startsWith(`${deviceCookieName({ production: false })}=`))
    .join('; ');
const hundredWrongSignIns = (email: string) => {
  const attackers = Array.from({ length: 20 }, newNetwork);
  return Promise.all(Array.from({ length: 100 }, (_, i) => app.client().post('/api/login', { email, password: 'wrong-password' }, { 'X-Forwarded-For': attackers[i % 20] ?? '' })));
};

describe('the password typed again for an export or a deletion', () => {
  it('after 100 wrong sign-in passwords from 20 networks, works at once in the owner’s browser', async () => {
    const owner = await app.signUp('student');
    const statuses = (await hundredWrongSignIns(owner.email)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ACCOUNT_RULE.free);
    const home = from(owner, newNetwork());
    await home.exportWith(PASSWORD).expectStatus(200);
    await home.deleteWith(PASSWORD).expectStatus(200);
  });

  it('after 100 wrong sign-in passwords from 20 networks, is slowed, not locked, in a browser the account does not know', async () => {
    const owner = await app.signUp('student');
    await hundredWrongSignIns(owner.email);
    const unknownBrowser = from(new HttpClient(app.url), newNetwork(), sessionOnly(owner));
    const slowed = await unknownBrowser.exportWith(PASSWORD).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 second'));
    clock.advance(retryAfter(slowed) * 1000);
    await unknownBrowser.exportWith(PASSWORD).expectStatus(200);
  });

  it('stops a borrowed session after 5 wrong guesses, while the owner still deletes their account from their own browser on the same network', async () => {
    const owner = await app.signUp('student');
    const home = newNetwork(); // the borrowed session is used in the same house
    const thief = from(new HttpClient(app.url), home, sessionOnly(owner));
    for (let i = 0; i < NETWORK_RULE.max; i++) await thief.exportWith(`guess-${i}`).expectStatus(400);
    const stopped = await thief.exportWith(PASSWORD).expectStatus(429);
    expect(retryAfter(stopped)).toBe(NETWORK_RULE.windowMs / 1000);
    expect(await stopped.json()).toEqual(tooMany('15 minutes'));
    await from(owner, home).deleteWith(PASSWORD).expectStatus(200);
  });

  it('slows the owner’s own slips by seconds: five wrong export passwords, and the deletion waits a second, not 15 minutes', async () => {
    const owner = await app.signUp('student');
    const home = from(owner, newNetwork());
    for (let i = 0; i < KNOWN_DEVICE_RULE.free; i++) await home.exportWith(`mistyped-${i}`).expectStatus(400);
    const slowed = await home.deleteWith(PASSWORD).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 second'));
    clock.advance(retryAfter(slowed) * 1000);
    await home.deleteWith(PASSWORD).expectStatus(200);
  });

  it('remembers the browser after a right password: a session begun before device tokens is then slowed by its slips, not blocked for 15 minutes', async () => {
    const owner = await app.signUp('student');
    // A session begun before device tokens existed: the account knows no browser of it.
    await app.deps.db(knownDevicesTable).where({ user_id: owner.userId }).delete();
    const home = from(owner, newNetwork());
    await home.exportWith(PASSWORD).expectStatus(200);
    for (let i = 0; i < NETWORK_RULE.max; i++) await home.exportWith(`mistyped-${i}`).expectStatus(400);
    const slowed = await home.deleteWith(PASSWORD).expectStatus(429);
    expect(await slowed.json()).toEqual(tooMany('1 second'));
    clock.advance(retryAfter(slowed) * 1000);
    await home.deleteWith(PASSWORD).expectStatus(200);
  });
});
