// The owner while an attacker keeps guessing from 20 networks, over real HTTP behind a trusted proxy (each request names
// its network in X-Forwarded-For): from a new browser they get in within 21 minutes (throttleRule.ts), and a password
// reset makes the browser it is done in a known one, which signs in at once. No real waiting: the clock moves from one
// request's instant to the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { knownDevicesTable } from './knownDevices';
import { sessionsProcessor } from './sessions.processor';
import { userStream } from './user';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => app?.stop());

const MINUTE = 60_000;
const PASSWORD = 'secret-123'; // testApp's signUp
let networks = 0;
const newNetwork = () => `203.0.${Math.floor(++networks / 250)}.${(networks % 250) + 1}`;
const signIn = (browser: HttpClient, email: string, password: string, network: string) => browser.post('/api/login', { email, password }, { 'X-Forwarded-For': network });
const retryAfterMs = (response: Response) => Number(response.headers.get('retry-after')) * 1000;

type Asker = { browser: HttpClient; network: string; password: string; at: number };

/**
 * The attacker's wrong passwords from `from` networks for `forMs`: each network asks again the moment its Retry-After
 * has passed (asking sooner is refused and changes nothing: at every instant one network that is not due asks too, and
 * is refused), and when it was let in, at once. `owner`, if given, asks with the right password from its own browser
 * and network at its Retry-After, after the attacker at the same instant. Resolves with the owner's wait, if let in.
 */
async function keepGuessing(email: string, from: string[], forMs: number, owner?: Omit<Asker, 'at'>): Promise<number | undefined> {
  const start = clock.now().getTime();
  const attackers: Asker[] = from.map((network) => ({ browser: app.client(), network, password: 'wrong-password', at: start }));
  const ownerAsks = owner && { ...owner, at: start };
  for (let now = start; now <= start + forMs; now = Math.min(...attackers.map((a) => a.at), ownerAsks?.at ?? Infinity)) {
    clock.set(new Date(now));
    const early = attackers.find((a) => a.at > now);
    if (early) await signIn(early.browser, email, early.password, early.network).expectStatus(429);
    for (const asker of [...attackers.filter((a) => a.at === now), ...(ownerAsks?.at === now ? [ownerAsks] : [])]) {
      const response = await signIn(asker.browser, email, asker.password, asker.network);
      if (asker === ownerAsks && response.status === 200) return now - start;
      expect(asker === ownerAsks ? [429] : [401, 429]).toContain(response.status);
      if (response.status === 429) asker.at = now + retryAfterMs(response);
    }
  }
  clock.set(new Date(start + forMs));
  return undefined;
}

describe('an owner in a new browser while 20 networks keep guessing', () => {
  it('gets in within 21 minutes, asking again at each Retry-After, even when every attacking network is free to check again', async () => {
    const owner = await app.signUp('student');
    const attackers = Array.from({ length: 20 }, newNetwork);
    // Half an hour of guessing: the account's allowance is spent, and the first networks may check again from now on.
    await keepGuessing(owner.email, attackers, 30 * MINUTE);
    const waited = await keepGuessing(owner.email, attackers, 40 * MINUTE, { browser: app.client(), network: newNetwork(), password: PASSWORD });
    expect(waited).toBeDefined();
    expect(waited).toBeLessThanOrEqual(21 * MINUTE);
  });
});

describe('a password reset while the attacker keeps guessing', () => {
  /** Completes a reset through the mailed link in `browser`. */
  const resetIn = async (browser: HttpClient, email: string, password: string) => {
    await browser.post('/api/forgot-password', { email }).expectStatus(200);
    const token = /token=([\w-]+)/.exec((await readOutbox(app.outboxDir, email)).at(-1)?.text ?? '')?.[1];
    await browser.post('/api/reset-password', { token, password }).expectStatus(200);
  };

  it('makes the browser that completed it a known one: it signs in at once, even from the attacker’s network', async () => {
    const owner = await app.signUp('student');
    const attackers = Array.from({ length: 20 }, newNetwork);
    /** The attacker takes the account's next check for unknown browsers, if it is free, from a network with room. */
    const takeTheCheck = () => signIn(app.client(), owner.email, 'wrong-password', newNetwork());
    await keepGuessing(owner.email, attackers, 30 * MINUTE);
    const [phone, home] = [app.client(), newNetwork()];
    await takeTheCheck();
    await signIn(phone, owner.email, PASSWORD, home).expectStatus(429); // slowed, as any new browser is

    await resetIn(phone, owner.email, 'monsoon-in-pune-7');
    await takeTheCheck();
    await signIn(phone, owner.email, 'monsoon-in-pune-7', attackers[0] ?? '').expectStatus(200);
    await signIn(app.client(), owner.email, 'monsoon-in-pune-7', attackers[0] ?? '').expectStatus(429); // a new browser there is slowed
    await keepGuessing(owner.email, attackers, 5 * MINUTE);
    await signIn(phone, owner.email, 'monsoon-in-pune-7', home).expectStatus(200);
  });

  it('keeps that browser known however late the sessions processor forgets the browsers known before the change', async () => {
    const owner = await app.signUp('student'); // known before the change
    const phone = app.client();
    await resetIn(phone, owner.email, 'monsoon-in-pune-7'); // the processor has run before the answer
    clock.advance(1000);
    await signIn(app.client(), owner.email, 'monsoon-in-pune-7', newNetwork()).expectStatus(200); // known after the change
    const knownNow = async () => (await app.deps.db(knownDevicesTable).where({ user_id: owner.userId }).select('device_key')).map((r: { device_key: string }) => r.device_key).sort();
    const before = await knownNow();
    expect(before).toHaveLength(2); // the phone and the browser that signed in since; not the one that registered

    // The job once more, as a retry or a late run would do it, after the phone was remembered.
    const changed = (await app.deps.eventStore.readStream(userStream(owner.userId))).filter((e) => e.type === 'PasswordChanged');
    expect(changed.map((e) => accountEvents.PasswordChanged.schema.parse(e.data).userId)).toEqual([owner.userId]);
    for (const event of changed)
      for (const job of sessionsProcessor.plan(event)) await sessionsProcessor.run(job, { deps: app.deps, actor: { role: 'system' }, causedAt: event.position, attempts: 1 });
    expect(await knownNow()).toEqual(before);

    // And so the phone still has its own allowance on a network throttled for new browsers.
    const shared = newNetwork();
    for (let i = 0; i < 5; i++) await signIn(app.client(), owner.email, 'wrong-password', shared).expectStatus(401);
    await signIn(app.client(), owner.email, 'monsoon-in-pune-7', shared).expectStatus(429);
    await signIn(phone, owner.email, 'monsoon-in-pune-7', shared).expectStatus(200);
  });
});
