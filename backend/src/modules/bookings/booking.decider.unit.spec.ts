import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { DomainError } from '../../platform/http/errors';
import { evolveBooking, initialBooking, paymentSettled } from './booking';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';
import { decideBooking, FREE_CHANGE_MS, type BookingCommand } from './booking.decider';

const bookingId = '5e0c1a2b-3c4d-4e5f-8a9b-000000000001';
const startsAt = '2026-12-01T04:30:00.000Z'; // 10:00 AM in India
const now = new Date(Date.parse(startsAt) - 3 * 86_400_000);
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
    holdUntil: new Date(now.getTime() + 15 * 60_000).toISOString(),
  },
};
const ordered: BookingEvent = { type: 'PaymentOrderCreated', data: { bookingId, orderId: 'order_1', amountPaise: 199_900, currency: 'INR', gateway: 'local' } };
const captured = (paymentId: string, via: 'checkout' | 'webhook' = 'checkout'): BookingEvent => ({
  type: 'PaymentVerified',
  data: { bookingId, orderId: 'order_1', paymentId, amountPaise: 199_900, via },
});
const confirmed = (paymentId: string): BookingEvent => ({ type: 'BookingConfirmed', data: { bookingId, paymentId } });
const paid = [requested, ordered, captured('pay_1'), confirmed('pay_1')];
const record = (paymentId: string): BookingCommand => ({ type: 'RecordPayment', orderId: 'order_1', paymentId, amountPaise: 199_900, via: 'webhook' });

const stateOf = (events: BookingEvent[]) => events.reduce(evolveBooking, initialBooking);
const given = (events: BookingEvent[], at = now) => ({
  when: (command: BookingCommand) => {
    const run = () => decideBooking(command, stateOf(events), at);
    return {
      // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then test language of decider specs; its result is never awaited
      then: (expected: BookingEvent[]) => expect(run()).toEqual(expected),
      thenThrows: (message: RegExp, status: number) => {
        let thrown: unknown;
        try {
          run();
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(DomainError);
        expect(thrown instanceof DomainError && [thrown.message, thrown.status]).toEqual([expect.stringMatching(message), status]);
      },
    };
  },
});

describe('recording a captured payment', () => {
  it('records a capture once, however often it is reported', () => {
    given([requested, ordered])
      .when(record('pay_1'))
      .then([captured('pay_1', 'webhook')]);
    given([requested, ordered, captured('pay_1')])
      .when(record('pay_1'))
      .then([]);
  });
  it('records a capture for a booking already paid or cancelled, so that it can be owed back', () => {
    given(paid)
      .when(record('pay_2'))
      .then([captured('pay_2', 'webhook')]);
  });
  it('refuses a capture for another order or of another amount', () => {
    given([requested, ordered])
      .when({ type: 'RecordPayment', orderId: 'order_2', paymentId: 'pay_1', amountPaise: 199_900, via: 'webhook' })
      .thenThrows(/not for this booking/, 400);
    given([requested, ordered])
      .when({ type: 'RecordPayment', orderId: 'order_1', paymentId: 'pay_1', amountPaise: 100, via: 'webhook' })
      .thenThrows(/does not match/, 400);
  });
});

describe('applying a recorded capture', () => {
  it('confirms an open booking on a recorded payment, once', () => {
    given([requested, ordered, captured('pay_1')])
      .when({ type: 'ConfirmPayment', paymentId: 'pay_1' })
      .then([confirmed('pay_1')]);
    given(paid).when({ type: 'ConfirmPayment', paymentId: 'pay_1' }).then([]);
  });
  it('never confirms on a payment nobody recorded', () =>
    given([requested, ordered])
      .when({ type: 'ConfirmPayment', paymentId: 'pay_forged' })
      .thenThrows(/not recorded/, 409));
  it('owes a second capture back instead of applying it', () => {
    given([...paid, captured('pay_2')])
      .when({ type: 'ConfirmPayment', paymentId: 'pay_2' })
      .thenThrows(/already paid/, 409);
    given([...paid, captured('pay_2')])
      .when({ type: 'RefusePayment', paymentId: 'pay_2', reason: 'already_paid' })
      .then([{ type: 'PaymentRefundDue', data: { bookingId, paymentId: 'pay_2', amountPaise: 199_900, reason: 'already_paid' } }]);
  });
  it('never owes back the payment a booking stands on', () => given(paid).when({ type: 'RefusePayment', paymentId: 'pay_1', reason: 'already_paid' }).then([]));
  it('cancels a booking that lost its slot while paying, owing that payment back', () =>
    given([requested, ordered, captured('pay_1')])
      .when({ type: 'LoseBooking', paymentId: 'pay_1', reason: 'slot_lost' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'system', reason: 'slot_lost', refundDue: true, paymentId: 'pay_1' } }]));
  it('keeps a booking whose payment is being applied from expiring', () => {
    const lapsed = new Date(now.getTime() + 15 * 60_000 + 1);
    given([requested, ordered], lapsed)
      .when({ type: 'Expire' })
      .then([{ type: 'BookingExpired', data: { bookingId } }]);
    given([requested, ordered, captured('pay_1')], lapsed)
      .when({ type: 'Expire' })
      .then([]);
  });
});

describe('refunds', () => {
  const cancelledPaid: BookingEvent = { type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' } };
  it('records a refund once for a payment owed back, and never for one that is not', () => {
    given([...paid, cancelledPaid])
      .when({ type: 'RecordRefund', paymentId: 'pay_1', refundId: 'rfnd_1' })
      .then([{ type: 'RefundIssued', data: { bookingId, paymentId: 'pay_1', refundId: 'rfnd_1', amountPaise: 199_900 } }]);
    given([...paid, cancelledPaid, { type: 'RefundIssued', data: { bookingId, paymentId: 'pay_1', refundId: 'rfnd_1', amountPaise: 199_900 } }])
      .when({ type: 'RecordRefund', paymentId: 'pay_1', refundId: 'rfnd_2' })
      .then([]);
    given(paid)
      .when({ type: 'RecordRefund', paymentId: 'pay_1', refundId: 'rfnd_1' })
      .thenThrows(/No refund is due/, 409);
  });
  it('reads a cancellation recorded before it named its payment as owing the payment it stood on', () => {
    const legacy: BookingEvent = { type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true } };
    expect(stateOf([...paid, legacy]).refunds.get('pay_1')).toEqual({ reason: 'requested', refundId: null });
  });
});

describe('cancelling', () => {
  it('refunds a cancellation 24 hours or more ahead, and not later', () => {
    given(paid)
      .when({ type: 'Cancel', by: 'student' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' } }]);
    given(paid, new Date(Date.parse(startsAt) - FREE_CHANGE_MS + 1))
      .when({ type: 'Cancel', by: 'student' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: false, paymentId: null } }]);
  });
  it('refunds in full whenever a session is cancelled because its counsellor left, and does so once', () => {
    const late = new Date(Date.parse(startsAt) - 60_000);
    const removed: BookingEvent = { type: 'BookingCancelled', data: { bookingId, by: 'system', reason: 'counsellor_removed', refundDue: true, paymentId: 'pay_1' } };
    given(paid, late).when({ type: 'Cancel', by: 'system', reason: 'counsellor_removed' }).then([removed]);
    given([...paid, removed], late)
      .when({ type: 'Cancel', by: 'system', reason: 'counsellor_removed' })
      .then([]);
  });
  it('refunds in full, once, when the student account is deleted, however late', () => {
    const late = new Date(Date.parse(startsAt) - 60_000);
    const removed: BookingEvent = { type: 'BookingCancelled', data: { bookingId, by: 'system', reason: 'student_removed', refundDue: true, paymentId: 'pay_1' } };
    given(paid, late).when({ type: 'Cancel', by: 'system', reason: 'student_removed' }).then([removed]);
    given([...paid, removed], late)
      .when({ type: 'Cancel', by: 'system', reason: 'student_removed' })
      .then([]);
  });
  it('refunds an admin cancellation in full within 24 hours and keeps the reason given', () => {
    const late = new Date(Date.parse(startsAt) - 60_000);
    given(paid, late)
      .when({ type: 'Cancel', by: 'admin', note: 'Counsellor unwell' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'admin', reason: 'requested', refundDue: true, paymentId: 'pay_1', note: 'Counsellor unwell' } }]);
  });
  it('never records a note for a student cancellation', () => {
    given(paid)
      .when({ type: 'Cancel', by: 'student', note: 'sneaky' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' } }]);
  });
});

describe('rescheduling', () => {
  const move = (fromSlot: string, slot: string): BookingCommand => ({ type: 'Reschedule', fromDate: '2026-12-01', fromSlot, date: '2026-12-01', slot, startsAt: '2026-12-01T09:30:00.000Z' });
  it('moves from the hour the request saw', () =>
    given(paid)
      .when(move('10:00 AM', '03:00 PM'))
      .then([{ type: 'BookingRescheduled', data: { bookingId, fromDate: '2026-12-01', fromSlot: '10:00 AM', date: '2026-12-01', slot: '03:00 PM', startsAt: '2026-12-01T09:30:00.000Z' } }]));
  it('refuses a move decided on an hour the booking already left: of two moves at once, one wins', () => {
    const first: BookingEvent = {
      type: 'BookingRescheduled',
      data: { bookingId, fromDate: '2026-12-01', fromSlot: '10:00 AM', date: '2026-12-01', slot: '03:00 PM', startsAt: '2026-12-01T09:30:00.000Z' },
    };
    given([...paid, first])
      .when(move('10:00 AM', '04:00 PM'))
      .thenThrows(/changed at the same time/, 409);
  });
});

describe('completing', () => {
  const ended = new Date(Date.parse(startsAt) + SESSION_MS);
  const completed: BookingEvent = { type: 'BookingCompleted', data: { bookingId } };
  it('completes a confirmed session once it has ended, and once only', () => {
    given(paid, ended).when({ type: 'Complete' }).then([completed]);
    given([...paid, completed], ended)
      .when({ type: 'Complete' })
      .then([]);
  });
  it('refuses to complete a session before its end', () =>
    given(paid, new Date(ended.getTime() - 1))
      .when({ type: 'Complete' })
      .thenThrows(/not ended yet/, 409));
  it('leaves a booking never paid or cancelled as it is', () => {
    given([requested, ordered], ended).when({ type: 'Complete' }).then([]);
    given([...paid, { type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' } }], ended)
      .when({ type: 'Complete' })
      .then([]);
  });
  it('refuses to cancel or move a session that has taken place', () => {
    given([...paid, completed], ended)
      .when({ type: 'Cancel', by: 'admin' })
      .thenThrows(/taken place and can no longer be cancelled/, 409);
    const move: BookingCommand = { type: 'Reschedule', fromDate: '2026-12-01', fromSlot: '10:00 AM', date: '2026-12-20', slot: '10:00 AM', startsAt: '2026-12-20T04:30:00.000Z' };
    given([...paid, completed], ended)
      .when(move)
      .thenThrows(/taken place and can no longer be rescheduled/, 409);
  });
});

describe('payments and refunds, whatever the order of reports', () => {
  it('settles every captured payment: the one the booking stands on, or owed back; never both, never neither', () => {
    type Step = { kind: 'capture' | 'apply' | 'refuse' | 'cancel'; payment: number };
    const step = fc.record({ kind: fc.constantFrom('capture', 'apply', 'refuse', 'cancel'), payment: fc.integer({ min: 1, max: 3 }) }) as fc.Arbitrary<Step>;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let events: BookingEvent[] = [requested, ordered];
        const apply = (command: BookingCommand) => {
          try {
            events = [...events, ...decideBooking(command, stateOf(events), now)];
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        };
        for (const { kind, payment } of steps) {
          const paymentId = `pay_${payment}`;
          if (kind === 'capture') apply(record(paymentId));
          // What the payments processor does for a capture: confirm if open, else owe it back.
          if (kind === 'apply' && stateOf(events).captured.has(paymentId) && !paymentSettled(stateOf(events), paymentId)) {
            const phase = stateOf(events).phase;
            apply(
              phase === 'confirmed' || phase === 'cancelled'
                ? { type: 'RefusePayment', paymentId, reason: phase === 'cancelled' ? 'paid_after_cancel' : 'already_paid' }
                : { type: 'ConfirmPayment', paymentId },
            );
          }
          if (kind === 'refuse' && stateOf(events).captured.has(paymentId)) apply({ type: 'RefusePayment', paymentId, reason: 'already_paid' });
          if (kind === 'cancel') apply({ type: 'Cancel', by: 'student' });
        }
        const state = stateOf(events);
        // Finish the work the processors would: every capture applied or owed back.
        for (const paymentId of state.captured.keys()) {
          const latest = stateOf(events);
          if (!paymentSettled(latest, paymentId))
            apply(
              latest.phase === 'pending' ? { type: 'ConfirmPayment', paymentId } : { type: 'RefusePayment', paymentId, reason: latest.phase === 'cancelled' ? 'paid_after_cancel' : 'already_paid' },
            );
        }
        const final = stateOf(events);
        const confirmedOn = events.filter((e) => e.type === 'BookingConfirmed');
        expect(confirmedOn.length).toBeLessThanOrEqual(1);
        for (const paymentId of final.captured.keys()) {
          const standsOnIt = final.paymentId === paymentId && final.phase === 'confirmed';
          const owed = final.refunds.has(paymentId);
          expect(standsOnIt !== owed, `${paymentId}: stands on it ${standsOnIt}, owed back ${owed}`).toBe(true);
        }
        const dues = events.flatMap((e) => (e.type === 'PaymentRefundDue' ? [e.data.paymentId] : e.type === 'BookingCancelled' && e.data.refundDue ? [e.data.paymentId ?? ''] : []));
        expect(new Set(dues).size).toBe(dues.length); // owed back at most once each
      }),
    );
  });
});

describe('money that comes too late, and a booking with nothing to pay (issue 27, item 11)', () => {
  const started = new Date(Date.parse(startsAt) + 1);
  const free: BookingEvent = {
    type: 'BookingRequested',
    data: { ...(requested.data as Extract<BookingEvent, { type: 'BookingRequested' }>['data']), couponCode: 'ONUS', discountPaise: 199_900, amountPaise: 0 },
  };

  it('never confirms on a payment once the session has started, and loses the booking with the payment owed back', () => {
    given([requested, ordered, captured('pay_1')], started)
      .when({ type: 'ConfirmPayment', paymentId: 'pay_1' })
      .thenThrows(/already started/, 409);
    given([requested, ordered, captured('pay_1'), { type: 'BookingExpired', data: { bookingId } }], started)
      .when({ type: 'LoseBooking', paymentId: 'pay_1', reason: 'paid_too_late' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'system', reason: 'paid_too_late', refundDue: true, paymentId: 'pay_1' } }]);
  });

  it('confirms a booking a coupon paid in full with no payment, amount 0 and the coupon, once', () => {
    const booked: BookingEvent = { type: 'BookingConfirmed', data: { bookingId, paymentId: null, amountPaise: 0, couponCode: 'ONUS' } };
    given([free]).when({ type: 'ConfirmFree' }).then([booked]);
    given([free, booked]).when({ type: 'ConfirmFree' }).then([]);
    given([requested])
      .when({ type: 'ConfirmFree' })
      .thenThrows(/has a price to pay/, 409);
    given([free, booked])
      .when({ type: 'Cancel', by: 'student' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: false, paymentId: null } }]);
    given([free])
      .when({ type: 'LoseFree', reason: 'slot_lost' })
      .then([{ type: 'BookingCancelled', data: { bookingId, by: 'system', reason: 'slot_lost', refundDue: false, paymentId: null } }]);
  });
});
