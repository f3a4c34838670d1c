// The missed-session rules of the booking decider: a report from the start until 48 hours after it, once per party and
// only about the other one; an admin's finding once, from the start on, which for the counsellor absent cancels the
// booking with the whole payment owed back, and for the student absent refunds nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_SHOW_REPORT_MS } from '@margdarshak/contracts/bookings/noShow';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { DomainError } from '../../platform/http/errors';
import { evolveBooking, initialBooking } from './booking';
import { decideBooking, type BookingCommand } from './booking.decider';

const bookingId = '5e0c1a2b-3c4d-4e5f-8a9b-000000000002';
const startsAt = '2026-12-01T04:30:00.000Z';
const startMs = Date.parse(startsAt);
const requested: BookingEvent = {
  type: 'BookingRequested',
  data: {
    bookingId,
    studentId: 'c8a1f0e2-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    counsellorId: 'd9b2a1f3-4c5e-4f6a-9b0c-1d2e3f4a5b6c',
    packageId: '0b6f8a52-7c1e-4d8e-9f3a-2a1b3c4d5e6f',
    packageType: 'advanced',
    packageName: 'Advanced',
    date: '2026-12-01',
    slot: '10:00 AM',
    startsAt,
    pricePaise: 199_900,
    couponCode: null,
    discountPaise: 0,
    amountPaise: 199_900,
    holdUntil: '2026-11-28T04:45:00.000Z',
  },
};
const paid: BookingEvent[] = [
  requested,
  { type: 'PaymentOrderCreated', data: { bookingId, orderId: 'order_1', amountPaise: 199_900, currency: 'INR', gateway: 'local' } },
  { type: 'PaymentVerified', data: { bookingId, orderId: 'order_1', paymentId: 'pay_1', amountPaise: 199_900, via: 'checkout' } },
  { type: 'BookingConfirmed', data: { bookingId, paymentId: 'pay_1' } },
];
const completed: BookingEvent[] = [...paid, { type: 'BookingCompleted', data: { bookingId } }];
const studentReport: BookingCommand = { type: 'ReportNoShow', by: 'student', absent: 'counsellor', note: 'sealed-note' };
const decide = (events: BookingEvent[], command: BookingCommand, at: number) => decideBooking(command, events.reduce(evolveBooking, initialBooking), new Date(at));

function refusal(run: () => unknown): [string, number] | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.status];
    throw error;
  }
  return undefined;
}

describe('reporting a missed session', () => {
  it('is taken exactly from the start until 48 hours after it, and refused (409) outside', () =>
    fc.assert(
      fc.property(fc.integer({ min: -3 * NO_SHOW_REPORT_MS, max: 3 * NO_SHOW_REPORT_MS }), fc.boolean(), (sinceStart, isCompleted) => {
        const run = () => decide(isCompleted ? completed : paid, studentReport, startMs + sinceStart);
        if (sinceStart >= 0 && sinceStart <= NO_SHOW_REPORT_MS) expect(run()).toEqual([{ type: 'NoShowReported', data: { bookingId, by: 'student', absent: 'counsellor', note: 'sealed-note' } }]);
        else expect(refusal(run)).toEqual(['NO_SHOW_WINDOW', 409]);
      }),
    ));

  it('is about the other party only, once per party', () => {
    const at = startMs + 60_000;
    expect(refusal(() => decide(paid, { type: 'ReportNoShow', by: 'counsellor', absent: 'counsellor', note: 'x' }, at))).toEqual(['NO_SHOW_PARTY', 422]);
    const reported = [...paid, ...decide(paid, studentReport, at)];
    expect(refusal(() => decide(reported, studentReport, at))).toEqual(['NO_SHOW_REPORTED', 409]);
    expect(decide(reported, { type: 'ReportNoShow', by: 'counsellor', absent: 'student', note: 'y' }, at)).toHaveLength(1);
  });

  it('is refused on a session that was never held: cancelled before it, or never paid', () => {
    const cancelled: BookingEvent[] = [...paid, { type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' } }];
    expect(refusal(() => decide(cancelled, studentReport, startMs + 60_000))).toEqual(['NO_SHOW_NOT_HELD', 409]);
    expect(refusal(() => decide([requested], studentReport, startMs + 60_000))).toEqual(['NO_SHOW_NOT_HELD', 409]);
  });
});

describe('an admin’s finding', () => {
  const at = startMs + 3 * 3_600_000;

  it('the counsellor absent: the booking is cancelled with its payment owed back in full, and the reason kept', () => {
    expect(decide(completed, { type: 'ResolveNoShow', absent: 'counsellor', reason: 'No one came.' }, at)).toEqual([
      { type: 'NoShowResolved', data: { bookingId, absent: 'counsellor', reason: 'No one came.', refundDue: true } },
      { type: 'BookingCancelled', data: { bookingId, by: 'admin', reason: 'counsellor_no_show', refundDue: true, paymentId: 'pay_1', note: 'No one came.' } },
    ]);
  });

  it('the student absent: nothing refunded and nothing else changes', () => {
    expect(decide(completed, { type: 'ResolveNoShow', absent: 'student', reason: 'Only the counsellor joined.' }, at)).toEqual([
      { type: 'NoShowResolved', data: { bookingId, absent: 'student', reason: 'Only the counsellor joined.', refundDue: false } },
    ]);
  });

  it('is made once, and never before the start', () => {
    const resolved = [...completed, ...decide(completed, { type: 'ResolveNoShow', absent: 'student', reason: 'r' }, at)];
    expect(refusal(() => decide(resolved, { type: 'ResolveNoShow', absent: 'counsellor', reason: 'r' }, at))).toEqual(['NO_SHOW_RESOLVED', 409]);
    expect(refusal(() => decide(resolved, studentReport, startMs + 60_000))).toEqual(['NO_SHOW_RESOLVED', 409]);
    expect(refusal(() => decide(paid, { type: 'ResolveNoShow', absent: 'counsellor', reason: 'r' }, startMs - 1))).toEqual(['NO_SHOW_WINDOW', 409]);
  });
});
