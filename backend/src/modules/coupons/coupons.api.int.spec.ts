// Coupons over HTTP: validation, limits under a race, the discount carried into a paid booking, and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { redeemCoupon } from './index';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let advanced: { id: string; price: number };
let basic: { id: string; price: number };

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  advanced = await createPackage(admin, 'advanced', 1999);
  basic = await createPackage(admin, 'basic', 999);
});
afterAll(async () => app?.stop());

let n = 0;
const coupon = (overrides: Record<string, unknown> = {}) => ({ code: `save${++n}`, kind: 'percent', value: 10, maxDiscount: 150, ...overrides });

describe('validating a coupon', () => {
  it('answers the discount in rupees, computed from the package the server knows', async () => {
    const created = await admin.post('/api/admin/coupons', coupon({ code: ' welcome ' })).expectStatus(201).json<AdminCoupon>();
    expect(created).toMatchObject({ code: 'WELCOME', uses: 0, active: true });
    const student = await app.signUp('student');
    const answer = await student.post('/api/coupons/validate', { code: 'welcome', amount: 1999, packageId: advanced.id }).expectStatus(200).json<ValidateCouponResponse>();
    expect(answer).toEqual({ coupon: { code: 'WELCOME', kind: 'percent', value: 10, maxDiscount: 150 }, discountAmount: 150, finalAmount: 1849 });
    const small = await student.post('/api/coupons/validate', { code: 'WELCOME', amount: 999, packageId: basic.id }).expectStatus(200).json<ValidateCouponResponse>();
    expect(small).toMatchObject({ discountAmount: 99.9, finalAmount: 899.1 });
    await student.post('/api/coupons/validate', { code: 'WELCOME', amount: 1, packageId: advanced.id }).expectStatus(400);
  });

  it('says why a coupon does not apply', async () => {
    const student = await app.signUp('student');
    const check = (code: string, packageId = advanced.id, amount = 1999) => student.post('/api/coupons/validate', { code, amount, packageId });
    expect(await check('NOPE').expectStatus(404).json()).toEqual({ error: 'This coupon code does not exist' });
    const empty = await check('  ').expectStatus(400).json<{ error: string }>();
    expect(empty.error).toBe('Please enter a valid coupon code');
    const expired = coupon({ validUntil: '2026-11-01T00:00:00Z', validFrom: '2026-10-01T00:00:00Z' });
    await admin.post('/api/admin/coupons', expired).expectStatus(201);
    expect(await check(expired.code).expectStatus(422).json()).toEqual({ error: 'This coupon has expired' });
    const forAdvanced = coupon({ packageTypes: ['advanced'] });
    await admin.post('/api/admin/coupons', forAdvanced).expectStatus(201);
    expect(await check(forAdvanced.code, basic.id, 999).expectStatus(422).json()).toEqual({ error: 'This coupon is not valid for this package' });
    const inactive = coupon({ active: false });
    await admin.post('/api/admin/coupons', inactive).expectStatus(201);
    expect(await check(inactive.code).expectStatus(422).json()).toEqual({ error: 'This coupon is no longer active' });
    await admin.post('/api/admin/coupons', coupon({ code: inactive.code })).expectStatus(409);
    await admin.post('/api/admin/coupons', coupon({ value: 120 })).expectStatus(400);
  });
});

describe('redeeming', () => {
  it('gives the last use to exactly one of 20 concurrent bookings', async () => {
    const last = coupon({ totalLimit: 1 });
    await admin.post('/api/admin/coupons', last).expectStatus(201);
    const students = await Promise.all(Array.from({ length: 20 }, () => app.signUp('student')));
    const results = await Promise.allSettled(
      students.map((s) => redeemCoupon(app.deps, { code: last.code, bookingId: crypto.randomUUID(), studentId: s.userId, pricePaise: 199_900, packageType: 'advanced' }, { role: 'student', userId: s.userId })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/fully used|changed by someone else/);
    // Redemption leaves the read-model wait to the booking that follows it: the usage count arrives shortly after.
    const uses = async () => (await admin.get(`/api/admin/coupons?filter=${encodeURIComponent(JSON.stringify({ q: last.code.toUpperCase() }))}`).json<AdminCoupon[]>())[0]?.uses;
    await expect.poll(uses).toBe(1);
  });

  it('charges the discounted amount and redeems at confirmation', async () => {
    const code = coupon({ kind: 'flat', value: 500, maxDiscount: null, perStudentLimit: 1 });
    await admin.post('/api/admin/coupons', code).expectStatus(201);
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: advanced.id, sessionDate: '2026-12-02', timeSlot: '10:00 AM' };
    await student.post('/api/payment/create-order', { amount: 199_900, booking, couponCode: code.code }).expectStatus(400);
    const order = await student.post('/api/payment/create-order', { amount: 149_900, booking, couponCode: code.code }).expectStatus(200).json<CreateOrderResponse>();
    const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).json<LocalCheckoutApproval>();
    const confirmed = await student
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: 149_900, couponCode: code.code })
      .expectStatus(200)
      .json<StudentBooking>();
    expect(confirmed).toMatchObject({ amount: 1499, couponCode: code.code.toUpperCase(), status: 'confirmed' });
    const again = await student.post('/api/coupons/validate', { code: code.code, amount: 1999, packageId: advanced.id }).expectStatus(422).json();
    expect(again).toEqual({ error: 'You have already used this coupon' });
  });
});

describe('who may use the coupon endpoints', () => {
  it('validates for students only and manages for admins only', async () => {
    const body = { code: 'ANY', amount: 1999 };
    await app.client().post('/api/coupons/validate', body).expectStatus(401);
    await (await app.signUp('counsellor')).post('/api/coupons/validate', body).expectStatus(403);
    for (const client of [app.client(), await app.signUp('student'), await app.signUp('counsellor')]) {
      expect((await client.get('/api/admin/coupons')).status).toBeGreaterThanOrEqual(401);
      expect((await client.post('/api/admin/coupons', coupon())).status).toBeGreaterThanOrEqual(401);
    }
    const created = await admin.post('/api/admin/coupons', coupon()).expectStatus(201).json<AdminCoupon>();
    expect(await admin.delete(`/api/admin/coupons/${created.id}`).expectStatus(200).json()).toMatchObject({ active: false });
    expect((await admin.get('/api/admin/coupons')).headers.get('content-range')).toMatch(/^coupons 0-\d+\/\d+$/);
  });
});
