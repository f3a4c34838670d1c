import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponEvent } from '@margdarshak/contracts/events/coupons';
import type { CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import { DomainError } from '../../platform/http/errors';
import { evolveCoupon, initialCoupon, usageOf } from './coupon';
import { decideCoupon, type CouponCommand } from './coupon.decider';

const now = new Date('2026-11-23T06:00:00Z');
const couponId = '0b6f8a52-7c1e-4d8e-9f3a-2a1b3c4d5e6f';
const student = 'c8a1f0e2-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const other = 'd9b2a1f3-4c5e-4f6a-9b0c-1d2e3f4a5b6c';
const booking = (n: number) => `5e0c1a2b-3c4d-4e5f-8a9b-${String(n).padStart(12, '0')}`;
const terms: CouponTerms = {
  code: 'FIRST500',
  kind: 'flat',
  value: 500,
  maxDiscountPaise: null,
  minAmountPaise: 150_000,
  validFrom: null,
  validUntil: null,
  totalLimit: 2,
  perStudentLimit: 1,
  packageTypes: ['advanced', 'comprehensive'],
  active: true,
};
const created: CouponEvent = { type: 'CouponCreated', data: { couponId, terms } };
const redeemed = (n: number, studentId = student): CouponEvent => ({ type: 'CouponRedeemed', data: { couponId, code: 'FIRST500', bookingId: booking(n), studentId, discountPaise: 50_000 } });
const redeem = (n: number, studentId = student, pricePaise = 199_900): CouponCommand => ({
  type: 'Redeem',
  bookingId: booking(n),
  studentId,
  pricePaise,
  packageType: 'advanced',
  discountPaise: 50_000,
});

const given = (events: CouponEvent[]) => ({
  when: (command: CouponCommand) => {
    const run = () => decideCoupon(command, events.reduce(evolveCoupon, initialCoupon), now);
    return {
      // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then test language of decider specs; its result is never awaited
      then: (expected: CouponEvent[]) => expect(run()).toEqual(expected),
      thenThrows: (message: string, status: number) => {
        expect(run).toThrow(message);
        try {
          run();
        } catch (error) {
          expect(error instanceof DomainError && error.status).toBe(status);
        }
      },
    };
  },
});

describe('coupon decider', () => {
  it('creates a coupon under a code not yet taken', () => given([]).when({ type: 'Create', couponId, terms }).then([created]));
  it('refuses a second coupon with the same code', () => given([created]).when({ type: 'Create', couponId: other, terms }).thenThrows('A coupon with this code already exists', 409));
  it('changes the terms but never the code', () =>
    given([created])
      .when({ type: 'Update', terms: { ...terms, code: 'OTHER', value: 400 } })
      .then([{ type: 'CouponUpdated', data: { couponId, terms: { ...terms, value: 400 } } }]));
  it('writes nothing when the terms are unchanged', () =>
    given([created])
      .when({ type: 'Update', terms: { ...terms } })
      .then([]));
  it('refuses to change a coupon that does not exist', () => given([]).when({ type: 'Update', terms }).thenThrows('This coupon code does not exist', 404));
  it('deactivates once', () => {
    const off: CouponEvent = { type: 'CouponUpdated', data: { couponId, terms: { ...terms, active: false } } };
    given([created]).when({ type: 'Deactivate' }).then([off]);
    given([created, off]).when({ type: 'Deactivate' }).then([]);
  });
  it('redeems within the terms, recording the discount', () =>
    given([created])
      .when(redeem(1))
      .then([redeemed(1)]));
  it('records the discount the booking was charged, though an admin changed the terms while the student paid', () =>
    given([created, { type: 'CouponUpdated', data: { couponId, terms: { ...terms, value: 300 } } }])
      .when(redeem(1))
      .then([redeemed(1)]));
  it('redeems once per booking: a repeat writes nothing', () =>
    given([created, redeemed(1)])
      .when(redeem(1))
      .then([]));
  it('refuses a second use by the same student', () =>
    given([created, redeemed(1)])
      .when(redeem(2))
      .thenThrows('You have already used this coupon', 422));
  it('refuses a use past the total limit', () =>
    given([created, redeemed(1), redeemed(2, other)])
      .when(redeem(3, booking(99)))
      .thenThrows('This coupon has been fully used', 409));
  it('refuses a deactivated coupon', () =>
    given([created, { type: 'CouponUpdated', data: { couponId, terms: { ...terms, active: false } } }])
      .when(redeem(1))
      .thenThrows('This coupon is no longer active', 422));
  it('refuses a price under the minimum, naming it', () =>
    given([created])
      .when(redeem(1, student, 99_900))
      .thenThrows('This coupon applies to packages of ₹1,500 or more', 422));
  it('refuses an unknown code', () => given([]).when(redeem(1)).thenThrows('This coupon code does not exist', 404));

  const returned = (n: number, studentId = student): CouponEvent => ({ type: 'CouponUseReturned', data: { couponId, code: 'FIRST500', bookingId: booking(n), studentId } });
  it('gives back the use of a booking that ended unconfirmed, once', () => {
    given([created, redeemed(1)])
      .when({ type: 'ReturnUse', bookingId: booking(1) })
      .then([returned(1)]);
    given([created, redeemed(1), returned(1)])
      .when({ type: 'ReturnUse', bookingId: booking(1) })
      .then([]);
  });
  it('gives back nothing for a booking that never redeemed', () =>
    given([created, redeemed(2)])
      .when({ type: 'ReturnUse', bookingId: booking(1) })
      .then([]));
  it('counts a returned use no more: the same student may use the coupon again, and the last use is free again', () => {
    const state = [created, redeemed(1), redeemed(2, other), returned(1)].reduce(evolveCoupon, initialCoupon);
    expect(usageOf(state, student)).toEqual({ total: 1, byStudent: 0 });
    given([created, redeemed(1), redeemed(2, other), returned(1)])
      .when(redeem(3))
      .then([redeemed(3)]);
  });
  it('never redeems again for a booking whose use was given back', () =>
    given([created, redeemed(1), returned(1)])
      .when(redeem(1))
      .thenThrows('This booking has ended; its coupon use was given back', 409));

  it('never lets redemptions pass the limits, whatever the order of requests', () => {
    const students = [student, other, booking(500), booking(501)];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ booking: fc.integer({ min: 1, max: 12 }), who: fc.integer({ min: 0, max: 3 }) }), { maxLength: 30 }),
        (totalLimit, perStudentLimit, requests) => {
          let state = evolveCoupon(initialCoupon, { type: 'CouponCreated', data: { couponId, terms: { ...terms, totalLimit, perStudentLimit } } });
          for (const request of requests) {
            const studentId = students[request.who] ?? student;
            const before = state.redemptions.get(booking(request.booking));
            try {
              for (const event of decideCoupon(redeem(request.booking, studentId), state, now)) state = evolveCoupon(state, event);
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
            }
            // A booking keeps the redemption it got first.
            if (before) expect(state.redemptions.get(booking(request.booking))).toEqual(before);
          }
          expect(usageOf(state, undefined).total).toBeLessThanOrEqual(totalLimit);
          for (const s of students) expect(usageOf(state, s).byStudent).toBeLessThanOrEqual(perStudentLimit);
        },
      ),
    );
  });
});
