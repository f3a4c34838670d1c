// The one cancellation rule the booking decider and the back office's Cancel button share.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellation, FREE_CHANGE_MS } from './cancellation';

const startsAt = '2026-12-01T04:30:00.000Z';
const at = (untilStart: number) => new Date(Date.parse(startsAt) - untilStart);

describe('cancelling a booking', () => {
  it('is offered only before the start of a pending or confirmed booking', () =>
    fc.assert(
      fc.property(
        fc.constantFrom('pending', 'confirmed', 'completed', 'cancelled', 'failed', 'expired'),
        fc.integer({ min: -3 * FREE_CHANGE_MS, max: 3 * FREE_CHANGE_MS }),
        fc.boolean(),
        (status, untilStart, inFull) => {
          const outcome = cancellation({ status, startsAt, amountPaise: 199_900 }, inFull, at(untilStart));
          expect(outcome.allowed).toBe((status === 'pending' || status === 'confirmed') && untilStart > 0);
        },
      ),
    ));

  it('refunds what was paid: always when in full, else only 24 hours or more ahead; never an unpaid booking', () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * FREE_CHANGE_MS }), fc.boolean(), fc.integer({ min: 0, max: 1_000_000 }), (untilStart, inFull, amountPaise) => {
        const confirmed = cancellation({ status: 'confirmed', startsAt, amountPaise }, inFull, at(untilStart));
        expect(confirmed).toEqual({ allowed: true, refundPaise: inFull || untilStart >= FREE_CHANGE_MS ? amountPaise : 0 });
        expect(cancellation({ status: 'pending', startsAt, amountPaise }, inFull, at(untilStart))).toEqual({ allowed: true, refundPaise: 0 });
      }),
    ));

  it('says why it is refused', () => {
    expect(cancellation({ status: 'cancelled', startsAt, amountPaise: 1 }, true, at(FREE_CHANGE_MS))).toEqual({ allowed: false, message: 'This booking is already cancelled' });
    expect(cancellation({ status: 'confirmed', startsAt, amountPaise: 1 }, true, at(0))).toEqual({ allowed: false, message: 'This session has already started' });
  });
});
