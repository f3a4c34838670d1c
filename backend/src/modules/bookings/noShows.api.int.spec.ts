// Missed sessions over HTTP with the product's clock moved (never waited for): who may report one and when (from the
// start until 48 hours after it), an admin's finding (the counsellor absent: the booking cancelled, refunded in full and
// the coupon's use given back; the student absent: nothing refunded), and the mails, once each, to the student, the
// counsellor and a minor's parent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking } from '@margdarshak/contracts/api/admin';
import type { CreateOrderResponse, LocalCheckoutApproval } from '@margdarshak/contracts/api/bookings';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import type { CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import type { NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentingFamily } from '../../testing/family';
import { approvedCounsellor, bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { couponStream } from '../coupons';

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 AM in India: the 25th is the first bookable day
const clock = fixedClock(start);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let app: TestApp;
let pkg: { id: string; price: number };
let counsellor: Signed;

type Signed = HttpClient & { userId: string; email: string };

beforeAll(async () => {
  ({ app, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const noShowPath = (id: string) => `/api/bookings/${id}/no-show`;
const resolvePath = (id: string) => `/api/admin/bookings/${id}/no-show`;
const startOf = (date: string) => slotStart(date, '10:00 AM').getTime();

/** Moves the clock to `at` (never back before a booking's own), runs what is due, and signs everyone in again. */
async function timeIs(at: number, ...people: Signed[]): Promise<HttpClient> {
  clock.set(new Date(at));
  await app.runDueJobs();
  for (const person of people) await person.post('/api/login', { email: person.email, password: 'secret-123' }).expectStatus(200);
  return app.admin();
}

/** A session booked with a coupon taking 10% off (₹1,799.10 paid). */
async function bookedWithCoupon(student: Signed, code: string, date: string): Promise<string> {
  const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: date, timeSlot: '10:00 AM' };
  const order = await student.post('/api/payment/create-order', { amount: 179910, couponCode: code, booking }).expectStatus(200).json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount, couponCode: code };
  await student.post('/api/payment/verify', verify).expectStatus(200);
  return order.bookingId;
}

const subjectsTo = async (email: string) => (await readOutbox(app.outboxDir, email)).map((m) => m.subject);

describe('reporting a missed session', () => {
  it('is for the session’s student and counsellor only: 401 signed out, 403 for anyone else', async () => {
    clock.set(start);
    const student = await app.signUp('student');
    const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25' });
    const admin = await timeIs(startOf('2026-11-25') + 10 * MINUTE, student, counsellor);
    const report = { absent: 'counsellor', note: 'Nobody joined the room.' };

    await app.client().post(noShowPath(id), report).expectStatus(401);
    await (await app.signUp('student')).post(noShowPath(id), report).expectStatus(403);
    await (await app.signUp('student')).get(noShowPath(id)).expectStatus(403);
    await (await approvedCounsellor(app, admin)).post(noShowPath(id), { absent: 'student', note: 'Not mine.' }).expectStatus(403);
    await admin.post(noShowPath(id), report).expectStatus(403);
    await student.post(resolvePath(id), { absent: 'counsellor', reason: 'Mine.' }).expectStatus(403);
    await app.client().post(resolvePath(id), { absent: 'counsellor', reason: 'Mine.' }).expectStatus(401);
    // Nothing was recorded by any of them.
    expect((await student.get(noShowPath(id)).expectStatus(200).json<NoShowStatus>()).reports).toEqual([]);
  });

  it('opens at the start and closes 48 hours after it, once for each party, and only about the other one', async () => {
    clock.set(start);
    const student = await app.signUp('student');
    const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-26' });
    const startsAt = startOf('2026-11-26');

    await timeIs(startsAt - MINUTE, student, counsellor);
    const early = await student.post(noShowPath(id), { absent: 'counsellor', note: 'Checking early.' }).expectStatus(409).json<{ error: string }>();
    expect(early.error).toBe('A missed session can be reported once its start time has passed');
    expect((await student.get(noShowPath(id)).json<NoShowStatus>()).mayReport).toBe(false);

    await timeIs(startsAt + 20 * MINUTE, student, counsellor);
    const invalid = await student.post(noShowPath(id), { absent: 'nobody' }).expectStatus(400).json<{ issues: { path: string }[] }>();
    expect(invalid.issues.map((i) => i.path)).toEqual(['absent', 'note']);
    await student.post(noShowPath(id), { absent: 'student', note: 'Wrong way round.' }).expectStatus(422);
    expect((await student.get(noShowPath(id)).json<NoShowStatus>()).mayReport).toBe(true);
    const reported = await student.post(noShowPath(id), { absent: 'counsellor', note: 'I waited 20 minutes.' }).expectStatus(201).json<NoShowStatus>();
    expect(reported).toMatchObject({ window: 'open', mayReport: false, resolution: null, reports: [{ by: 'student', absent: 'counsellor', note: 'I waited 20 minutes.' }] });
    await student.post(noShowPath(id), { absent: 'counsellor', note: 'Again.' }).expectStatus(409);
    // The other party sees that a report was made, never its words.
    expect((await counsellor.get(noShowPath(id)).json<NoShowStatus>()).reports).toEqual([expect.objectContaining({ by: 'student', note: null })]);

    await timeIs(startsAt + 48 * HOUR + MINUTE, student, counsellor);
    const late = await counsellor.post(noShowPath(id), { absent: 'student', note: 'Too late now.' }).expectStatus(409).json<{ error: string }>();
    expect(late.error).toBe('A missed session can be reported only within 48 hours of its start');

    await timeIs(startsAt + 48 * HOUR, student, counsellor);
    await counsellor.post(noShowPath(id), { absent: 'student', note: 'The student never came.' }).expectStatus(201);
  });
});

describe('an admin’s finding', () => {
  it('the counsellor absent: the booking is cancelled, refunded in full, its coupon use given back, and both are mailed once', async () => {
    clock.set(start);
    const admin = await app.admin();
    await admin.post('/api/admin/coupons', { code: 'NOSHOW10', kind: 'percent', value: 10, totalLimit: 1 }).expectStatus(201);
    const student = await app.signUp('student');
    const id = await bookedWithCoupon(student, 'NOSHOW10', '2026-11-27');
    const stats = () => counsellor.get(`/api/counsellors/${counsellor.userId}/stats`).expectStatus(200).json<CounsellorStats>();

    const later = await timeIs(startOf('2026-11-27') + 15 * MINUTE, student, counsellor);
    const before = await stats();
    const mailedBefore = (await readOutbox(app.outboxDir, counsellor.email)).length; // the counsellor's other sessions' mails
    await student.post(noShowPath(id), { absent: 'counsellor', note: 'The room stayed empty.' }).expectStatus(201);
    const found = await later.post(resolvePath(id), { absent: 'counsellor', reason: 'The counsellor confirmed they missed it.' }).expectStatus(200).json<NoShowStatus>();
    expect(found.resolution).toMatchObject({ absent: 'counsellor', refundDue: true, reason: 'The counsellor confirmed they missed it.' });
    await later.post(resolvePath(id), { absent: 'student', reason: 'Changed my mind.' }).expectStatus(409);

    const booking = await later.get(`/api/admin/bookings/${id}`).expectStatus(200).json<AdminBooking>();
    expect(booking).toMatchObject({ status: 'cancelled', amount: 1799.1, refund: { amount: 1799.1, status: 'issued' }, cancellation: { by: 'admin', reason: 'counsellor_no_show' } });
    await app.runDueJobs();
    const types = (await app.deps.eventStore.readStream(couponStream('NOSHOW10'))).map((e) => e.type);
    expect(types).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponUseReturned']);
    expect((await later.get('/api/admin/coupons').json<AdminCoupon[]>()).find((c) => c.code === 'NOSHOW10')).toMatchObject({ uses: 0 });
    // The session no longer counts, nor earns.
    const after = await stats();
    expect(after.totalSessions).toBe(before.totalSessions - 1);
    expect(after.totalEarnings).toBeCloseTo(before.totalEarnings - 1799.1, 2);

    await app.runDueJobs();
    const subjects = await subjectsTo(student.email);
    // Two processors mail them, in either order.
    expect(subjects.filter((s) => s.includes('missed')).sort()).toEqual(['A missed Margdarshak session was reported', 'Your missed Margdarshak session is refunded']);
    // The cancellation it made is told in those words, not in a second, plain cancellation mail.
    expect(subjects).not.toContain('Your Margdarshak session is cancelled');
    const toStudent = (await readOutbox(app.outboxDir, student.email)).find((m) => m.subject === 'Your missed Margdarshak session is refunded')?.text ?? ''; // its credit note's mail follows
    expect(toStudent).toContain('₹1,799.10 will reach the original payment method within 5-7 business days. The coupon NOSHOW10 can be used again.');
    expect(toStudent).toContain('Our note: The counsellor confirmed they missed it.');
    const toCounsellor = (await readOutbox(app.outboxDir, counsellor.email)).slice(mailedBefore);
    expect(toCounsellor.map((m) => m.subject)).toEqual(['A missed Margdarshak session was reported', 'About your missed Margdarshak session']);
    expect(toCounsellor[1]?.text).toContain('found that you did not come. The student’s payment is refunded in full, so the session earns nothing.');
  });

  it('the student absent: nothing is refunded, the session stays, and a minor’s parent is told, naming the child', async () => {
    clock.set(start);
    const { child, parent } = await consentingFamily(app, 'Aarav Sharma', 'noshow');
    const { id } = await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-28' });
    const admin = await timeIs(startOf('2026-11-28') + 2 * HOUR, child, counsellor);

    await counsellor.post(noShowPath(id), { absent: 'student', note: 'Waited the whole hour.' }).expectStatus(201);
    await app.runDueJobs();
    const reportedToParent = await readOutbox(app.outboxDir, parent.email);
    expect(reportedToParent.at(-1)).toMatchObject({ subject: 'Your child’s Margdarshak session was reported as missed' });
    expect(reportedToParent.at(-1)?.text).toContain('Aarav’s counsellor, told us that Aarav did not join the');
    // The admin sees what the counsellor wrote.
    expect((await admin.get(noShowPath(id)).json<NoShowStatus>()).reports).toEqual([expect.objectContaining({ by: 'counsellor', note: 'Waited the whole hour.' })]);

    const found = await admin.post(resolvePath(id), { absent: 'student', reason: 'The room shows only the counsellor joined.' }).expectStatus(200).json<NoShowStatus>();
    expect(found.resolution).toMatchObject({ absent: 'student', refundDue: false });
    expect(await admin.get(`/api/admin/bookings/${id}`).json<AdminBooking>()).toMatchObject({ status: 'completed', refund: null, cancellation: null });
    await admin.post(resolvePath(id), { absent: 'student', reason: 'Twice.' }).expectStatus(409);

    await app.runDueJobs();
    await app.runDueJobs();
    const childMails = (await readOutbox(app.outboxDir, child.email)).filter((m) => m.subject.includes('missed'));
    expect(childMails.map((m) => m.subject)).toEqual(['A missed Margdarshak session was reported', 'About your missed Margdarshak session']);
    expect(childMails[1]?.text).toContain('the session is not refunded');
    const parentMails = (await readOutbox(app.outboxDir, parent.email)).filter((m) => m.subject.includes('missed'));
    expect(parentMails.map((m) => m.subject)).toEqual(['Your child’s Margdarshak session was reported as missed', 'About your child’s missed Margdarshak session']);
    expect(parentMails[1]?.text).toContain('found that Aarav did not join it. Because the counsellor kept that hour, the session is not refunded.');
  });

  it('is refused before the session starts, and on a session that was cancelled', async () => {
    clock.set(start);
    const student = await app.signUp('student');
    const admin = await app.admin();
    const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-29' });
    await admin.post(resolvePath(id), { absent: 'counsellor', reason: 'Too soon.' }).expectStatus(409);
    await student.post(`/api/bookings/${id}/cancel`, {}).expectStatus(200);
    await timeIs(startOf('2026-11-29') + 5 * MINUTE, student);
    await (await app.admin()).post(resolvePath(id), { absent: 'counsellor', reason: 'Cancelled already.' }).expectStatus(409);
    await student.post(noShowPath(id), { absent: 'counsellor', note: 'Cancelled already.' }).expectStatus(409);
  });
});

describe('an admin’s cancellation', () => {
  it('refunds in full and gives the coupon’s use back', async () => {
    clock.set(start);
    const admin = await app.admin();
    await admin.post('/api/admin/coupons', { code: 'ADMINBACK', kind: 'percent', value: 10, totalLimit: 1 }).expectStatus(201);
    const student = await app.signUp('student');
    const id = await bookedWithCoupon(student, 'ADMINBACK', '2026-11-30');
    await admin.post(`/api/bookings/${id}/cancel`, { reason: 'The counsellor is ill.' }).expectStatus(200);
    await app.runDueJobs();
    expect((await app.deps.eventStore.readStream(couponStream('ADMINBACK'))).map((e) => e.type)).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponUseReturned']);
    expect(await admin.get(`/api/admin/bookings/${id}`).json<AdminBooking>()).toMatchObject({ refund: { amount: 1799.1, status: 'issued' } });
  });
});
