// A sign-up that claimed its e-mail and died before creating the account: the claim is released a little later, so the
// address can register; and a registration so slow that its claim was released meanwhile is refused cleanly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { handleCommand } from '../../platform/commandHandler';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { registerUser } from './accounts';
import { decideEmail, decideUser } from './accounts.decider';
import { CLAIM_GRACE_MS } from '../counsellors';
import { emailStream, evolveEmail, evolveUser, initialEmailState, initialUserState, userStream } from './user';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

/** What a sign-up does first; the process then dies before it creates the account. */
async function claimOnly(email: string, userId = randomUUID()) {
  await handleCommand(app.deps, { initialState: initialEmailState, evolve: evolveEmail }, emailStream(app.deps.serverSecret, email), (state) => decideEmail({ type: 'ClaimEmail', userId }, state), {
    role: 'system',
  });
  return userId;
}

describe('an e-mail claimed by a sign-up that never finished', () => {
  it('is released a little later, and the address can then register and sign in', async () => {
    const email = `half.done.${randomUUID()}@example.in`;
    await claimOnly(email);
    const tooSoon = await app.client().post('/api/register', { email, password: 'a-fine-secret', role: 'student' });
    expect(tooSoon.status).toBe(409); // a sign-up may still be under way
    clock.advance(CLAIM_GRACE_MS);
    await app.runDueJobs();
    await app.client().post('/api/register', { email, password: 'a-fine-secret', role: 'student' }).expectStatus(201);
    await app.client().post('/api/login', { email, password: 'a-fine-secret' }).expectStatus(200);
  });

  it('refuses the account a registration too slow to keep its claim, and keeps a finished one', async () => {
    const slow = `slow.${randomUUID()}@example.in`;
    const userId = await claimOnly(slow);
    clock.advance(CLAIM_GRACE_MS);
    await app.runDueJobs();
    // The slow request's second step arrives after the claim was given up: refused, with nothing half made.
    const secondStep = handleCommand(
      app.deps,
      { initialState: initialUserState, evolve: evolveUser },
      userStream(userId),
      (state, now) => decideUser({ type: 'RegisterUser', userId, role: 'student', sealedEmail: 'pd1.x.y.z', sealedPasswordHash: 'pd1.x.y.z' }, state, now),
      { role: 'system' },
    );
    await expect(secondStep).rejects.toMatchObject({ code: 'REGISTRATION_ABANDONED', status: 409 });
    expect((await app.deps.eventStore.readStream(userStream(userId))).map((e) => e.type)).toEqual(['RegistrationAbandoned']);
    // Someone (the same person, trying again) can now register the address.
    await expect(registerUser(app.deps, { email: slow, password: 'a-fine-secret', role: 'student' }, { role: 'system' })).resolves.toMatchObject({ email: slow });

    const done = `done.${randomUUID()}@example.in`;
    await app.client().post('/api/register', { email: done, password: 'a-fine-secret', role: 'student' }).expectStatus(201);
    clock.advance(CLAIM_GRACE_MS);
    await app.runDueJobs();
    await app.client().post('/api/register', { email: done, password: 'a-fine-secret', role: 'student' }).expectStatus(409);
    await app.client().post('/api/login', { email: done, password: 'a-fine-secret' }).expectStatus(200);
  });
});
