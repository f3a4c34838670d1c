// Reminders over HTTP with the test's clock moved (never waited for): a paid session is recalled to its student and its
// counsellor 24 hours and 1 hour before, once each, with the session page's link and the invitation; a moved one at its
// new time only; a cancelled one no more; one confirmed 3 hours ahead gets the 1-hour reminder only; and nothing is sent
// twice when every job runs again (a restart replanning the log, a crash before a job was marked done).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { comparePositions } from '@margdarshak/contracts/log';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { requestReplay } from '@margdarshak/projections/checkpoints';
import { fixedClock } from '../../platform/clock';
import { readOutbox, type OutboxEntry } from '../../platform/mail/outboxMailer';
import { jobsTable } from '../../platform/processors/jobs';
import { schedulerName } from '../../platform/processors/scheduler';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { bookingStream } from './booking';

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 in India
const clock = fixedClock(start);
const HOUR = 3_600_000;
let app: TestApp;
let pkg: { id: string; price: number };
let counsellor: HttpClient & { userId: string; email: string };
let days = 2;

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellor = await approvedCounsellor(app, admin);
});
afterAll(async () => app?.stop());
afterEach(() => clock.set(start));

type Student = HttpClient & { userId: string; email: string };
/** A day no other test books (10:00 AM India time is 04:30 UTC). */
const nextDate = () => {
  days += 2;
  return addDays(istDate(start), days);
};
const choice = (student: Student, sessionDate: string) => ({ counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate, timeSlot: '10:00 AM' });

async function order(student: Student, date: string) {
  const booking = choice(student, date);
  const created = await student
    .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
    .expectStatus(200)
    .json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: created.id }).expectStatus(200).json<LocalCheckoutApproval>();
  return { booking, created, approval };
}

async function book(student: Student, date: string): Promise<StudentBooking> {
  const { booking, created, approval } = await order(student, date);
  const verify = { paymentId: approval.razorpay_payment_id, orderId: created.id, signature: approval.razorpay_signature, bookingData: booking, amount: created.amount };
  return student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
}

/** Moves the clock to `at` and runs what is due by then, and what that makes due (planned by the scheduler meanwhile). */
async function timePasses(at: number): Promise<void> {
  clock.set(new Date(at));
  await app.runDueJobs();
  await app.runDueJobs();
}

const reminders = async (email: string, bookingId: string): Promise<OutboxEntry[]> =>
  (await readOutbox(app.outboxDir, email)).filter((m) => m.subject.startsWith('Reminder:') && m.text.includes(bookingId));
const recorded = async (bookingId: string) =>
  (await app.deps.eventStore.readStream(bookingStream(bookingId))).filter((e) => e.type === 'SessionReminderSent').map((e) => e.data as { kind: string; to: string; startsAt: string });
const startOf = (booking: StudentBooking) => Date.parse(booking.sessionDate);

describe('reminders before a session', () => {
  it('reach the student and the counsellor 24 hours and 1 hour before, once each, with the session page and the invitation', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    const startsAt = startOf(booking);

    await timePasses(startsAt - 24 * HOUR - 60_000);
    expect(await reminders(student.email, booking.id)).toEqual([]);

    await timePasses(startsAt - 24 * HOUR);
    const [first, ...others] = await reminders(student.email, booking.id);
    expect(others).toEqual([]);
    expect(first?.subject).toBe('Reminder: your Margdarshak session starts in 24 hours');
    const india = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short', hour12: true }).format(new Date(startsAt));
    expect(first?.text).toContain(`${india} (India time)`);
    expect(first?.text).toContain(`${app.deps.config.publicUrl}/student/session/${booking.id}`);
    const ics = String(first?.attachments?.[0]?.content ?? '').replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booking.id}@margdarshak`);
    expect(ics).toContain(`URL:${app.deps.config.publicUrl}/student/session/${booking.id}`);
    const [toCounsellor] = await reminders(counsellor.email, booking.id);
    expect(toCounsellor?.text).toContain(`${app.deps.config.publicUrl}/counsellor/session/${booking.id}`);

    await timePasses(startsAt - HOUR - 60_000);
    expect(await reminders(student.email, booking.id)).toHaveLength(1);
    await timePasses(startsAt - HOUR);
    await timePasses(startsAt + 2 * HOUR); // the session is over, and completed

    const toStudent = await reminders(student.email, booking.id);
    expect(toStudent.map((m) => m.subject)).toEqual(['Reminder: your Margdarshak session starts in 24 hours', 'Reminder: your Margdarshak session starts in one hour']);
    expect((await reminders(counsellor.email, booking.id)).map((m) => m.subject)).toEqual(toStudent.map((m) => m.subject));
    expect((await recorded(booking.id)).map((d) => `${d.kind}:${d.to}:${Date.parse(d.startsAt) === startsAt}`).sort()).toEqual([
      '1h:counsellor:true',
      '1h:student:true',
      '24h:counsellor:true',
      '24h:student:true',
    ]);
  });

  it('follow a moved session to its new time, and are not sent for the time it left', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    const newDate = addDays(booking.date, 1);
    const moved = await student.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: newDate, timeSlot: '10:00 AM' }).expectStatus(200).json<StudentBooking>();
    await timePasses(startOf(booking) - 24 * HOUR); // the old time's reminders fall due: none is sent
    await timePasses(startOf(booking) - HOUR);
    expect(await reminders(student.email, booking.id)).toEqual([]);
    await timePasses(startOf(moved) - 24 * HOUR);
    await timePasses(startOf(moved) - HOUR);
    const sent = await reminders(student.email, booking.id);
    expect(sent).toHaveLength(2);
    for (const message of sent) expect(message.text).toContain(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full' }).format(new Date(startOf(moved))));
    expect(await reminders(counsellor.email, booking.id)).toHaveLength(2);
  });

  it('stop when the session is cancelled', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    await timePasses(startOf(booking) - 24 * HOUR);
    expect(await reminders(student.email, booking.id)).toHaveLength(1);
    await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
    await student.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(200);
    await timePasses(startOf(booking) + 2 * HOUR);
    expect(await reminders(student.email, booking.id)).toHaveLength(1);
    expect(await reminders(counsellor.email, booking.id)).toHaveLength(1);
  });

  it('skip the 24-hour reminder of a session confirmed 3 hours before it, and send the 1-hour one', async () => {
    const student = await app.signUp('student');
    const date = nextDate();
    const { created } = await order(student, date); // paid at the provider; the page never reported it
    const startsAt = Date.parse((await app.deps.db('bookings').where({ order_id: created.id }).first<{ starts_at: Date }>())?.starts_at.toISOString() ?? '');
    await timePasses(startsAt - 3 * HOUR); // the reconciler finds the capture now and confirms the booking
    const [bookingId] = await app.deps.db('bookings').where({ order_id: created.id, status: 'confirmed' }).pluck('id');
    expect(bookingId).toBeDefined();
    await timePasses(startsAt - HOUR);
    expect((await reminders(student.email, String(bookingId))).map((m) => m.subject)).toEqual(['Reminder: your Margdarshak session starts in one hour']);
    expect((await recorded(String(bookingId))).map((d) => d.kind)).toEqual(['1h', '1h']);
  });

  it('are sent once, whatever runs again: a restart replanning the log, every job run again as after a crash', async () => {
    const student = await app.signUp('student');
    const booking = await book(student, nextDate());
    await timePasses(startOf(booking) - 24 * HOUR);
    await timePasses(startOf(booking) - HOUR);
    expect(await reminders(student.email, booking.id)).toHaveLength(2);

    // A restart: the scheduler plans the whole log again (the same job ids: nothing new)...
    const head = await app.deps.eventStore.headPosition();
    await requestReplay(app.deps.db, schedulerName);
    const replayedToHead = async () => {
      const [row] = await app.deps.db('projection_checkpoints').where({ name: schedulerName }).select('commit', 'prepare', 'replay_requested_at');
      return row.replay_requested_at === null && head !== undefined && comparePositions({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) }, head) >= 0;
    };
    await expect.poll(replayedToHead, { timeout: 10_000 }).toBe(true);
    // ...and every reminder job runs again, as if each had died after its work and before it was marked done.
    const redone = await app.deps.db(jobsTable).where({ processor: 'session-reminders' }).update({ done_at: null, outcome: null, next_attempt_at: clock.now() });
    expect(redone).toBeGreaterThan(0);
    await timePasses(startOf(booking) - HOUR + 60_000);

    expect(await reminders(student.email, booking.id)).toHaveLength(2);
    expect(await reminders(counsellor.email, booking.id)).toHaveLength(2);
    expect(await recorded(booking.id)).toHaveLength(4);
  });
});
