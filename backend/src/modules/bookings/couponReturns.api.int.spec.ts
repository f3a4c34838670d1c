// The coupon-returns processor when a redemption lands in the log after its booking's cancellation (a payment verified
// while the student gave the order up): the CouponRedeemed look finds the booking cancelled and gives the use back,
// once, however often the processor's jobs run. The reverse order is freeBookingLost.api.int.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { fixedClock } from '../../platform/clock';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { redeemCoupon, couponStream } from '../coupons';
import { bookingStream } from './booking';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India: the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string };
let pkg: { id: string; price: number };

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const typesOf = async (stream: string) => (await app.deps.eventStore.readStream(stream)).map((e) => e.type);

describe('a coupon redeemed for a booking already cancelled', () => {
  it('gets its use back once, and the next student can use it', async () => {
    await admin.post('/api/admin/coupons', { code: 'LATEONE', kind: 'percent', value: 10, totalLimit: 1 }).expectStatus(201);
    const student = await app.signUp('student');
    const order = await student
      .post('/api/payment/create-order', {
        amount: 179910,
        couponCode: 'LATEONE',
        booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-12-02', timeSlot: '10:00 AM' },
      })
      .expectStatus(200)
      .json<CreateOrderResponse>();
    const { bookingId } = order;
    await student.post(`/api/bookings/${bookingId}/cancel`, {}).expectStatus(200);
    expect(await typesOf(bookingStream(bookingId))).toContain('BookingCancelled');

    // The payment's verification redeems the coupon after the cancellation is in the log.
    await redeemCoupon(app.deps, { code: 'LATEONE', bookingId, studentId: student.userId, pricePaise: pkg.price * 100, packageType: 'advanced', discountPaise: pkg.price * 10 }, { role: 'system' });
    await app.runDueJobs();
    await app.runDueJobs();
    expect(await typesOf(couponStream('LATEONE'))).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponUseReturned']);

    const coupons = await admin.get('/api/admin/coupons').expectStatus(200).json<AdminCoupon[]>();
    expect(coupons.find((c) => c.code === 'LATEONE')).toMatchObject({ uses: 0 });
    const next = await app.signUp('student');
    expect(await next.post('/api/coupons/validate', { code: 'LATEONE', amount: pkg.price, packageId: pkg.id }).expectStatus(200).json()).toMatchObject({ finalAmount: 1799.1 });
  });

  it('keeps the use of a booking that was confirmed and then cancelled', async () => {
    await admin.post('/api/admin/coupons', { code: 'FREEKEPT', kind: 'percent', value: 100, totalLimit: 2 }).expectStatus(201);
    const student = await app.signUp('student');
    const booked = await student
      .post('/api/payment/create-order', {
        amount: 0,
        couponCode: 'FREEKEPT',
        booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-12-04', timeSlot: '10:00 AM' },
      })
      .expectStatus(200)
      .json<CreateOrderResponse>();
    expect(booked).toMatchObject({ status: 'confirmed' });
    await student.post(`/api/bookings/${booked.bookingId}/cancel`, {}).expectStatus(200);
    await app.runDueJobs();
    expect(await typesOf(couponStream('FREEKEPT'))).toEqual(['CouponCreated', 'CouponRedeemed']);
  });
});
