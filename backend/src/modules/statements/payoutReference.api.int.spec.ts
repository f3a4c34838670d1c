// A bank reference carries one payout (decision 0139), over HTTP on a real server and database: two payouts under one
// reference for two counsellors at the same moment get one 201 and one 409, round after round; a claim left by a
// request that died before recording its payout is let go a little later (and that request can no longer record it);
// a payout refused after its claim lets the reference go at once.
import { randomUUID } from 'node:crypto';
import type { AdminPayout, PayoutInput } from '@margdarshak/contracts/api/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { handleCommand } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { approvedCounsellor, bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { decidePayout, evolvePayouts, initialPayouts, payoutsStream } from './payout';
import { DUPLICATE_REFERENCE, decideReference, evolveReference, initialReference, payoutReferenceStream } from './payoutReference';
import { REFERENCE_CLAIM_GRACE_MS } from './payoutReferences.processor';
import { recordPayout } from './payouts';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let first: string;
let second: string;

const payout = (counsellorId: string, reference: string, amount = 1): PayoutInput => ({ counsellorId, month: '2026-11', amount, paidOn: '2026-11-23', reference });
const typesOn = async (stream: string) => (await app.deps.eventStore.readStream(stream)).map((event) => event.type);

beforeAll(async () => {
  const scene = await bookingScene({ clock });
  ({ app, admin } = scene);
  const other = await approvedCounsellor(app, admin);
  [first, second] = [scene.counsellor.userId, other.userId];
  // Each counsellor is owed ₹1,599.20 (₹1,999 paid, 20% commission) once the commission processor has run.
  for (const counsellorId of [first, second]) {
    const student = await app.signUp('student');
    await paidBooking(student, { counsellorId, packageId: scene.pkg.id, price: scene.pkg.price, date: '2026-11-26' });
  }
  await app.runDueJobs();
}, 120_000);
afterAll(async () => app?.stop());

describe('one bank reference, two counsellors, the same moment', () => {
  it('records one payout and refuses the other with 409, in every round', async () => {
    const rounds = 20;
    for (let round = 0; round < rounds; round++) {
      // Typed differently by the two admins: the same reference without case or spaces.
      const answers = await Promise.all([admin.post('/api/admin/payouts', payout(first, `UTR-RACE-${round}`)), admin.post('/api/admin/payouts', payout(second, ` utr-race-${round} `))]);
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(await refused?.json()).toMatchObject({ error: DUPLICATE_REFERENCE });
      expect(await typesOn(payoutReferenceStream(`UTR-RACE-${round}`))).toEqual(['PayoutReferenceClaimed']);
    }
    const listed = await admin.get(`/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ q: 'race' }))}&range=[0,99]`).expectStatus(200);
    expect(listed.headers.get('content-range')).toBe(`payouts 0-${rounds - 1}/${rounds}`);
    const references = ((await listed.json()) as AdminPayout[]).map((p) => p.reference.trim().toUpperCase());
    expect(new Set(references).size).toBe(rounds);
  });
});

describe('a claim whose payout never came', () => {
  it('holds the reference for a while, is then let go, and the request that left it can no longer record its payout', async () => {
    const reference = 'UTR-CRASH-0001';
    const payoutId = randomUUID();
    // What a payout request does first; the process then dies before it records the payout.
    await handleCommand(
      app.deps,
      { initialState: initialReference, evolve: evolveReference },
      payoutReferenceStream(reference),
      (state) => decideReference({ type: 'ClaimReference', payoutId, counsellorId: first, reference }, state),
      { role: 'admin' },
    );
    expect((await admin.post('/api/admin/payouts', payout(second, reference))).status).toBe(409); // it may still be under way
    clock.advance(REFERENCE_CLAIM_GRACE_MS);
    await app.runDueJobs();
    await admin.post('/api/admin/payouts', payout(second, reference)).expectStatus(201);
    // The dead request's second step, had it been only slow: refused, and nothing is paid twice under the reference.
    const lateStep = handleCommand(
      app.deps,
      { initialState: initialPayouts, evolve: evolvePayouts },
      payoutsStream(first),
      (state) => decidePayout({ payoutId, ...payout(first, reference), amountPaise: 100, earnedPaise: 1599_20 }, state),
      { role: 'admin' },
    );
    await expect(lateStep).rejects.toMatchObject({ code: 'PAYOUT_ABANDONED', status: 409 });
    expect(await typesOn(payoutReferenceStream(reference))).toEqual(['PayoutReferenceClaimed', 'PayoutReferenceReleased', 'PayoutReferenceClaimed']);
    expect((await typesOn(payoutsStream(first))).filter((type) => type !== 'PayoutRecorded')).toEqual(['PayoutAbandoned']);
  });
});

describe('a payout refused after its reference was claimed', () => {
  it('lets the reference go at once, for the next payout to carry', async () => {
    const { owed } = await admin
      .post('/api/admin/payouts', payout(first, 'UTR-PROBE-0001', 1_00_00_000))
      .expectStatus(422)
      .json<{ owed: number }>();
    expect(owed).toBeGreaterThan(1);
    const reference = 'UTR-LATE-0001';
    // Between this payout's claim and its record, another admin pays the counsellor all they are owed.
    let interleaved = false;
    const store = app.deps.eventStore;
    const deps: AppDeps = {
      ...app.deps,
      eventStore: {
        ...store,
        async appendToStream(streamName, events, options) {
          const appended = await store.appendToStream(streamName, events, options);
          if (!interleaved && streamName === payoutReferenceStream(reference)) {
            interleaved = true;
            await recordPayout(app.deps, payout(first, 'UTR-FIRST-0001', owed), { role: 'admin' });
          }
          return appended;
        },
      },
    };
    await expect(recordPayout(deps, payout(first, reference), { role: 'admin' })).rejects.toMatchObject({ code: 'MORE_THAN_OWED', status: 422 });
    expect(interleaved).toBe(true);
    expect(await typesOn(payoutReferenceStream(reference))).toEqual(['PayoutReferenceClaimed', 'PayoutReferenceReleased']);
    // No processor has run: the reference is free at once.
    await admin.post('/api/admin/payouts', payout(second, reference)).expectStatus(201);
  });
});
