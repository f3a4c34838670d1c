// What create-order does with an amount the gateway cannot take, over HTTP on a real database: a coupon that would leave
// under ₹1 to pay books at ₹0 (the gateway refuses orders under 100 paise), and a gateway that refuses or fails an order
// leaves a clear 502 and nothing held, never a 500 and a slot held for 15 minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { fixedClock } from '../../platform/clock';
import type { PaymentGateway } from '../../platform/payments/paymentGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { bookingStream } from './booking';
import { ORDER_FAILED_MESSAGE } from './orders';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
/** While set, the gateway refuses every order as Razorpay's adapter reports a refusal. */
let refusing = false;
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string };
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  const refusingGateway = (local: PaymentGateway): PaymentGateway => ({
    ...local,
    createOrder: (input) => (refusing ? Promise.reject(new Error('Razorpay: creating an order answered 400 BAD_REQUEST_ERROR: The amount must be at least INR 1.00')) : local.createOrder(input)),
  });
  app = await startTestApp({ clock, payments: refusingGateway });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
  counsellor = await approvedCounsellor(app, admin);
});
afterAll(async () => app?.stop());

type Student = HttpClient & { userId: string };
const nextDate = () => {
  day += 2;
  return `2026-12-${String(day).padStart(2, '0')}`;
};
const order = (student: Student, date: string, amount: number, couponCode?: string) =>
  student.post('/api/payment/create-order', {
    amount,
    booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: date, timeSlot: '10:00 AM' },
    ...(couponCode ? { couponCode } : {}),
  });
const openSlots = async (date: string) =>
  (await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${date}`).expectStatus(200).json<{ availableSlots: string[] }>()).availableSlots;

describe('a coupon that would leave under ₹1 to pay', () => {
  it('books at ₹0: ₹1,998.50 off ₹1,999 and 99.99% off are quoted and booked as free', async () => {
    await admin.post('/api/admin/coupons', { code: 'ALMOSTALL', kind: 'flat', value: 1998.5 }).expectStatus(201);
    await admin.post('/api/admin/coupons', { code: 'NEARLY100', kind: 'percent', value: 99.99 }).expectStatus(201);
    for (const code of ['ALMOSTALL', 'NEARLY100']) {
      const student = await app.signUp('student');
      expect(await student.post('/api/coupons/validate', { code, amount: pkg.price, packageId: pkg.id }).expectStatus(200).json()).toMatchObject({ discountAmount: 1999, finalAmount: 0 });
      const booked = await order(student, nextDate(), 0, code).expectStatus(200).json<CreateOrderResponse>();
      expect(booked).toMatchObject({ id: '', amount: 0, status: 'confirmed' });
      const confirmed = (await app.deps.eventStore.readStream(bookingStream(booked.bookingId))).find((e) => e.type === 'BookingConfirmed');
      expect(confirmed?.data).toMatchObject({ paymentId: null, amountPaise: 0, couponCode: code });
    }
  });
});

describe('a gateway that will not open an order', () => {
  it('answers 502 saying nothing was charged, records no booking and holds nothing; the same order goes through once it is back', async () => {
    const student = await app.signUp('student');
    const date = nextDate();
    refusing = true;
    try {
      const refused = await order(student, date, pkg.price * 100)
        .expectStatus(502)
        .json<{ error: string }>();
      expect(refused).toEqual({ error: ORDER_FAILED_MESSAGE });
    } finally {
      refusing = false;
    }
    // Free again at once for everyone, and nothing on the student's list.
    expect(await openSlots(date)).toContain('10:00 AM');
    expect(await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<StudentBooking[]>()).toEqual([]);
    // The student is not held by their own failed attempt either.
    expect(
      await order(student, date, pkg.price * 100)
        .expectStatus(200)
        .json<CreateOrderResponse>(),
    ).toMatchObject({ status: 'awaiting_payment', amount: 199_900 });
    expect(await openSlots(date)).not.toContain('10:00 AM');
  });
});
