// The consenting parent of a minor is mailed what their child is, in the parent's words, over HTTP with the test's clock
// moved (never waited for): the consent recorded, a session booked with its receipt and invitation, the reminders
// (until the parent turns them off), a move, a cancellation with its refund, a report released, the child's account
// deleted; each once, to the parent and nobody else, and nothing twice when every job runs again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { parentDashboardPaths } from '@margdarshak/contracts/api/parentDashboard';
import { personalityTestPaths, type ReleaseResponse } from '@margdarshak/contracts/api/personalityTests';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { readOutbox, type OutboxEntry } from '../../platform/mail/outboxMailer';
import { jobsTable } from '../../platform/processors/jobs';
import { CHILD_PASSWORD, consentingFamily, PARENT_PASSWORD, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { testIdOf } from '../bookings';

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 in India; the 25th is the first bookable day
const clock = fixedClock(start);
const HOUR = 3_600_000;
let app: TestApp;
let pkg: { id: string; price: number };
let counsellor: HttpClient & { userId: string; email: string };
let day = 24;

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellor = await approvedCounsellor(app, admin);
  await admin.post('/api/admin/coupons', { code: 'FAMILY200', kind: 'flat', value: 200 }).expectStatus(201);
});
afterAll(async () => app?.stop());
afterEach(() => clock.set(start));

/** A day no other test books, at 10:00 AM India time. */
const nextDate = () => `2026-11-${++day}`;

/** Runs what is due by the clock, and what that makes due. */
async function settle(at?: number): Promise<void> {
  if (at !== undefined) clock.set(new Date(at));
  await app.runDueJobs();
  await app.runDueJobs();
}

const mailsTo = async (email: string, subject?: string): Promise<OutboxEntry[]> => (await readOutbox(app.outboxDir, email)).filter((m) => subject === undefined || m.subject === subject);

/** The child books and pays with the FAMILY200 coupon (₹200 off ₹1,999), as the booking page does. */
async function book(child: SignedIn, date: string): Promise<StudentBooking & { paymentId: string }> {
  const booking = { counsellorId: counsellor.userId, studentId: child.userId, packageId: pkg.id, sessionDate: date, timeSlot: '10:00 AM' };
  const order = await child.post('/api/payment/create-order', { amount: 179_900, booking, couponCode: 'FAMILY200' }).expectStatus(200).json<CreateOrderResponse>();
  const approval = await child.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount, couponCode: 'FAMILY200' };
  const confirmed = await child.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
  return { ...confirmed, paymentId: approval.razorpay_payment_id };
}

const BOOKED = 'Your child’s Margdarshak session is booked';
const json = { 'Content-Type': 'application/json' };

describe('mails to the consenting parent', () => {
  it('records the consent: what the parent agreed to and how to withdraw it, to the parent alone, once', async () => {
    const { child, parent } = await consentingFamily(app, 'Aarav Mehta', 'consent');
    await settle();
    const [mail, ...more] = await mailsTo(parent.email, 'Your consent on Margdarshak is recorded');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('We have recorded your consent for Aarav to use Margdarshak');
    expect(mail?.text).toContain('choose "Withdraw consent"');
    expect(mail?.text).toContain('/parent/dashboard');
    expect(await mailsTo(child.email, 'Your consent on Margdarshak is recorded')).toEqual([]);
  });

  it('sends the receipt with the booking: amount, coupon and discount, payment reference, session, and the student’s invitation', async () => {
    const { child, parent } = await consentingFamily(app, 'Diya Shah', 'receipt');
    const booking = await book(child, nextDate());
    await settle();
    const [mail, ...more] = await mailsTo(parent.email, BOOKED);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Diya’s advanced');
    expect(mail?.text).toContain('Price: ₹1,999');
    expect(mail?.text).toContain('Coupon: FAMILY200 (₹200 off)');
    expect(mail?.text).toContain('Amount paid: ₹1,799');
    expect(mail?.text).toContain(`Payment reference: ${booking.paymentId}`);
    expect(mail?.text).toContain('Wednesday, 25 November 2026 at 10:00 am (India time)');
    expect(mail?.text).toContain('Paid on: Monday, 23 November 2026 at 11:30 am');
    expect(mail?.text).toContain('not a tax invoice');
    const [studentMail] = await mailsTo(child.email, 'Your Margdarshak session is booked');
    const [ics] = mail?.attachments ?? [];
    expect(ics?.contentType).toBe('text/calendar; method=REQUEST');
    expect(String(ics?.content)).toContain(`UID:${booking.id}@margdarshak`);
    expect(String(ics?.content).replace(/SEQUENCE:\d+|DTSTAMP:\w+/g, '')).toBe(String(studentMail?.attachments?.[0]?.content).replace(/SEQUENCE:\d+|DTSTAMP:\w+/g, ''));
    // The counsellor's and the child's mails stay theirs: the parent's words go to the parent only.
    expect(await mailsTo(child.email, BOOKED)).toEqual([]);
    expect(await mailsTo(counsellor.email, BOOKED)).toEqual([]);
  });

  it('reminds the parent 24 hours and 1 hour before, and no more once they turned reminders off', async () => {
    const { child, parent } = await consentingFamily(app, 'Kabir Rao', 'remind');
    const booking = await book(child, nextDate());
    const startsAt = Date.parse(booking.sessionDate);
    await settle();
    await settle(startsAt - 24 * HOUR + 60_000);
    const [day] = await mailsTo(parent.email, 'Reminder: your child’s Margdarshak session starts in 24 hours');
    expect(day?.text).toContain('Kabir’s advanced');
    expect(day?.text).toContain('You can turn these reminders off on your parent dashboard');

    // A day later the parent signs in again (sessions end after two idle hours) and turns reminders off.
    await parent.post('/api/login', { email: parent.email, password: PARENT_PASSWORD }).expectStatus(200);
    expect(await parent.put(parentDashboardPaths.settings, { reminders: false }).expectStatus(200).json()).toEqual({ reminders: false });
    await settle(startsAt - HOUR + 60_000);
    expect(await mailsTo(child.email, 'Reminder: your Margdarshak session starts in one hour')).toHaveLength(1);
    expect(await mailsTo(parent.email, 'Reminder: your child’s Margdarshak session starts in one hour')).toEqual([]);
    expect(await mailsTo(parent.email, 'Reminder: your child’s Margdarshak session starts in 24 hours')).toHaveLength(1);
  });

  it('tells the parent of a move, and of a cancellation with the refund’s amount', async () => {
    const { child, parent } = await consentingFamily(app, 'Meher Kaur', 'moved');
    const booking = await book(child, nextDate());
    await settle();
    const to = nextDate();
    await child.post(`/api/bookings/${booking.id}/reschedule`, { sessionDate: to, timeSlot: '11:00 AM' }).expectStatus(200);
    await settle();
    const [moved, ...moreMoved] = await mailsTo(parent.email, 'Your child’s Margdarshak session has a new time');
    expect(moreMoved).toEqual([]);
    expect(moved?.text).toContain('Meher’s advanced');
    expect(moved?.text).toContain('at 11:00 am (India time)');

    await child.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(200);
    await settle();
    const [cancelled, ...moreCancelled] = await mailsTo(parent.email, 'Your child’s Margdarshak session is cancelled');
    expect(moreCancelled).toEqual([]);
    expect(cancelled?.text).toContain('has been cancelled');
    expect(cancelled?.text).toContain('₹1,799 is refunded in full');
    expect(cancelled?.attachments?.[0]?.contentType).toBe('text/calendar; method=CANCEL');
  });

  it('tells the parent when a report is released, with the report page’s address', async () => {
    const { child, parent } = await consentingFamily(app, 'Zoya Khan', 'report');
    const booking = await book(child, nextDate());
    const items = (await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<ItemsResponse>()).items.map((i) => i.id);
    await child.post(personalityTestPaths.submit(booking.id), { testType: 'riasec', answers: Object.fromEntries(items.map((id, i) => [id, (i % 5) + 1])) }).expectStatus(201);
    const report = await counsellor
      .put(personalityTestPaths.release(testIdOf(booking.id, 'riasec')), { counsellorNotes: 'Look at design courses.' })
      .expectStatus(200)
      .json<ReleaseResponse>();
    await settle();
    const [mail, ...more] = await mailsTo(parent.email, 'A report on your child is ready on Margdarshak');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Zoya’s counsellor has gone through their results');
    expect(mail?.text).toContain(`/student/report/${report.reportId}`);

    // The parent reads it, and its receipt; another parent gets 404 for the report (whether a report exists is not
    // told) and 403 for the receipt (every route under a child not theirs answers 403, whatever follows the child).
    expect(await parent.get(personalityTestPaths.report(report.reportId)).expectStatus(200).json()).toMatchObject({ audience: 'parent', packageId: pkg.id, packageName: booking.packageName });
    const receipt = await parent.get(parentDashboardPaths.receipt(child.userId, booking.id)).expectStatus(200).json();
    expect(receipt).toMatchObject({
      bookingId: booking.id,
      packageId: pkg.id,
      packageName: booking.packageName,
      price: 1999,
      couponCode: 'FAMILY200',
      discount: 200,
      amount: 1799,
      paymentId: booking.paymentId,
      refund: null,
    });
    const other = await consentingFamily(app, 'Anya Sen', 'stranger');
    await other.parent.get(personalityTestPaths.report(report.reportId)).expectStatus(404);
    await other.parent.get(parentDashboardPaths.receipt(child.userId, booking.id)).expectStatus(403);
    // Their own child's address with this booking: no receipt of a booking not their child's (404).
    await other.parent.get(parentDashboardPaths.receipt(other.child.userId, booking.id)).expectStatus(404);
  });

  it('tells the parent when the child deleted their own account, and not twice when the parent deleted it', async () => {
    const own = await consentingFamily(app, 'Rohan Das', 'gone');
    await own.child.raw('DELETE', '/api/me', JSON.stringify({ password: CHILD_PASSWORD }), json).expectStatus(200);
    await settle();
    const [mail, ...more] = await mailsTo(own.parent.email, 'Your child’s Margdarshak account is deleted');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Your child asked us to delete their Margdarshak account');
    // The dashboard can say so: the day, and nothing else of the child.
    expect(await own.parent.get(parentDashboardPaths.deletedChildren).expectStatus(200).json()).toEqual([{ deletedAt: start.toISOString() }]);
    expect(await own.parent.get('/api/parent/children').expectStatus(200).json()).toEqual([]);

    const closed = await consentingFamily(app, 'Isha Nair', 'closed');
    await closed.parent.raw('DELETE', `/api/parent/children/${closed.child.userId}`, JSON.stringify({ password: PARENT_PASSWORD }), json).expectStatus(200);
    await settle();
    // The erasure's own confirmation, and nothing of this processor's beside it.
    expect(await mailsTo(closed.parent.email, 'Your child’s Margdarshak account is deleted')).toHaveLength(1);
    const deletedJobs: { payload: { studentId: string } }[] = await app.deps.db(jobsTable).where({ processor: 'parent-mails', kind: 'deleted' }).select('payload');
    expect(deletedJobs.map((job) => job.payload.studentId)).toContain(own.child.userId);
    expect(deletedJobs.map((job) => job.payload.studentId)).not.toContain(closed.child.userId);
  });

  it('sends each mail once when every job runs again, as after a crash', async () => {
    const { child, parent } = await consentingFamily(app, 'Tara Iyer', 'again');
    const booking = await book(child, nextDate());
    await settle();
    await settle(Date.parse(booking.sessionDate) - 24 * HOUR + 60_000);
    const before = (await mailsTo(parent.email)).map((m) => m.subject).sort();
    // The session's tax invoice comes to the parent too (invoices' document mails), its number as this spec's order gives it.
    const invoiceMail = before.filter((subject) => /^Your tax invoice INV\/\d{2}-\d{2}\/\d{5} from Margdarshak$/.test(subject));
    expect(invoiceMail).toHaveLength(1);
    expect(before.filter((subject) => !invoiceMail.includes(subject))).toEqual(
      ['Tara asks for your consent to use Margdarshak', 'Reminder: your child’s Margdarshak session starts in 24 hours', BOOKED, 'Your consent on Margdarshak is recorded'].sort(),
    );
    const redone = await app.deps.db(jobsTable).whereIn('processor', ['parent-mails', 'document-mails']).update({ done_at: null, outcome: null, next_attempt_at: clock.now() });
    expect(redone).toBeGreaterThan(0);
    await settle();
    expect((await mailsTo(parent.email)).map((m) => m.subject).sort()).toEqual(before);
  });
});

describe('PUT /api/parent/settings', () => {
  it('is the parent’s own: 401 signed out, 403 for a student, 400 with the field’s error for a bad body', async () => {
    await app.client().put(parentDashboardPaths.settings, { reminders: false }).expectStatus(401);
    const student = await app.signUp('student');
    await student.put(parentDashboardPaths.settings, { reminders: false }).expectStatus(403);
    const { parent } = await consentingFamily(app, 'Neel Bose', 'settings');
    const refused = await parent.put(parentDashboardPaths.settings, { reminders: 'no' }).expectStatus(400).json<{ errors?: Record<string, unknown> }>();
    expect(JSON.stringify(refused)).toContain('reminders');
    expect(await parent.get(parentDashboardPaths.settings).expectStatus(200).json()).toEqual({ reminders: true });
    await parent.put(parentDashboardPaths.settings, { reminders: false }).expectStatus(200);
    expect(await parent.get(parentDashboardPaths.settings).expectStatus(200).json()).toEqual({ reminders: false });
  });
});
