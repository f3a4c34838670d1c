// Sessions complete themselves an hour after they start, over HTTP with the test's clock moved (never waited for): a paid
// session, a moved one (at its new time only), never a cancelled or unpaid one; a completed session can no longer be
// cancelled or moved; and replays, restarts and rebuilds record its completion once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { comparePositions } from '@margdarshak/contracts/log';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { requestReplay } from '@margdarshak/projections/checkpoints';
import { fixedClock } from '../../platform/clock';
import { jobsTable } from '../../platform/processors/jobs';
import { schedulerName } from '../../platform/processors/scheduler';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { bookingStream } from './booking';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';

const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let pkg: { id: string; price: number };
let counsellorId: string;
let days = 2;

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellorId = (await approvedCounsellor(app, admin)).userId;
});
afterAll(async () => app?.stop());
afterEach(() => clock.set(start));

type Student = HttpClient & { userId: string; email: string };
/** A day no other test books, far enough ahead to book and to move from. */
const nextDate = () => {
  days += 3;
  return addDays(istDate(start), days);
};
const choice = (student: Student, sessionDate: string) => ({ counsellorId, studentId: student.userId, packageId: pkg.id, sessionDate, timeSlot: '10:00 AM' });

async function book(student: Student, date: string): Promise<StudentBooking> {
  const booking = choice(student, date);
  const order = await student
    .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
    .expectStatus(200)
    .json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount };
  return student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
}

/** Moves the clock to `at`, runs what is due by then, and signs the student in again (hours have passed). */
async function timePasses(at: number, student: Student): Promise<void> {
  clock.set(new Date(at));
  await app.runDueJobs();
  await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
}

/** The status the student's dashboard reads. */
async function statusOf(student: Student, bookingId: string): Promise<string | undefined> {
  const listed = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
  return listed.find((b) => b.id === bookingId)?.status;
}

const endOf = (booking: StudentBooking) => Date.parse(booking.sessionDate) + SESSION_MS;
const completions = async (bookingId: string) => (await app.deps.eventStore.readStream(bookingStream(bookingId))).filter((e) => e.type === 'BookingCompleted').length;

describe('a session completing itself', () => {
  it('is confirmed until an hour after its start, and completed from then on', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    await timePasses(endOf(booking) - 60_000, student);
    expect(await statusOf(student, booking.id)).toBe('confirmed');
    await timePasses(endOf(booking), student);
    expect(await statusOf(student, booking.id)).toBe('completed');
  });

  it('completes a moved session only an hour after its new start', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    const newDate = addDays(booking.date, 1);
    const moved = await student.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: newDate, timeSlot: '10:00 AM' }).expectStatus(200).json<StudentBooking>();
    await timePasses(endOf(booking) + 60_000, student); // the old time's end: its look does nothing
    expect(await statusOf(student, booking.id)).toBe('confirmed');
    await timePasses(endOf(moved) - 60_000, student);
    expect(await statusOf(student, booking.id)).toBe('confirmed');
    await timePasses(endOf(moved), student);
    expect(await statusOf(student, booking.id)).toBe('completed');
    expect(await completions(booking.id)).toBe(1);
  });

  it('never completes a cancelled session, nor one never paid', async () => {
    const student = await app.signUp('student');
    const cancelled = await book(student, nextDate());
    await student.post(`/api/bookings/${cancelled.id}/cancel`, {}).expectStatus(200);
    const unpaid = await student
      .post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student, nextDate()) })
      .expectStatus(200)
      .json<CreateOrderResponse>();
    const [unpaidId] = await app.deps.db('bookings').where({ order_id: unpaid.id }).pluck('id');
    await timePasses(endOf(cancelled) + 30 * 86_400_000, student);
    expect(await statusOf(student, cancelled.id)).toBe('cancelled');
    expect(await completions(cancelled.id)).toBe(0);
    expect(await app.deps.db('bookings').where({ id: unpaidId }).pluck('status')).toEqual(['expired']);
    expect(await completions(unpaidId)).toBe(0);
  });
});

describe('a completed session', () => {
  it('can no longer be cancelled or moved, and says why', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    await timePasses(endOf(booking), student);
    const cancel = await student.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(409).json<{ error: string }>();
    expect(cancel.error).toBe('This session has taken place and can no longer be cancelled');
    const later = addDays(istDate(clock.now()), 5);
    const move = await student.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: later, timeSlot: '11:00 AM' }).expectStatus(409).json<{ error: string }>();
    expect(move.error).toBe('This session has taken place and can no longer be rescheduled');
    expect(await statusOf(student, booking.id)).toBe('completed');
  });

  it('is recorded completed once, whatever runs again: due jobs, a crash before a job was marked done, a replay, a rebuild', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    await timePasses(endOf(booking), student);
    await app.runDueJobs();
    expect(await completions(booking.id)).toBe(1);

    // A restart: the scheduler plans the whole log again, and every completion job runs again as if it had crashed after
    // its work and before it was marked done.
    const head = await app.deps.eventStore.headPosition();
    await requestReplay(app.deps.db, schedulerName);
    const replayedToHead = async () => {
      const [row] = await app.deps.db('projection_checkpoints').where({ name: schedulerName }).select('commit', 'prepare', 'replay_requested_at');
      return row.replay_requested_at === null && head !== undefined && comparePositions({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) }, head) >= 0;
    };
    await expect.poll(replayedToHead, { timeout: 10_000 }).toBe(true);
    const redone = await app.deps.db(jobsTable).where({ processor: 'booking-completion' }).update({ done_at: null, outcome: null, next_attempt_at: clock.now() });
    expect(redone).toBeGreaterThan(0);
    await app.runDueJobs();
    await app.rebuildReadModels();
    await app.runDueJobs();

    expect(await completions(booking.id)).toBe(1);
    expect(await statusOf(student, booking.id)).toBe('completed');
  });
});
