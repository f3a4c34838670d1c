// Every payment given back that its booking never stood on is mailed to the student with the true reason, over HTTP on
// a real database: a counsellor who left while the student was paying (the counsellors read model already without
// them, the sweep of their sessions not yet run: placed by wrapping the real counsellorStatus), and a capture that
// reached us before the session's start but was applied only after it (recorded under the clock of its arrival).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import type * as Schedule from '../schedule/schedule';
import { bookingStream } from './booking';
import { recordPayment } from './payments';
import { RETURNED_PAYMENT_SUBJECT } from './returnedPaymentMail';

const removed = vi.hoisted(() => new Set<string>());
vi.mock('../schedule/schedule', async (importOriginal) => {
  const original = await importOriginal<typeof Schedule>();
  return { ...original, counsellorStatus: async (...args: Parameters<typeof original.counsellorStatus>) => (removed.has(args[1]) ? undefined : original.counsellorStatus(...args)) };
});

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 AM in India: the 25th is the first bookable day
const clock = fixedClock(start);
let app: TestApp;
let admin: HttpClient;
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
});
afterAll(async () => app?.stop());
afterEach(() => {
  clock.set(start);
  removed.clear();
});

type Person = HttpClient & { userId: string; email: string };
const nextDate = () => {
  day += 2;
  return `2026-12-${String(day).padStart(2, '0')}`;
};
const local = () => app.deps.payments as LocalGateway;
const choice = (student: Person, counsellor: Person, sessionDate: string) => ({ counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate, timeSlot: '10:00 AM' });
const order = (student: Person, counsellor: Person, date: string) =>
  student
    .post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student, counsellor, date) })
    .expectStatus(200)
    .json<CreateOrderResponse>();
const returnedMails = async (student: Person) => (await readOutbox(app.outboxDir, student.email)).filter((m) => m.subject === RETURNED_PAYMENT_SUBJECT);
const cancellationOf = async (bookingId: string) => (await app.deps.eventStore.readStream(bookingStream(bookingId))).find((e) => e.type === 'BookingCancelled')?.data;

describe('a payment the booking never stood on', () => {
  it('is mailed back with its reason when the counsellor left while the student was paying', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    const date = nextDate();
    const created = await order(student, counsellor, date);
    removed.add(counsellor.userId);

    const approval = await local().approve(created.id);
    const verify = await student.post('/api/payment/verify', {
      paymentId: approval?.paymentId,
      orderId: created.id,
      signature: approval?.signature,
      bookingData: choice(student, counsellor, date),
      amount: created.amount,
    });
    expect(verify.status).toBe(409);
    expect(await verify.json()).toMatchObject({ refunded: true, error: expect.stringMatching(/^This counsellor is no longer taking sessions\. Your payment of ₹1,999 has been refunded in full/) });
    expect(await cancellationOf(created.bookingId)).toMatchObject({ reason: 'counsellor_removed', refundDue: true, paymentId: approval?.paymentId });

    await app.runDueJobs();
    const mails = await returnedMails(student);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/^This counsellor is no longer taking sessions\.\n\nYou paid ₹1,999 for the advanced .*refunding all of it/);
  });

  it('that reached us before the start but was applied after it is refunded, and the mail says so truly', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    const date = nextDate();
    const created = await order(student, counsellor, date);
    const approval = await local().approve(created.id);
    const startsAt = slotStart(date, '10:00 AM').getTime();

    // Applied two hours after the start; the capture itself was recorded a minute before it.
    clock.set(new Date(startsAt + 2 * 3_600_000));
    const arrivedInTime = { ...app.deps, clock: fixedClock(new Date(startsAt - 60_000)) };
    await recordPayment(arrivedInTime, { orderId: created.id, paymentId: approval?.paymentId ?? '', amountPaise: created.amount, via: 'checkout' }, { role: 'system' }, created.bookingId);
    await app.runDueJobs();

    const events = await app.deps.eventStore.readStream(bookingStream(created.bookingId));
    expect(events.map((e) => e.type)).not.toContain('BookingConfirmed');
    expect(events.map((e) => e.type)).toContain('RefundIssued');
    expect(await cancellationOf(created.bookingId)).toMatchObject({ reason: 'session_started', refundDue: true });
    const [mail] = await returnedMails(student);
    expect(mail?.text).toMatch(/^Your payment reached us before the session’s start time, but the session had already begun by the time we could book it, so it could not go ahead\./);
    expect(mail?.text).not.toMatch(/reached us after/);
  });
});
