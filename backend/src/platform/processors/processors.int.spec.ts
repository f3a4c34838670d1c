// The processors' machinery on a real database: a job is planned once however often its event is met, retried with a
// back-off without holding up others, ended by a refusal, looked at again when it asks; a request waits for the jobs it
// awaits; and every product processor, run a second time on the same events (a crash before its job was marked done),
// does nothing more.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelResponse, CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { comparePositions } from '@margdarshak/contracts/log';
import { requestReplay } from '@margdarshak/projections/checkpoints';
import { fixedClock } from '../clock';
import { metadataOf } from '../commandHandler';
import { DomainError } from '../http/errors';
import type { LocalGateway } from '../payments/localGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { jobsTable } from './jobs';
import { atOnce, processor, type JobOutcome } from './processor';
import { schedulerName } from './scheduler';
import { retryDelayMs } from './worker';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));

/** What the spec's processor is asked to do with each Probe event, by the event's `mode`. */
type Mode = 'fine' | 'fail-twice' | 'refuse' | 'again-once' | 'slow';
const runs = new Map<string, number>();
let releaseSlow: () => void = () => {};
const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));

const probe = processor<{ kind: 'probe'; probeId: string; mode: Mode; awaitedJob: boolean }>({
  name: 'probe',
  eventTypes: ['ProbeHappened', 'AwaitedProbeHappened'],
  awaits: ['AwaitedProbeHappened'],
  plan(event) {
    const { probeId, mode, awaitedJob } = event.data as { probeId: string; mode: Mode; awaitedJob: boolean };
    return [{ kind: 'probe', probeId, mode, awaitedJob, dueAt: atOnce(event) }];
  },
  async run(job): Promise<JobOutcome> {
    const count = (runs.get(job.probeId) ?? 0) + 1;
    runs.set(job.probeId, count);
    if (job.mode === 'fail-twice' && count <= 2) throw new Error(`probe failure ${count}`);
    if (job.mode === 'refuse') throw new DomainError('PROBE_REFUSED', 'no, never');
    if (job.mode === 'again-once' && count === 1) return { again: new Date(clock.now().getTime() + 60_000) };
    if (job.mode === 'slow') await slowGate;
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, processors: [probe] });
});
afterAll(async () => app?.stop());

async function happen(mode: Mode, awaitedJob = false, correlationId = randomUUID()) {
  const probeId = randomUUID();
  const type = awaitedJob ? 'AwaitedProbeHappened' : 'ProbeHappened';
  const { position } = await app.deps.eventStore.appendToStream(`probe-${probeId}`, [
    { type, data: { probeId, mode, awaitedJob }, metadata: metadataOf({ role: 'system', correlationId }, clock.now()) },
  ]);
  // Planned (settle waits for the scheduler, and for the job only when it is awaited: not the slow one, or it would block).
  const appended = { correlationId, appendedUpTo: position, appendedTypes: new Set([type]) };
  if (!awaitedJob || mode !== 'slow') await app.deps.workflows.settle(appended, 10_000);
  return { probeId, appended };
}
const jobOf = (probeId: string) =>
  app.deps.db(jobsTable).whereRaw(`payload->>'probeId' = ?`, [probeId]).first<{ attempts: number; done_at: Date | null; outcome: string | null; last_error: string | null; next_attempt_at: Date }>();

describe('the machinery', () => {
  it('plans a job once however often its event is met, and runs it once', async () => {
    const { probeId } = await happen('fine');
    await app.runDueJobs();
    const head = await app.deps.eventStore.headPosition();
    await requestReplay(app.deps.db, schedulerName); // the scheduler meets every event again
    // Replayed to the head, as its checkpoint says (its in-memory progress is the old one until the replay's first batch):
    // the next specs must not run beside the replay.
    const replayedToHead = async () => {
      const [row] = await app.deps.db('projection_checkpoints').where({ name: schedulerName }).select('commit', 'prepare', 'replay_requested_at');
      const at = { commit: BigInt(row.commit), prepare: BigInt(row.prepare) };
      return row.replay_requested_at === null && head !== undefined && comparePositions(at, head) >= 0;
    };
    await expect.poll(replayedToHead, { timeout: 10_000 }).toBe(true);
    await app.runDueJobs();
    expect(await app.deps.db(jobsTable).whereRaw(`payload->>'probeId' = ?`, [probeId]).count<{ n: string }[]>({ n: '*' })).toEqual([{ n: '1' }]);
    expect(runs.get(probeId)).toBe(1);
  });

  it('retries a failing job with a growing back-off, and the others go on meanwhile', async () => {
    const failing = await happen('fail-twice');
    const fine = await happen('fine');
    await app.runDueJobs();
    expect(runs.get(fine.probeId)).toBe(1);
    expect(await jobOf(failing.probeId)).toMatchObject({ attempts: 1, done_at: null, last_error: expect.stringContaining('probe failure 1') });
    expect((await jobOf(failing.probeId))?.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    clock.advance(retryDelayMs(1));
    await app.runDueJobs();
    expect(await jobOf(failing.probeId)).toMatchObject({ attempts: 2, done_at: null });
    expect((await jobOf(failing.probeId))?.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    await app.runDueJobs();
    expect(await jobOf(failing.probeId)).toMatchObject({ done_at: expect.any(Date), outcome: 'done' });
    expect(runs.get(failing.probeId)).toBe(3);
  });

  it('ends a refused job without retrying it, and looks again at one that asks to', async () => {
    const refused = await happen('refuse');
    const later = await happen('again-once');
    await app.runDueJobs();
    expect(await jobOf(refused.probeId)).toMatchObject({ outcome: 'refused: no, never', attempts: 0 });
    expect(await jobOf(later.probeId)).toMatchObject({ done_at: null, attempts: 0 });
    clock.advance(60_000);
    await app.runDueJobs();
    expect(await jobOf(later.probeId)).toMatchObject({ outcome: 'done' });
    expect([runs.get(refused.probeId), runs.get(later.probeId)]).toEqual([1, 2]);
  });

  it('lets a request wait for the jobs it awaits, and only those', async () => {
    const correlationId = randomUUID();
    await happen('fine', false, correlationId); // not awaited
    const { probeId, appended } = await happen('slow', true, correlationId);
    let settled = false;
    const waiting = app.deps.workflows.settle(appended, 30_000).then((answer) => (settled = answer));
    await expect.poll(() => runs.get(probeId)).toBe(1);
    expect(settled).toBe(false);
    releaseSlow();
    expect(await waiting).toBe(true);
    expect(await app.deps.workflows.settle({ correlationId: randomUUID() })).toBe(true); // nothing to wait for
  });
});

describe('every processor of the product, run again on the same events', () => {
  it('does nothing more: no event, refund, mail or job twice', async () => {
    const admin = await app.admin();
    const pkg = await createPackage(admin, 'advanced', 1999);
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-12-10', timeSlot: '10:00 AM' };
    const order = await student.post('/api/payment/create-order', { amount: 199_900, booking }).expectStatus(200).json<CreateOrderResponse>();
    const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).json<LocalCheckoutApproval>();
    const paid = await student
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount })
      .expectStatus(200)
      .json<StudentBooking>();
    await student.post(`/api/bookings/${paid.id}/reschedule`, { sessionDate: '2026-12-10', timeSlot: '03:00 PM' }).expectStatus(200);
    expect((await student.post(`/api/bookings/${paid.id}/cancel`, {}).expectStatus(200).json<CancelResponse>()).refunded).toBe(true);
    await admin.delete(`/api/admin/users/${counsellor.userId}`).expectStatus(200);
    clock.advance(24 * 3_600_000 + 60_000); // past every time-driven job's due time
    await app.runDueJobs();

    const snapshot = async () => ({
      events: Number((await app.deps.db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n),
      refunds: (await (app.deps.payments as LocalGateway).refunds()).length,
      mails: (await readdir(app.outboxDir)).length,
      jobs: Number((await app.deps.db(jobsTable).count<{ n: string }[]>({ n: '*' }))[0]?.n),
    });
    const before = await snapshot();
    expect(before.refunds).toBeGreaterThanOrEqual(1);
    // As if every job had crashed after its work and before it was marked done.
    const redone = await app.deps.db(jobsTable).whereNot({ processor: 'probe' }).update({ done_at: null, outcome: null, next_attempt_at: clock.now() });
    expect(redone).toBeGreaterThan(10);
    await app.runDueJobs();
    expect(await snapshot()).toEqual(before);
    expect(await app.deps.db(jobsTable).whereNull('done_at').andWhere('next_attempt_at', '<=', clock.now()).count<{ n: string }[]>({ n: '*' })).toEqual([{ n: '0' }]);
  });
});
