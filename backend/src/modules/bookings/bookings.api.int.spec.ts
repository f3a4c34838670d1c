// The money path over HTTP: holds, orders, verification, webhooks, lapses, cancellation and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelResponse, CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { webhookSignature } from '../../platform/payments/paymentGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India: the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let counsellorId: string;
let counsellorEmail: string;
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  counsellorId = counsellor.userId;
  counsellorEmail = counsellor.email;
});
afterAll(async () => app?.stop());

/** A fresh bookable date for each test, so tests do not share slots. */
const nextDate = () => `2026-12-${String(++day).padStart(2, '0')}`;
const choice = (studentId: string, sessionDate: string, timeSlot = '10:00 AM') => ({ counsellorId, studentId, packageId: pkg.id, sessionDate, timeSlot });

function order(student: HttpClient & { userId: string }, date: string, slot = '10:00 AM') {
  return student.post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student.userId, date, slot) });
}

async function pay(student: HttpClient & { userId: string }, date: string, slot = '10:00 AM') {
  const created = await order(student, date, slot).expectStatus(200).json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: created.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const verify = {
    paymentId: approval.razorpay_payment_id,
    orderId: approval.razorpay_order_id,
    signature: approval.razorpay_signature,
    bookingData: choice(student.userId, date, slot),
    amount: created.amount,
  };
  return { created, approval, verify };
}

const slotsOn = async (date: string) => (await app.client().get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`).expectStatus(200).json<{ availableSlots: string[] }>()).availableSlots;
const eventCount = async () => Number((await app.deps.db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n);

describe('booking a slot', () => {
  it('stops offering a slot as soon as it is held, even right after the day was read', async () => {
    const date = nextDate();
    expect(await slotsOn(date)).toContain('10:00 AM');
    await order(await app.signUp('student'), date).expectStatus(200);
    expect(await slotsOn(date)).not.toContain('10:00 AM');
  });

  it('gives a raced slot to exactly one of 20 students, with clear errors for the rest', async () => {
    const date = nextDate();
    const students = await Promise.all(Array.from({ length: 20 }, () => app.signUp('student')));
    const answers = await Promise.all(students.map((student) => order(student, date)));
    const won = answers.filter((response) => response.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((response) => response.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(((await lost.json()) as { error: string }).error).toMatch(/no longer available/);
    }
    expect(await slotsOn(date)).not.toContain('10:00 AM');
  });

  it('confirms a verified payment once, and refuses forged, changed, foreign and replayed verifications cleanly', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const { verify } = await pay(student, date);

    const stranger = await app.signUp('student');
    // What the processors append in answer to the order and the sign-ups (mails, schedules) lands first: the counts
    // below are of the log as a whole.
    await app.runDueJobs();
    const before = await eventCount();
    await student.post('/api/payment/verify', { ...verify, signature: verify.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }).expectStatus(400);
    await student.post('/api/payment/verify', { ...verify, amount: verify.amount - 100 }).expectStatus(400);
    await stranger.post('/api/payment/verify', verify).expectStatus(404);
    await student.post('/api/payment/verify', { ...verify, bookingData: { ...verify.bookingData, timeSlot: '11:00 AM' } }).expectStatus(400);
    expect(await eventCount()).toBe(before);

    const booking = await student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
    expect(booking).toMatchObject({ status: 'confirmed', amount: 1999, date, timeSlot: '10:00 AM', counsellorName: 'Meera Iyer', paymentId: verify.paymentId });
    await app.runDueJobs();
    const afterConfirm = await eventCount();
    const replay = await student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
    expect(replay).toEqual(booking);
    await app.runDueJobs();
    expect(await eventCount()).toBe(afterConfirm);

    const list = await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<StudentBooking[]>();
    expect(list.map((b) => b.id)).toEqual([booking.id]);
    expect(await slotsOn(date)).not.toContain('10:00 AM');
    const mails = await import('node:fs/promises').then((fs) => fs.readdir(app.outboxDir));
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an amount that differs from the server price before holding anything', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const refused = await student
      .post('/api/payment/create-order', { amount: 100, booking: choice(student.userId, date) })
      .expectStatus(400)
      .json<{ error: string }>();
    expect(refused.error).toBe('The amount does not match the price: ₹1,999 is due');
    expect(await slotsOn(date)).toContain('10:00 AM');
    await student.post('/api/payment/create-order', { amount: 199_900, booking: choice(student.userId, '2026-11-24') }).expectStatus(422);
    await student.post('/api/payment/create-order', { amount: 199_900, booking: choice(student.userId, '2026-12-24') }).expectStatus(422);
    await student.post('/api/payment/create-order', { amount: 199_900, booking: choice(student.userId, date, '11:30 PM') }).expectStatus(422);
  });

  it('confirms from the webhook alone, once, whatever the order of payment.captured and order.paid', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const { created, approval } = await pay(student, date);
    const secret = app.deps.payments.webhookSecret ?? '';
    const payment = { entity: { id: approval.razorpay_payment_id, order_id: created.id, amount: created.amount } };
    const send = (event: string, eventId: string, signature?: string) => {
      const body = JSON.stringify({ event, payload: { payment, order: { entity: { id: created.id } } } });
      return app
        .client()
        .raw('POST', '/api/payment/webhook', body, { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature ?? webhookSignature(secret, body), 'X-Razorpay-Event-Id': eventId });
    };
    await send('order.paid', 'evt_1', 'f'.repeat(64)).expectStatus(400);
    expect(await send('order.paid', 'evt_1').expectStatus(200).json()).toEqual({ status: 'ok' });
    expect(await send('order.paid', 'evt_1').expectStatus(200).json()).toEqual({ status: 'duplicate' });
    expect(await send('payment.captured', 'evt_2').expectStatus(200).json()).toEqual({ status: 'ok' });
    const list = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'confirmed', paymentId: approval.razorpay_payment_id });
  });

  it('frees a slot whose hold lapsed, and refunds a payment that arrives after someone else took it', async () => {
    const date = nextDate();
    const slow = await app.signUp('student');
    const slowOrder = await order(slow, date).expectStatus(200).json<CreateOrderResponse>();
    expect(await slotsOn(date)).not.toContain('10:00 AM');
    clock.advance(16 * 60_000);
    expect(await slotsOn(date)).toContain('10:00 AM');
    const quick = await app.signUp('student');
    const second = await pay(quick, date);
    await quick.post('/api/payment/verify', second.verify).expectStatus(200);

    // The slow student's bank only now takes the payment (the hold lapsed with nothing paid).
    const approval = await slow.post('/api/payment/local/approve', { orderId: slowOrder.id }).expectStatus(200).json<LocalCheckoutApproval>();
    const verify = { paymentId: approval.razorpay_payment_id, orderId: slowOrder.id, signature: approval.razorpay_signature, bookingData: choice(slow.userId, date), amount: slowOrder.amount };
    const lost = await slow.post('/api/payment/verify', verify).expectStatus(409).json<{ error: string; refunded: boolean }>();
    expect(lost.refunded).toBe(true);
    expect(lost.error).toMatch(/refunded in full/);
    expect((await (app.deps.payments as LocalGateway).refunds()).map((r) => r.paymentId)).toContain(verify.paymentId);
    expect((await slow.get(`/api/students/${slow.userId}/bookings`).json<StudentBooking[]>())[0]).toMatchObject({ status: 'cancelled', refund: { amount: 1999, status: 'issued' } });
  });

  it('lets a student who left an unpaid order start again on the same slot, and frees their other', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const first = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    const again = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    expect(again.bookingId).not.toBe(first.bookingId);
    // The first order's booking gave way: a late payment for it is refunded, never kept.
    const approval = await student.post('/api/payment/local/approve', { orderId: first.id }).json<LocalCheckoutApproval>();
    const late = { paymentId: approval.razorpay_payment_id, orderId: first.id, signature: approval.razorpay_signature, bookingData: choice(student.userId, date), amount: first.amount };
    expect(await student.post('/api/payment/verify', late).expectStatus(409).json()).toMatchObject({ refunded: true, error: expect.stringMatching(/already been cancelled/) });
    expect((await (app.deps.payments as LocalGateway).refunds()).map((r) => r.paymentId)).toContain(approval.razorpay_payment_id);
    // Someone else is still refused while the new hold runs.
    await order(await app.signUp('student'), date).expectStatus(409);
  });

  it("never gives a student's hour to two sessions, even when orders for two counsellors race", async () => {
    const date = nextDate();
    const other = (await approvedCounsellor(app, admin)).userId;
    const student = await app.signUp('student');
    const withCounsellor = (id: string) => student.post('/api/payment/create-order', { amount: pkg.price * 100, booking: { ...choice(student.userId, date), counsellorId: id } });
    const counsellors = [counsellorId, other, counsellorId, other, other, counsellorId];
    const answers = await Promise.all(counsellors.map(withCounsellor));
    const orders: { order: CreateOrderResponse; counsellor: string }[] = [];
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 200) orders.push({ order: (await answer.json()) as CreateOrderResponse, counsellor: counsellors[i] ?? '' });
      else expect(answer.status).toBe(409);
    }
    expect(orders.length).toBeGreaterThan(0);

    // Every order that was answered is paid: one session stands, every other payment is refunded.
    const outcomes = await Promise.all(
      orders.map(async ({ order, counsellor }) => {
        const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
        const verify = {
          paymentId: approval.razorpay_payment_id,
          orderId: order.id,
          signature: approval.razorpay_signature,
          bookingData: { ...choice(student.userId, date), counsellorId: counsellor },
          amount: order.amount,
        };
        return student.post('/api/payment/verify', verify);
      }),
    );
    // (Orders racing one another may also all give way: safety first, and the student simply tries again.)
    const confirmed = outcomes.filter((answer) => answer.status === 200);
    expect(confirmed.length).toBeLessThanOrEqual(1);
    for (const refused of outcomes.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ refunded: true });
    }
    const sessions = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    expect(sessions.filter((booking) => booking.status === 'confirmed')).toHaveLength(confirmed.length);
    // Nothing is left stuck: the hour is refused again only if a session stands in it.
    expect((await withCounsellor(other)).status).toBe(confirmed.length === 1 ? 409 : 200);
  });

  it('refuses a second session at a booked hour, and refunds a late payment for an hour the student filled meanwhile', async () => {
    const date = nextDate();
    const other = (await approvedCounsellor(app, admin)).userId;
    const student = await app.signUp('student');
    const slowOrder = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    clock.advance(16 * 60_000); // the first hold lapses unpaid

    const elsewhere = { ...choice(student.userId, date), counsellorId: other };
    const created = await student
      .post('/api/payment/create-order', { amount: pkg.price * 100, booking: elsewhere })
      .expectStatus(200)
      .json<CreateOrderResponse>();
    const approval = await student.post('/api/payment/local/approve', { orderId: created.id }).json<LocalCheckoutApproval>();
    await student
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: created.id, signature: approval.razorpay_signature, bookingData: elsewhere, amount: created.amount })
      .expectStatus(200);

    const busy = await student
      .post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student.userId, date) })
      .expectStatus(409)
      .json<{ error: string }>();
    expect(busy.error).toBe('You already have a session at this time');
    // Only now does the first order's payment go through.
    const lateApproval = await student.post('/api/payment/local/approve', { orderId: slowOrder.id }).expectStatus(200).json<LocalCheckoutApproval>();
    const lateVerify = {
      paymentId: lateApproval.razorpay_payment_id,
      orderId: slowOrder.id,
      signature: lateApproval.razorpay_signature,
      bookingData: choice(student.userId, date),
      amount: slowOrder.amount,
    };
    const late = await student.post('/api/payment/verify', lateVerify).expectStatus(409).json<{ error: string; refunded: boolean }>();
    expect(late).toMatchObject({ refunded: true, error: expect.stringMatching(/another session at this time.*refunded in full/) });
    expect(await slotsOn(date)).toContain('10:00 AM');
  });

  it('frees the slot at once when the payment is declined', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const created = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    const declined = await student.post('/api/payment/local/decline', { orderId: created.id }).expectStatus(200).json<{ error: { description: string } }>();
    expect(declined.error.description).toMatch(/declined/);
    expect(await slotsOn(date)).toContain('10:00 AM');
    expect(await student.get(`/api/students/${student.userId}/bookings`).json()).toEqual([]);
  });
});

describe('cancelling and rescheduling', () => {
  it('refunds in full 24 hours or more ahead, and not later; the slot is free at once either way', async () => {
    const early = nextDate();
    const student = await app.signUp('student');
    const first = await student.post('/api/payment/verify', (await pay(student, early)).verify).json<StudentBooking>();
    const cancelled = await student.post(`/api/bookings/${first.id}/cancel`, {}).expectStatus(200).json<CancelResponse>();
    expect(cancelled).toMatchObject({ refunded: true, booking: { status: 'cancelled', refund: { amount: 1999, status: 'issued' } } });
    expect(cancelled.message).toMatch(/5-7 business days/);
    expect(await slotsOn(early)).toContain('10:00 AM');
    await student.post(`/api/bookings/${first.id}/cancel`, {}).expectStatus(409);

    const late = nextDate();
    const second = await student.post('/api/payment/verify', (await pay(student, late, '11:00 AM')).verify).json<StudentBooking>();
    const started = clock.now();
    clock.set(new Date(Date.parse(second.sessionDate) - 23 * 3_600_000));
    try {
      // Days later the old session has lapsed: the student signs in again.
      const later = app.client();
      await later.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
      const noRefund = await later.post(`/api/bookings/${second.id}/cancel`, {}).expectStatus(200).json<CancelResponse>();
      expect(noRefund).toMatchObject({ refunded: false, booking: { status: 'cancelled', refund: null } });
      expect(noRefund.message).toMatch(/not refunded/);
      expect(await slotsOn(late)).toEqual([]); // inside the 2-day lead time now: nothing is offered at all
    } finally {
      clock.set(started);
    }
  });

  it('moves a booking to a free slot up to 24 hours ahead, freeing the old one', async () => {
    const date = nextDate();
    const student = await app.signUp('student');
    const booking = await student.post('/api/payment/verify', (await pay(student, date)).verify).json<StudentBooking>();
    const moved = await student.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: date, timeSlot: '03:00 PM' }).expectStatus(200).json<StudentBooking>();
    expect(moved).toMatchObject({ id: booking.id, timeSlot: '03:00 PM', status: 'confirmed' });
    const open = await slotsOn(date);
    expect(open).toContain('10:00 AM');
    expect(open).not.toContain('03:00 PM');
  });
});

describe('who may do what', () => {
  it('keeps each endpoint to its roles and owners', async () => {
    const date = nextDate();
    const owner = await app.signUp('student');
    const booking = await owner.post('/api/payment/verify', (await pay(owner, date)).verify).json<StudentBooking>();
    const other = await app.signUp('student');
    const counsellor = await app.signUp('counsellor');
    const anonymous = app.client();

    await anonymous.post('/api/payment/create-order', { amount: 199_900, booking: choice(owner.userId, nextDate()) }).expectStatus(401);
    await counsellor.post('/api/payment/create-order', { amount: 199_900, booking: choice(owner.userId, nextDate()) }).expectStatus(403);
    await other.post('/api/payment/create-order', { amount: 199_900, booking: choice(owner.userId, nextDate()) }).expectStatus(403);
    await admin.post('/api/payment/create-order', { amount: 199_900, booking: choice(owner.userId, nextDate()) }).expectStatus(403);

    for (const [client, status] of [
      [anonymous, 401],
      [counsellor, 403],
      [other, 403],
    ] as const) {
      await client.get(`/api/students/${owner.userId}/bookings`).expectStatus(status);
      await client.get(`/api/students/${owner.userId}/profile`).expectStatus(status);
    }
    await admin.get(`/api/students/${owner.userId}/bookings`).expectStatus(200);
    await owner.get(`/api/students/${owner.userId}/profile`).expectStatus(200);

    await anonymous.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(401);
    await counsellor.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(403);
    await other.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(404);
    await other.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: date, timeSlot: '04:00 PM' }).expectStatus(404);
    await admin.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(200);

    const pendingOrder = await order(owner, nextDate()).expectStatus(200).json<CreateOrderResponse>();
    await anonymous.post('/api/payment/local/approve', { orderId: pendingOrder.id }).expectStatus(401);
    await counsellor.post('/api/payment/local/approve', { orderId: pendingOrder.id }).expectStatus(403);
    await other.post('/api/payment/local/approve', { orderId: pendingOrder.id }).expectStatus(404);
    await other.post('/api/payment/local/decline', { orderId: pendingOrder.id }).expectStatus(404);
    await anonymous.post('/api/payment/verify', { paymentId: 'pay_x', orderId: pendingOrder.id, signature: 'x', bookingData: choice(owner.userId, nextDate()), amount: 1 }).expectStatus(401);
    await admin.post('/api/payment/verify', { paymentId: 'pay_x', orderId: pendingOrder.id, signature: 'x', bookingData: choice(owner.userId, nextDate()), amount: 1 }).expectStatus(403);

    await anonymous.get(`/api/counsellors/${counsellorId}/availability`).expectStatus(401);
    await counsellor.get(`/api/counsellors/${counsellorId}/availability`).expectStatus(403);
    await counsellor.put(`/api/counsellors/${counsellorId}/availability`, { weekly: {}, daysOff: [] }).expectStatus(403);
  });

  it('lets a counsellor set their hours and days off, which the open slots follow; none for a paused counsellor', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const date = nextDate();
    const weekly = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, [{ start: '09:00', end: '11:00' }]]));
    await counsellor.put(`/api/counsellors/${counsellor.userId}/availability`, { weekly, daysOff: [] }).expectStatus(200);
    const open = await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${date}`).json<{ availableSlots: string[] }>();
    expect(open.availableSlots).toEqual(['09:00 AM', '10:00 AM']);
    await counsellor.put(`/api/counsellors/${counsellor.userId}/availability`, { weekly, daysOff: [date] }).expectStatus(200);
    expect((await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots).toEqual([]);
    await counsellor.put(`/api/counsellors/${counsellor.userId}/availability`, { weekly: { ...weekly, monday: [{ start: '10:00', end: '10:30' }] }, daysOff: [] }).expectStatus(400);
    await admin.patch(`/api/admin/counsellors/${counsellor.userId}/pause`).expectStatus(200);
    expect((await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${nextDate()}`).json<{ availableSlots: string[] }>()).availableSlots).toEqual([]);
    await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=tomorrow`).expectStatus(400);
  });
});

describe('what the mails and messages say', () => {
  it('writes amounts as the pages do and names the student and the session to the counsellor', async () => {
    const named = await admin
      .post('/api/admin/packages', { name: 'Advanced', description: 'The advanced package', price: 1999, type: 'advanced', features: ['One session'], highlighted: false })
      .expectStatus(201)
      .json<{ id: string }>();
    await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
    const student = await app.signUp('student', 'asha.verma@example.in');
    clock.set(new Date('2026-11-23T06:00:00Z'));
    const booking = { ...choice(student.userId, '2026-11-28', '05:00 PM'), packageId: named.id };
    const created = await student.post('/api/payment/create-order', { amount: 179_910, booking, couponCode: 'TENOFF' }).expectStatus(200).json<CreateOrderResponse>();
    const approval = await student.post('/api/payment/local/approve', { orderId: created.id }).expectStatus(200).json<LocalCheckoutApproval>();
    const verify = { paymentId: approval.razorpay_payment_id, orderId: created.id, signature: approval.razorpay_signature, bookingData: booking, amount: created.amount, couponCode: 'TENOFF' };
    const paid = await student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
    await app.runDueJobs(); // the mails are not awaited by the payment

    const [toStudent] = await readOutbox(app.outboxDir, student.email);
    expect(toStudent?.text).toContain('Amount paid: ₹1,799.10.');
    const toCounsellor = (await readOutbox(app.outboxDir, counsellorEmail)).find((m) => m.text.includes('asha.verma'));
    expect(toCounsellor?.text).toMatch(/^asha\.verma booked an Advanced session with you on /);

    const cancelled = await student.post(`/api/bookings/${paid.id}/cancel`, {}).expectStatus(200).json<CancelResponse>();
    expect(cancelled.message).toBe('Your booking is cancelled. ₹1,799.10 will be refunded to your original payment method within 5-7 business days.');
    await app.runDueJobs();
    const cancellation = (await readOutbox(app.outboxDir, student.email)).find((m) => /cancelled/.test(m.subject));
    expect(cancellation?.text).toContain('₹1,799.10 will reach your original payment method');
  });
});
