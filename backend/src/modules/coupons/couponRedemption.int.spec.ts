// Redeeming coupons on their streams: the last use under a race, one redemption per booking, and the discount carried
// into a paid booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { fixedClock } from '../../platform/clock';
import { DomainError } from '../../platform/http/errors';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { quoteCoupon, redeemCoupon } from './coupons';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let advanced: { id: string; price: number };

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  advanced = await createPackage(admin, 'advanced', 1999);
});
afterAll(async () => app?.stop());

let n = 0;
const addCoupon = async (overrides: Record<string, unknown>) => {
  const code = `RACE${++n}`;
  await admin
    .post('/api/admin/coupons', { code, kind: 'percent', value: 10, maxDiscount: 150, ...overrides })
    .expectStatus(201)
    .json<AdminCoupon>();
  return code;
};
const redemption = (code: string, studentId: string, discountPaise: number, bookingId: string = crypto.randomUUID()) => ({
  code,
  bookingId,
  studentId,
  pricePaise: 199_900,
  packageType: 'advanced' as const,
  discountPaise,
});
/** What a booking is charged off ₹1,999 with this coupon, quoted at its order as create-order does. */
const quoted = async (code: string) => (await quoteCoupon(app.deps, { code, pricePaise: 199_900, packageType: 'advanced' })).discountPaise;
const asStudent = (userId: string) => ({ role: 'student' as const, userId });
const usesOf = async (code: string) => (await admin.get(`/api/admin/coupons?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`).json<AdminCoupon[]>()).find((c) => c.code === code)?.uses;

describe('redeeming', () => {
  it('gives the last use to exactly one of 20 concurrent bookings', async () => {
    const code = await addCoupon({ totalLimit: 3 });
    const discount = await quoted(code);
    // Two uses before the race: one booking redeemed twice counts once.
    const first = redemption(code.toLowerCase(), crypto.randomUUID(), discount);
    await redeemCoupon(app.deps, first, asStudent(first.studentId));
    await redeemCoupon(app.deps, first, asStudent(first.studentId));
    const second = redemption(code, crypto.randomUUID(), discount);
    await redeemCoupon(app.deps, second, asStudent(second.studentId));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => crypto.randomUUID()).map((id) => redeemCoupon(app.deps, redemption(code, id, discount), asStudent(id))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'fulfilled') expect(r.value).toEqual({ code, discountPaise: 15_000, finalPaise: 184_900 });
      else expect(r.reason instanceof DomainError && [r.reason.status, r.reason.message]).toEqual([409, 'This coupon has been fully used']);
    }
    const recorded = (await app.deps.eventStore.readStream(`coupon-${code}`)).filter((e) => e.type === 'CouponRedeemed');
    expect(recorded).toHaveLength(3);
    await expect.poll(() => usesOf(code)).toBe(3);
  });

  it('redeems once per booking: a repeat, even concurrent, answers the same discount and writes nothing', async () => {
    const code = await addCoupon({ totalLimit: 10 });
    const studentId = crypto.randomUUID();
    const input = redemption(code, studentId, await quoted(code));
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeemCoupon(app.deps, input, asStudent(studentId))));
    for (const answer of answers) expect(answer).toEqual({ code, discountPaise: 15_000, finalPaise: 184_900 });
    // A later change of terms does not rewrite what the booking got.
    const [row] = await admin.get(`/api/admin/coupons?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`).json<AdminCoupon[]>();
    if (!row) throw new Error('coupon not listed');
    await admin.put(`/api/admin/coupons/${row.id}`, { ...row, maxDiscount: 50 }).expectStatus(200);
    expect(await redeemCoupon(app.deps, input, asStudent(studentId))).toEqual({ code, discountPaise: 15_000, finalPaise: 184_900 });
    expect((await app.deps.eventStore.readStream(`coupon-${code}`)).filter((e) => e.type === 'CouponRedeemed')).toHaveLength(1);
    expect(await quoteCoupon(app.deps, { code, pricePaise: 199_900, packageType: 'advanced' })).toMatchObject({ discountPaise: 5_000, finalPaise: 194_900 });
  });

  it('refuses a redemption the terms do not allow, writing nothing', async () => {
    const code = await addCoupon({ packageTypes: ['comprehensive'] });
    const studentId = crypto.randomUUID();
    await expect(redeemCoupon(app.deps, redemption(code, studentId, 15_000), asStudent(studentId))).rejects.toThrow('This coupon is not valid for this package');
    await expect(redeemCoupon(app.deps, redemption('NO-SUCH-CODE', studentId, 15_000), asStudent(studentId))).rejects.toThrow('This coupon code does not exist');
    expect((await app.deps.eventStore.readStream(`coupon-${code}`)).map((e) => e.type)).toEqual(['CouponCreated']);
  });

  it('charges the discounted amount and redeems at confirmation', async () => {
    const code = await addCoupon({ kind: 'flat', value: 500, maxDiscount: null, perStudentLimit: 1 });
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: advanced.id, sessionDate: '2026-12-02', timeSlot: '10:00 AM' };
    await student.post('/api/payment/create-order', { amount: 199_900, booking, couponCode: code }).expectStatus(400);
    const order = await student.post('/api/payment/create-order', { amount: 149_900, booking, couponCode: code.toLowerCase() }).expectStatus(200).json<CreateOrderResponse>();
    const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).json<LocalCheckoutApproval>();
    const confirmed = await student
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: 149_900, couponCode: code })
      .expectStatus(200)
      .json<StudentBooking>();
    expect(confirmed).toMatchObject({ amount: 1499, couponCode: code, status: 'confirmed' });
    const redeemed = (await app.deps.eventStore.readStream(`coupon-${code}`)).filter((e) => e.type === 'CouponRedeemed');
    expect(redeemed.map((e) => e.data)).toEqual([expect.objectContaining({ studentId: student.userId, discountPaise: 50_000 })]);
    expect(await student.post('/api/coupons/validate', { code, amount: 1999, packageId: advanced.id }).expectStatus(422).json()).toEqual({ error: 'You have already used this coupon' });
  });
});
