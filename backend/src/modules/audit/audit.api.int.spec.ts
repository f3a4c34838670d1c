// The audit API over HTTP: who may read it, a booking's whole history made through the real flow, a payment's history,
// the booking's state as of any event, and sealed data left sealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, BookingStateAt, BookingTimeline, PaymentTimeline } from '@margdarshak/contracts/api/audit';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { couponPaidBooking, couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let counsellor: HttpClient & { userId: string; email: string };
let booking: LifecycleBooking;
let timeline: BookingTimeline;

const AUDITOR = { email: 'auditor@example.in', password: 'ledger-check-42' };

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  counsellor = await approvedCounsellor(app, admin);
  await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
  await admin.post('/api/admin/auditors', AUDITOR).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', AUDITOR).expectStatus(200);
  booking = await couponPaidRescheduledCancelled(app, { counsellorId: counsellor.userId, packageId: pkg.id, date: '2026-12-02', couponCode: 'TENOFF', amountPaise: 179_910 });
  timeline = await auditor.get(`/api/audit/bookings/${booking.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
});
afterAll(async () => app?.stop());

const byType = (type: string) => timeline.events.filter((event) => event.type === type);
const one = (type: string): AuditEvent => {
  const [event, ...more] = byType(type);
  if (!event || more.length > 0) throw new Error(`expected one ${type}, found ${byType(type).length}`);
  return event;
};
const positionKey = (position: string) => position.split('-').map((part) => BigInt(part));
const before = (a: string, b: string) => {
  const [ac = 0n, ap = 0n] = positionKey(a);
  const [bc = 0n, bp = 0n] = positionKey(b);
  return ac < bc || (ac === bc && ap < bp);
};

describe('who may read the audit', () => {
  it('answers auditors and admins, 401 to the signed out and 403 to students and counsellors, on every endpoint', async () => {
    const paths = [
      `/api/audit/bookings/${booking.bookingId}/timeline`,
      `/api/audit/bookings/${booking.bookingId}/state?at=${one('BookingRequested').position}`,
      `/api/audit/payments/${booking.orderId}`,
      '/api/audit/events?limit=5',
      '/api/audit/events?limit=5&order=newest&type=paymentverified',
      '/api/audit/event-types',
      '/api/audit/export.jsonl?type=BookingRequested',
      '/api/audit/payments.csv?from=2026-11-23&to=2026-11-23',
      '/api/audit/reconciliation?from=2026-11-23&to=2026-11-23',
    ];
    const student = await app.signUp('student');
    for (const path of paths) {
      await app.client().get(path).expectStatus(401);
      await student.get(path).expectStatus(403);
      await counsellor.get(path).expectStatus(403);
      await booking.student.get(path).expectStatus(403); // the booking's own student neither
      const answer = await auditor.get(path).expectStatus(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      await admin.get(path).expectStatus(200);
    }
  });
});

describe("a booking's timeline", () => {
  it('holds every event of the booking and of the streams it touched, in log order, each once', () => {
    const positions = timeline.events.map((event) => event.position);
    positions.slice(1).forEach((position, i) => {
      expect(before(positions[i] ?? '', position), `${positions[i]} before ${position}`).toBe(true);
    });
    expect(new Set(positions).size).toBe(positions.length);
    const streams = new Set(timeline.events.map((event) => event.streamName.replace(/-[0-9a-f-]{36}.*$/, '').replace(/-evt_.*$/, '')));
    expect(streams).toEqual(new Set(['booking', 'schedule', 'student-day', 'coupon-TENOFF', 'payment-webhook']));
    const types = timeline.events.map((event) => event.type);
    const expectedOrder = [
      'BookingRequested',
      'PaymentOrderCreated',
      'PaymentWebhookReceived',
      'PaymentVerified',
      'SlotBooked',
      'CouponRedeemed',
      'BookingConfirmed',
      'BookingRescheduled',
      'BookingCancelled',
      'RefundIssued',
    ];
    let at = -1;
    for (const type of expectedOrder) {
      const next = types.indexOf(type, at + 1);
      expect(next, `${type} after ${types[at]}`).toBeGreaterThan(at);
      at = next;
    }
    // The old hour and the new one, both freed in the end, each on the counsellor's and the student's day.
    expect(byType('SlotHeld')).toHaveLength(1);
    expect(byType('SlotBooked')).toHaveLength(2);
    expect(
      byType('SlotReleased')
        .map((event) => (event.data as { slot: string }).slot)
        .sort(),
    ).toEqual(['03:00 PM', '10:00 AM']);
    expect(byType('StudentTimeReleased')).toHaveLength(2);
  });

  it('reads only the events about this booking from the streams it shares with others', async () => {
    const other = await couponPaidBooking(
      app,
      { counsellorId: counsellor.userId, packageId: (one('BookingRequested').data as { packageId: string }).packageId, date: '2026-12-02', couponCode: 'TENOFF', amountPaise: 179_910 },
      '11:00 AM',
    );
    const again = await auditor.get(`/api/audit/bookings/${booking.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    expect(again.events.map((event) => event.position)).toEqual(timeline.events.map((event) => event.position));
    for (const event of again.events) expect(JSON.stringify(event.data)).not.toContain(other.bookingId);
  });

  it('says who did each thing, named from the read models, and the system for the processors', () => {
    const requested = one('BookingRequested');
    expect(requested.actor).toEqual({ role: 'student', userId: booking.student.userId, name: booking.student.email, erased: false });
    expect(one('BookingCancelled').actor).toMatchObject({ role: 'student', userId: booking.student.userId });
    expect(one('RefundIssued').actor).toEqual({ role: 'system', userId: null, name: null, erased: false });
    expect(one('PaymentWebhookReceived').actor.role).toBe('system');
    const refund = one('RefundIssued');
    expect(refund.causationId).not.toBeNull();
    expect(refund.correlationId).toBe(one('BookingCancelled').correlationId);
  });

  it('writes a plain sentence per event, with amounts as the pages write them and times in India', () => {
    expect(one('BookingRequested').summary).toBe(
      'Booking requested: ' +
        (one('BookingRequested').data as { packageName: string }).packageName +
        ' (advanced) on 2026-12-02 at 10:00 AM for ₹1,799.10 (coupon TENOFF: ₹199.90 off ₹1,999); held until 2026-11-23 11:45 IST',
    );
    expect(one('PaymentVerified').summary).toBe(`Payment ${booking.paymentId} of ₹1,799.10 verified through the webhook`);
    expect(one('CouponRedeemed').summary).toBe(`Coupon TENOFF redeemed for booking ${booking.bookingId}: ₹199.90 off`);
    expect(one('BookingRescheduled').summary).toBe('Booking moved from 2026-12-02 10:00 AM to 2026-12-02 03:00 PM');
    expect(one('BookingCancelled').summary).toBe(`Booking cancelled by student on request; a full refund is due on payment ${booking.paymentId}`);
    expect(one('RefundIssued').summary).toMatch(new RegExp(`^Refund rfnd_\\S+ of ₹1,799\\.10 issued for payment ${booking.paymentId}$`));
    for (const event of timeline.events) {
      expect(event.at).toBe('2026-11-23T11:30:00.000+05:30');
      expect(event.summary.length).toBeGreaterThan(10);
    }
  });

  it("holds the booking's chat, each text left sealed", async () => {
    const chatted = await couponPaidBooking(
      app,
      { counsellorId: counsellor.userId, packageId: (one('BookingRequested').data as { packageId: string }).packageId, date: '2026-12-03', couponCode: 'TENOFF', amountPaise: 179_910 },
      '04:00 PM',
    );
    await chatted.student.post(`/api/bookings/${chatted.bookingId}/messages`, { text: 'Can my mother join the session too?' }).expectStatus(201);
    const chatOf = async () =>
      (await auditor.get(`/api/audit/bookings/${chatted.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>()).events.filter((event) => event.type === 'ChatMessageSent');
    await expect.poll(async () => (await chatOf()).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await chatOf();
    expect(sent?.streamName).toBe(`chat-${chatted.bookingId}`);
    expect(sent?.actor).toMatchObject({ role: 'student', userId: chatted.student.userId });
    expect(sent?.summary).toBe(`Chat message ${(present(sent, 'the ChatMessageSent event').data as { messageId: string }).messageId} sent by the student (text sealed)`);
    expect(JSON.stringify(sent)).not.toContain('mother');
  });

  it('reads a booking the audit index does not know (yet) from its own stream rather than answering 404', async () => {
    const pkgId = (one('BookingRequested').data as { packageId: string }).packageId;
    const fresh = await couponPaidBooking(app, { counsellorId: counsellor.userId, packageId: pkgId, date: '2026-12-04', couponCode: 'TENOFF', amountPaise: 179_910 });
    const whole = await auditor.get(`/api/audit/bookings/${fresh.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    await app.deps.db('audit_booking_events').where({ booking_id: fresh.bookingId }).delete();
    const own = await auditor.get(`/api/audit/bookings/${fresh.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    expect(own.events.map((event) => event.position)).toEqual(whole.events.filter((event) => event.streamName === `booking-${fresh.bookingId}`).map((event) => event.position));
    expect(own.events.length).toBeGreaterThan(3);
  });

  it('answers 404 for a booking the log does not have, and for an id that cannot be one', async () => {
    expect(await auditor.get('/api/audit/bookings/00000000-0000-4000-8000-000000000000/timeline').expectStatus(404).json()).toEqual({ error: 'No booking with this id in the log' });
    await auditor.get('/api/audit/bookings/not-a-booking/timeline').expectStatus(404);
  });
});

describe("a payment's history", () => {
  it('is found by its order id and by its payment id, with the money events of the booking', async () => {
    const byOrder = await auditor.get(`/api/audit/payments/${booking.orderId}`).expectStatus(200).json<PaymentTimeline>();
    expect(byOrder).toMatchObject({ orderId: booking.orderId, paymentId: booking.paymentId, bookingId: booking.bookingId }); // a paid order names its payment
    const byPayment = await auditor.get(`/api/audit/payments/${booking.paymentId}`).expectStatus(200).json<PaymentTimeline>();
    expect(byPayment).toMatchObject({ orderId: booking.orderId, paymentId: booking.paymentId, bookingId: booking.bookingId });
    for (const answer of [byOrder, byPayment]) {
      expect(answer.events.map((event) => event.type)).toEqual([
        'BookingRequested',
        'PaymentOrderCreated',
        'PaymentWebhookReceived',
        'PaymentVerified',
        'CouponRedeemed',
        'BookingConfirmed',
        'BookingCancelled',
        'RefundIssued',
      ]);
    }
    const refundId = (one('RefundIssued').data as { refundId: string }).refundId;
    expect(await auditor.get(`/api/audit/payments/${refundId}`).expectStatus(200).json<PaymentTimeline>()).toMatchObject({ paymentId: booking.paymentId, bookingId: booking.bookingId });
    expect(await auditor.get('/api/audit/payments/pay_nobody').expectStatus(404).json()).toEqual({ error: 'No order, payment or refund with this id in the log' });
  });
});

describe('the state as of an event', () => {
  it('folds the booking with the decider: confirmed just before the cancellation, cancelled with the refund at it', async () => {
    const cancelled = one('BookingCancelled');
    const justBefore = timeline.events[timeline.events.indexOf(cancelled) - 1];
    if (!justBefore) throw new Error('nothing before the cancellation');
    const earlier = await auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=${justBefore.position}`).expectStatus(200).json<BookingStateAt>();
    expect(earlier).toMatchObject({
      bookingId: booking.bookingId,
      at: justBefore.position,
      state: { phase: 'confirmed', paymentId: booking.paymentId, orderId: booking.orderId, captured: { [booking.paymentId]: 179_910 }, refunds: {}, wasConfirmed: true },
    });
    expect(earlier.state).toMatchObject({ request: { slot: '03:00 PM', couponCode: 'TENOFF' } });
    const at = await auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=${cancelled.position}`).expectStatus(200).json<BookingStateAt>();
    expect(at.state).toMatchObject({ phase: 'cancelled', refunds: { [booking.paymentId]: { reason: 'requested', refundId: null } } });
    const first = await auditor
      .get(`/api/audit/bookings/${booking.bookingId}/state?at=${one('BookingRequested').position}`)
      .expectStatus(200)
      .json<BookingStateAt>();
    expect(first.state).toMatchObject({ phase: 'pending', orderId: null, captured: {} });
  });

  it('answers 404 before the booking existed, and 400 for a position that is none', async () => {
    const [firstHold] = byType('SlotHeld');
    const early = await auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=0-0`).expectStatus(404).json<{ error: string }>();
    expect(early.error).toMatch(/did not exist yet at position 0-0/);
    expect(firstHold && before(firstHold.position, one('BookingRequested').position)).toBe(true);
    await auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=${firstHold?.position}`).expectStatus(404);
    await auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=yesterday`).expectStatus(400);
    await auditor.get(`/api/audit/bookings/${booking.bookingId}/state`).expectStatus(400);
  });
});

describe('personal data', () => {
  it("shows sealed fields as '[sealed]' and an erased person as erased", async () => {
    const pkgId = (one('BookingRequested').data as { packageId: string }).packageId;
    const kept = await couponPaidBooking(app, { counsellorId: counsellor.userId, packageId: pkgId, date: '2026-12-03', couponCode: 'TENOFF', amountPaise: 179_910 });
    await counsellor.put(`/api/counsellor/sessions/${kept.bookingId}/notes`, { notes: 'Keen on design; parents prefer medicine.' }).expectStatus(200);
    const read = await auditor.get(`/api/audit/bookings/${kept.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    const notes = read.events.find((event) => event.type === 'SessionNotesWritten');
    expect(notes?.streamName).toBe(`session-${kept.bookingId}`);
    expect(notes?.data).toMatchObject({ bookingId: kept.bookingId, notes: '[sealed]' });
    expect(JSON.stringify(read)).not.toContain('pd1.');
    expect(notes?.actor).toMatchObject({ role: 'counsellor', userId: counsellor.userId, name: 'Meera Iyer', erased: false });

    await admin.delete(`/api/admin/users/${booking.student.userId}`).expectStatus(200);
    const after = await auditor.get(`/api/audit/bookings/${booking.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    const requested = after.events.find((event) => event.type === 'BookingRequested');
    expect(requested?.actor).toEqual({ role: 'student', userId: booking.student.userId, name: null, erased: true });
    expect(after.events.map((event) => event.position)).toEqual(timeline.events.map((event) => event.position));
  });
});
