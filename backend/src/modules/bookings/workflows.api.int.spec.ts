// The work that spans streams, over HTTP: a second capture refunded, two reschedules at once, a refund the gateway keeps
// refusing for a while, a deleted counsellor's sessions, and claims a request left behind when it died half way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelResponse, CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { fixedClock } from '../../platform/clock';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { holdSessionTime } from '../schedule';
import { CLAIM_GRACE_MS } from './bookingTime.processor';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
/** While above zero, each refund the gateway is asked for fails (and counts down). */
let refundOutages = 0;
let pkg: { id: string; price: number };
let counsellorId: string;
let day = 0;

beforeAll(async () => {
  app = await startTestApp({
    clock,
    // The local gateway, its refunds failing on demand as a provider's outage would.
    payments: (gateway) => ({
      ...gateway,
      async refund(input) {
        if (refundOutages > 0) {
          refundOutages--;
          throw Object.assign(new Error('gateway unavailable'), { statusCode: 503 });
        }
        return gateway.refund(input);
      },
    }),
  });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellorId = (await approvedCounsellor(app, admin)).userId;
});
afterAll(async () => app?.stop());

const nextDate = () => `2026-12-${String(++day).padStart(2, '0')}`;
const choice = (studentId: string, sessionDate: string, timeSlot = '10:00 AM', counsellor = counsellorId) => ({ counsellorId: counsellor, studentId, packageId: pkg.id, sessionDate, timeSlot });
const slotsOn = async (date: string, counsellor = counsellorId) =>
  (await app.client().get(`/api/counsellors/${counsellor}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots;
const local = () => app.deps.payments as LocalGateway;

async function book(student: HttpClient & { userId: string }, date: string, slot = '10:00 AM', counsellor = counsellorId) {
  const booking = choice(student.userId, date, slot, counsellor);
  const order = await student
    .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
    .expectStatus(200)
    .json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount };
  const confirmed = await student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
  return { order, verify, confirmed };
}

describe('a captured payment no booking can take', () => {
  it('refunds a second capture on an order already paid, and keeps the booking', async () => {
    const student = await app.signUp('student');
    const { order, confirmed } = await book(student, nextDate());
    const again = await local().approve(order.id);
    const second = { ...{ paymentId: again?.paymentId ?? '', orderId: order.id, signature: again?.signature ?? '' }, bookingData: choice(student.userId, confirmed.date), amount: order.amount };
    const refused = await student.post('/api/payment/verify', second).expectStatus(409).json<{ error: string; refunded: boolean }>();
    expect(refused).toMatchObject({ refunded: true, error: expect.stringMatching(/already paid.*has been refunded in full/) });
    expect((await local().refunds()).filter((r) => r.paymentId === again?.paymentId)).toHaveLength(1);
    expect((await local().refunds()).filter((r) => r.paymentId === confirmed.paymentId)).toHaveLength(0);
    const [listed] = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    expect(listed).toMatchObject({ id: confirmed.id, status: 'confirmed', paymentId: confirmed.paymentId });
  });

  it('finds and refunds a second capture nobody reported (a student who paid twice, the browser telling only once)', async () => {
    const student = await app.signUp('student');
    const { order, confirmed } = await book(student, nextDate());
    const unreported = await local().approve(order.id);
    clock.advance(60_000); // the order's captures are looked for every half minute
    await app.runDueJobs();
    expect((await local().refunds()).filter((r) => r.paymentId === unreported?.paymentId)).toHaveLength(1);
    expect((await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>())[0]).toMatchObject({ id: confirmed.id, status: 'confirmed', paymentId: confirmed.paymentId });
  });
});

describe('two reschedules of one booking at once', () => {
  it('moves it once, refuses the other, and leaves no hour held for it but the one it is on', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const { confirmed } = await book(student, date);
    const [a, b] = await Promise.all(['02:00 PM', '04:00 PM'].map((timeSlot) => student.post(`/api/bookings/${confirmed.id}/reschedule`, { sessionDate: date, timeSlot })));
    const statuses = [a?.status, b?.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [listed] = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    const open = await slotsOn(date);
    // Exactly the hour the booking is on is taken; the old one and the refused one are free again.
    expect(['10:00 AM', '02:00 PM', '04:00 PM'].filter((slot) => !open.includes(slot))).toEqual([listed?.timeSlot]);
  });
});

describe('a refund the gateway refuses for a while', () => {
  it('shows as pending, is retried with a back-off until issued, and is issued once', async () => {
    const student = await app.signUp('student');
    const { confirmed } = await book(student, nextDate());
    refundOutages = 2;
    const cancelled = await student.post(`/api/bookings/${confirmed.id}/cancel`, {}).expectStatus(200).json<CancelResponse>();
    expect(cancelled).toMatchObject({ refunded: true, booking: { status: 'cancelled', refund: { amount: 1999, status: 'due' } } });
    for (let retry = 0; retry < 3; retry++) {
      clock.advance(60_000); // past the job's back-off
      await app.runDueJobs();
    }
    const [listed] = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    expect(listed?.refund).toEqual({ amount: 1999, status: 'issued' });
    expect((await local().refunds()).filter((r) => r.paymentId === confirmed.paymentId)).toHaveLength(1);
    expect(refundOutages).toBe(0);
  });
});

describe('a deleted counsellor', () => {
  it('has every future session cancelled and refunded in full, the students mailed and the hours freed', async () => {
    const leaving = await approvedCounsellor(app, admin);
    const [early, late, unpaid] = await Promise.all([app.signUp('student'), app.signUp('student'), app.signUp('student')]);
    const date = nextDate();
    const first = await book(early, date, '10:00 AM', leaving.userId);
    const second = await book(late, date, '11:00 AM', leaving.userId);
    await unpaid.post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(unpaid.userId, date, '12:00 PM', leaving.userId) }).expectStatus(200);
    // The second session is within 24 hours when the counsellor goes: refunded all the same.
    clock.set(new Date(Date.parse(second.confirmed.sessionDate) - 3 * 3_600_000));
    try {
      // Days have passed: everyone signs in again.
      await (await app.admin()).delete(`/api/admin/users/${leaving.userId}`).expectStatus(200);
      for (const student of [early, late, unpaid]) await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
      for (const [student, { confirmed }] of [
        [early, first],
        [late, second],
      ] as const) {
        const [listed] = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
        expect(listed).toMatchObject({ id: confirmed.id, status: 'cancelled', refund: { amount: 1999, status: 'issued' } });
        await app.runDueJobs(); // the notices are not awaited by the deletion
        const mails = await readOutbox(app.outboxDir, student.email);
        expect(mails.filter((m) => /no longer available/.test(m.text))).toHaveLength(1);
      }
      // The unpaid order ended too (its hold lapsed days ago, or the removal cancelled it): nothing of it stands.
      const unpaidStatuses = await app.deps.db('bookings').where({ student_id: unpaid.userId }).pluck('status');
      expect(unpaidStatuses.length === 1 && ['expired', 'cancelled'].includes(unpaidStatuses[0])).toBe(true);
      const ids = await app.deps.db('bookings').where({ counsellor_id: leaving.userId }).pluck('id');
      expect(ids).toHaveLength(3);
      expect(await app.deps.db('schedule_slots').whereIn('booking_id', ids).pluck('slot')).toEqual([]); // every hour freed
      expect((await local().refunds()).map((r) => r.paymentId)).toEqual(expect.arrayContaining([first.confirmed.paymentId, second.confirmed.paymentId]));
      await app.client().get(`/api/counsellors/${leaving.userId}`).expectStatus(404);
    } finally {
      clock.set(new Date('2026-11-23T06:00:00Z'));
    }
  });
});

describe('claims a request left behind', () => {
  it('frees, a little later, an hour held for a booking that was never recorded', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    // As if the process died right after holding the hour, before the booking was recorded.
    await holdSessionTime(app.deps, { counsellorId, studentId: student.userId, date, slot: '10:00 AM', bookingId: crypto.randomUUID() }, new Date(clock.now().getTime() + 15 * 60_000), {
      role: 'system',
    });
    await expect.poll(() => slotsOn(date)).not.toContain('10:00 AM');
    await app.runDueJobs();
    expect(await slotsOn(date)).not.toContain('10:00 AM'); // a request may still be under way: not yet
    clock.advance(CLAIM_GRACE_MS);
    await app.runDueJobs();
    expect(await slotsOn(date)).toContain('10:00 AM');
    // The student's own hour was freed too: they can order it again.
    await student.post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student.userId, date) }).expectStatus(200);
  });

  it('asks the gateway when a hold lapses: a payment nobody reported is applied, an unpaid order expires', async () => {
    const date = nextDate();
    const [payer, leaver] = await Promise.all([app.signUp('student'), app.signUp('student')]);
    const paidOrder = await payer
      .post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(payer.userId, date) })
      .expectStatus(200)
      .json<CreateOrderResponse>();
    await leaver.post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(leaver.userId, date, '11:00 AM') }).expectStatus(200);
    await local().approve(paidOrder.id); // the browser closed before it could report this
    clock.advance(16 * 60_000);
    await app.runDueJobs();
    expect((await payer.get(`/api/students/${payer.userId}/bookings`).json<StudentBooking[]>())[0]).toMatchObject({ status: 'confirmed' });
    expect(await leaver.get(`/api/students/${leaver.userId}/bookings`).json<StudentBooking[]>()).toEqual([]); // lapsed unpaid: not listed
    expect(await slotsOn(date)).toContain('11:00 AM');
    expect(await slotsOn(date)).not.toContain('10:00 AM');
  });
});
