// The commission on a booking: charged once at the rate given, given back only by refunds of the payment it was charged
// on, in proportion, never more than was charged, and all of it once the whole payment is refunded, however the
// refunds are split.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommissionEvent } from '@margdarshak/contracts/events/statements';
import { type CommissionState, evolveCommission, initialCommission } from './commission';
import { type CommissionCommand, commissionOn, decideCommission } from './commission.decider';

const bookingId = '4b5f6c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const counsellorId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const charge = (paidPaise: number, rateBasisPoints: number): CommissionCommand => ({
  type: 'Charge',
  bookingId,
  counsellorId,
  paymentId: 'pay_1',
  packageType: 'advanced',
  paidPaise,
  rateBasisPoints,
});
const refund = (refundId: string, refundPaise: number, paymentId = 'pay_1'): CommissionCommand => ({ type: 'Return', bookingId, paymentId, refundId, refundPaise });

function run(commands: CommissionCommand[]): { state: CommissionState; events: CommissionEvent[] } {
  let state = initialCommission;
  const events: CommissionEvent[] = [];
  for (const command of commands) {
    for (const event of decideCommission(command, state)) {
      events.push(event);
      state = evolveCommission(state, event);
    }
  }
  return { state, events };
}

describe('commission', () => {
  it('charges the rate on what was paid, to the nearest paisa, once', () => {
    const { events } = run([charge(199_900, 2000), charge(199_900, 2500)]);
    expect(events).toEqual([
      { type: 'CommissionCharged', data: { bookingId, counsellorId, paymentId: 'pay_1', packageType: 'advanced', paidPaise: 199_900, rateBasisPoints: 2000, commissionPaise: 39_980 } },
    ]);
    expect(commissionOn(333, 3333)).toBe(111);
  });

  it('gives nothing back for a refund of another payment, before any charge, or for the same refund twice', () => {
    expect(run([refund('r1', 100)]).events).toEqual([]);
    expect(run([charge(1000, 2000), refund('r1', 1000, 'pay_2')]).events).toHaveLength(1);
    expect(run([charge(1000, 2000), refund('r1', 500), refund('r1', 500)]).state.returnedPaise).toBe(100);
  });

  it('gives back all of it once the whole payment is refunded, never more, however the refunds are split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (paid, rate, weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const pieces = weights.map((w) => Math.floor((paid * w) / total));
        pieces[0] = (pieces[0] ?? 0) + paid - pieces.reduce((a, b) => a + b, 0);
        const { state } = run([charge(paid, rate), ...pieces.map((amount, i) => refund(`r${i}`, amount))]);
        const charged = commissionOn(paid, rate);
        expect(state.returnedPaise).toBe(charged);
        // Part-way through, never more than in proportion (rounded).
        const half = run([charge(paid, rate), refund('r0', pieces[0] ?? 0)]).state;
        expect(half.returnedPaise).toBeLessThanOrEqual(Math.round((charged * (pieces[0] ?? 0)) / paid));
      }),
    );
  });
});
