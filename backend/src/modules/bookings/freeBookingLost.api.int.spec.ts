// A booking with nothing to pay that is lost after its coupon was redeemed, over HTTP on a real database. What happens
// between the redemption and the confirmation is placed exactly by wrapping the real redeemCoupon: the session's start
// passing at that instant, or another booking taking the coupon's last use just before. And a bookings read model that
// lags behind the log, by answering that one booking's row as it stood before it was lost.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { couponStream } from '../coupons';
import type * as Coupons from '../coupons/coupons';
import type * as BookingsQueries from '@margdarshak/projections/bookings/bookingsQueries';
import { bookingStream } from './booking';

type RedeemInput = Parameters<typeof Coupons.redeemCoupon>[1];
const hooks = vi.hoisted(() => ({
  /** Runs once, just before the next redemption. */
  beforeRedeem: undefined as ((input: RedeemInput) => Promise<void>) | undefined,
  /** Runs once, just after the next redemption. */
  afterRedeem: undefined as (() => void) | undefined,
  /** Rows the bookings read model answers as they stood before the booking ended (a read model behind the log). */
  lagging: (_row: BookingRow): boolean => false,
}));

vi.mock('../coupons/coupons', async (importOriginal) => {
  const original = await importOriginal<typeof Coupons>();
  return {
    ...original,
    redeemCoupon: async (...args: Parameters<typeof original.redeemCoupon>) => {
      const before = hooks.beforeRedeem;
      hooks.beforeRedeem = undefined;
      await before?.(args[1]);
      const redeemed = await original.redeemCoupon(...args);
      const after = hooks.afterRedeem;
      hooks.afterRedeem = undefined;
      after?.();
      return redeemed;
    },
  };
});

vi.mock('@margdarshak/projections/bookings/bookingsQueries', async (importOriginal) => {
  const original = await importOriginal<typeof BookingsQueries>();
  return {
    ...original,
    findBooking: async (...args: Parameters<typeof original.findBooking>) => {
      const row = await original.findBooking(...args);
      return row && hooks.lagging(row) ? { ...row, status: 'pending' as const, cancelledBy: null, cancelReason: null } : row;
    },
  };
});

const start = new Date('2026-11-23T06:00:00Z'); // 11:30 AM in India: the 25th is the first bookable day
const clock = fixedClock(start);
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string };
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());
afterEach(() => {
  clock.set(start);
  hooks.beforeRedeem = undefined;
  hooks.afterRedeem = undefined;
  hooks.lagging = () => false;
});

type Student = HttpClient & { userId: string; email: string };
const nextDate = () => {
  day += 2;
  return `2026-12-${String(day).padStart(2, '0')}`;
};
const bookFree = (student: Student, date: string, couponCode: string) =>
  student.post('/api/payment/create-order', {
    amount: 0,
    couponCode,
    booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: date, timeSlot: '10:00 AM' },
  });
const typesOf = async (stream: string) => (await app.deps.eventStore.readStream(stream)).map((e) => e.type);

describe('a coupon whose booking is lost after it was redeemed', () => {
  it('gets its use back: a single-use 100% coupon survives a lost free booking and books the next student', async () => {
    await admin.post('/api/admin/coupons', { code: 'ONCEFREE', kind: 'percent', value: 100, totalLimit: 1 }).expectStatus(201);
    const first = await app.signUp('student');
    const date = nextDate();
    // The coupon is redeemed, and before the booking is confirmed its start has passed.
    hooks.afterRedeem = () => clock.set(new Date(slotStart(date, '10:00 AM').getTime() + 60_000));
    const lost = await bookFree(first, date, 'ONCEFREE').expectStatus(409).json<{ error: string }>();
    expect(lost.error).toBe('This session started before it could be booked. Please choose another time.');
    clock.set(start);

    expect(await typesOf(couponStream('ONCEFREE'))).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponUseReturned']);
    const bookingId = (await app.deps.eventStore.readStream(couponStream('ONCEFREE'))).find((e) => e.type === 'CouponUseReturned')?.data as { bookingId: string };
    expect(await typesOf(bookingStream(bookingId.bookingId))).not.toContain('BookingConfirmed');

    // The use is there again: another student books with it at ₹0.
    const second = await app.signUp('student');
    expect(await second.post('/api/coupons/validate', { code: 'ONCEFREE', amount: pkg.price, packageId: pkg.id }).expectStatus(200).json()).toMatchObject({ finalAmount: 0 });
    expect(await bookFree(second, nextDate(), 'ONCEFREE').expectStatus(200).json<CreateOrderResponse>()).toMatchObject({ status: 'confirmed', amount: 0 });
    const coupons = await admin.get('/api/admin/coupons').expectStatus(200).json<AdminCoupon[]>();
    expect(coupons.find((c) => c.code === 'ONCEFREE')).toMatchObject({ uses: 1 });
  });
});

describe('a free booking lost because its coupon ran out', () => {
  it('says the coupon ran out, from the booking itself, even while the bookings read model lags', async () => {
    await admin.post('/api/admin/coupons', { code: 'LASTFREE', kind: 'percent', value: 100, totalLimit: 1 }).expectStatus(201);
    const student = await app.signUp('student');
    const other = await app.signUp('student');
    const { redeemCoupon } = await vi.importActual<typeof Coupons>('../coupons/coupons');
    // Another booking takes the last use between this one's quote and its redemption ...
    hooks.beforeRedeem = (input) => redeemCoupon(app.deps, { ...input, bookingId: randomUUID(), studentId: other.userId }, { role: 'system' }).then(() => undefined);
    // ... and the read model has not yet seen this booking lost.
    hooks.lagging = (row) => row.studentId === student.userId;
    const refused = await bookFree(student, nextDate(), 'LASTFREE').expectStatus(409).json<{ error: string }>();
    expect(refused.error).toBe('The coupon ran out while you were booking. Please try again without it.');
  });
});
