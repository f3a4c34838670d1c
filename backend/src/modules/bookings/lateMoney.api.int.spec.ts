// Money that arrives late or twice is given back, and every payment keeps its own line (issue 27, item 11), over HTTP
// with the test's clock moved: a capture verified after the session's start, a second capture on a booking cancelled
// too late for a refund, a coupon that takes the whole price off, and a fractional percentage in whole paise.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@margdarshak/contracts/api/audit';
import type { AdminBooking } from '@margdarshak/contracts/api/admin';
import type { CreateOrderResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import type { CounsellorStats, Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';
import { istDate, SESSION_MS, slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { bookingStream } from './booking';
import { RETURNED_PAYMENT_SUBJECT } from './returnedPaymentMail';

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 AM in India: the 25th is the first bookable day
const clock = fixedClock(start);
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string; email: string };
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());
afterEach(() => clock.set(start));

type Student = HttpClient & { userId: string; email: string };
const nextDate = () => {
  day += 2;
  return `2026-12-${String(day).padStart(2, '0')}`;
};
const local = () => app.deps.payments as LocalGateway;
const choice = (student: Student, sessionDate: string) => ({ counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate, timeSlot: '10:00 AM' });
const order = (student: Student, date: string, extra: { amount?: number; couponCode?: string } = {}) =>
  student.post('/api/payment/create-order', { amount: extra.amount ?? pkg.price * 100, booking: choice(student, date), ...(extra.couponCode ? { couponCode: extra.couponCode } : {}) });

async function capture(student: Student, date: string, created: CreateOrderResponse) {
  const approval = await local().approve(created.id);
  const verify = { paymentId: approval?.paymentId ?? '', orderId: created.id, signature: approval?.signature ?? '', bookingData: choice(student, date), amount: created.amount };
  const response = await student.post('/api/payment/verify', verify);
  return { status: response.status, body: (await response.json()) as StudentBooking & { error?: string; refunded?: boolean }, paymentId: verify.paymentId };
}

/** Moves the clock, runs what is due by then, and signs the student in again (days may have passed). */
async function timePasses(to: Date, student: Student) {
  clock.set(to);
  await app.runDueJobs();
  await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
}

const phaseEvents = async (bookingId: string) => (await app.deps.eventStore.readStream(bookingStream(bookingId))).map((e) => e.type);
const refundsOf = async (paymentId: string) => (await local().refunds()).filter((r) => r.paymentId === paymentId);

describe('a capture that arrives after the session’s start', () => {
  it('is refunded in full with a mail saying why, and the booking is never confirmed nor completed', async () => {
    const student = await app.signUp('student');
    const date = nextDate();
    const created = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    // The student's bank reports the payment two hours after the session began.
    await timePasses(new Date(slotStart(date, '10:00 AM').getTime() + 2 * 3_600_000), student);
    const late = await capture(student, date, created);

    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      refunded: true,
      error: expect.stringMatching(/^Your payment reached us after the session’s start time, so the session could not be booked\. Your payment of ₹1,999 has been refunded in full/),
    });
    expect(await refundsOf(late.paymentId)).toEqual([expect.objectContaining({ paymentId: late.paymentId, amountPaise: 199_900 })]);
    const events = await phaseEvents(created.bookingId);
    expect(events).not.toContain('BookingConfirmed');
    expect(events).toContain('RefundIssued');

    // An hour later nothing completes it: it was never a session.
    await timePasses(new Date(clock.now().getTime() + SESSION_MS), student);
    expect(await phaseEvents(created.bookingId)).not.toContain('BookingCompleted');
    const [mail] = (await readOutbox(app.outboxDir, student.email)).filter((m) => m.subject === RETURNED_PAYMENT_SUBJECT);
    expect(mail?.text).toMatch(/after the session’s start time[\s\S]*You paid ₹1,999 for the advanced .*session[\s\S]*refunding all of it/);
  });
});

describe('a second capture on a booking cancelled too late for a refund', () => {
  it('is refunded alone: the first payment stays kept, in the earnings and in the reconciliation', async () => {
    const student = await app.signUp('student');
    const date = nextDate();
    const created = await order(student, date).expectStatus(200).json<CreateOrderResponse>();
    const first = await capture(student, date, created);
    expect(first).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    // 12 hours before the session: cancelled, and not refunded (dashboards §9).
    await timePasses(new Date(slotStart(date, '10:00 AM').getTime() - 12 * 3_600_000), student);
    await counsellor.post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(200);
    await student.post(`/api/bookings/${created.bookingId}/cancel`, {}).expectStatus(200);
    const earningsBefore = await counsellor.get('/api/counsellor/earnings').expectStatus(200).json<Earnings>();
    expect(earningsBefore.sessions.find((s) => s.bookingId === created.bookingId)).toMatchObject({ paid: 1999, refunded: 0, net: 1999 });
    const range = `from=${istDate(start)}&to=${istDate(clock.now())}`;

    // The student's bank takes the order a second time.
    const second = await capture(student, date, created);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ refunded: true, error: expect.stringMatching(/^This booking had already been cancelled when your payment arrived/) });
    expect(await refundsOf(second.paymentId)).toHaveLength(1);
    expect(await refundsOf(first.paymentId)).toHaveLength(0);

    const earningsAfter = await counsellor.get('/api/counsellor/earnings').expectStatus(200).json<Earnings>();
    expect(earningsAfter).toEqual(earningsBefore);
    const stats = await counsellor.get(`/api/counsellors/${counsellor.userId}/stats`).expectStatus(200).json<CounsellorStats>();
    expect(stats.totalEarnings).toBe(earningsAfter.total.net);
    // Every payment is its own line wherever the family or the back office reads the booking: the second capture and its
    // refund beside the kept first. The row's own paymentId and refund stay a summary of the payment it stood on.
    const paymentLines = [
      { paymentId: first.paymentId, amount: 1999, status: 'kept', refund: null, at: expect.any(String) },
      { paymentId: second.paymentId, amount: 1999, status: 'returned', refund: { amount: 1999, status: 'issued' }, at: expect.any(String) },
    ];
    const [listed] = (await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>()).filter((b) => b.id === created.bookingId);
    expect(listed).toMatchObject({ status: 'cancelled', paymentId: first.paymentId, refund: null });
    expect(listed?.payments).toEqual(paymentLines);
    const exported = await student.post('/api/me/export', { password: 'secret-123' }).expectStatus(200).json<MyDataExport>();
    expect(exported.bookings.find((b) => b.id === created.bookingId)?.payments).toEqual(paymentLines);

    admin = await app.admin(); // days have passed since it signed in
    expect((await admin.get(`/api/admin/bookings/${created.bookingId}`).expectStatus(200).json<AdminBooking>()).payments).toEqual(paymentLines);
    const [listedForAdmin] = await admin
      .get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ id: [created.bookingId] }))}`)
      .expectStatus(200)
      .json<AdminBooking[]>();
    expect(listedForAdmin?.payments).toEqual(paymentLines);
    const report = await admin.get(`/api/audit/reconciliation?${range}`).expectStatus(200).json<Reconciliation>();
    expect(report.differences).toEqual([]);
    expect(report.totals.readModel).toEqual(report.totals.log);
    const lines = await app.deps.db('booking_payments').where({ booking_id: created.bookingId }).orderBy('captured_at');
    expect(lines.map((l: { payment_id: string; kept: boolean; refund_due: boolean }) => [l.payment_id, l.kept, l.refund_due])).toEqual([
      [first.paymentId, true, false],
      [second.paymentId, false, true],
    ]);
  });
});

describe('coupons', () => {
  it('books a session a coupon pays in full at ₹0, without the gateway, with the coupon recorded', async () => {
    await admin.post('/api/admin/coupons', { code: 'ONUS', kind: 'percent', value: 100, totalLimit: 1 }).expectStatus(201);
    const student = await app.signUp('student');
    const date = nextDate();
    expect(await student.post('/api/coupons/validate', { code: 'ONUS', amount: pkg.price, packageId: pkg.id }).expectStatus(200).json()).toMatchObject({ discountAmount: 1999, finalAmount: 0 });
    // Zero is what is due: any other amount is refused, naming it.
    expect(await order(student, date, { couponCode: 'ONUS' }).expectStatus(400).json()).toMatchObject({ error: 'The amount does not match the price: ₹0 is due' });
    expect(await order(student, date, { amount: 0 }).expectStatus(400).json()).toMatchObject({ error: 'The amount does not match the price: ₹1,999 is due' });

    const booked = await order(student, date, { amount: 0, couponCode: 'ONUS' }).expectStatus(200).json<CreateOrderResponse>();
    expect(booked).toMatchObject({ id: '', amount: 0, status: 'confirmed' });
    const [listed] = (await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>()).filter((b) => b.id === booked.bookingId);
    expect(listed).toMatchObject({ status: 'confirmed', amount: 0, paymentId: null, payments: [] });
    const confirmed = (await app.deps.eventStore.readStream(bookingStream(booked.bookingId))).find((e) => e.type === 'BookingConfirmed');
    expect(confirmed?.data).toEqual({ bookingId: booked.bookingId, paymentId: null, amountPaise: 0, couponCode: 'ONUS' });
    expect(await phaseEvents(booked.bookingId)).not.toContain('PaymentOrderCreated');
    // The slot is taken, and the coupon's one use is spent.
    const slots = await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${date}`).json<{ availableSlots: string[] }>();
    expect(slots.availableSlots).not.toContain('10:00 AM');
    await (await app.signUp('student')).post('/api/coupons/validate', { code: 'ONUS', amount: pkg.price, packageId: pkg.id }).expectStatus(409);
  });

  it('takes a fractional percentage in whole paise: 2.3% of ₹1,000 is ₹23', async () => {
    await admin.post('/api/admin/coupons', { code: 'TWOPTTHREE', kind: 'percent', value: 2.3 }).expectStatus(201);
    await admin.post('/api/admin/coupons', { code: 'THREEDP', kind: 'percent', value: 2.345 }).expectStatus(400);
    const student = await app.signUp('student');
    expect(await student.post('/api/coupons/validate', { code: 'TWOPTTHREE', amount: 1000 }).expectStatus(200).json()).toMatchObject({ discountAmount: 23, finalAmount: 977 });
  });
});
