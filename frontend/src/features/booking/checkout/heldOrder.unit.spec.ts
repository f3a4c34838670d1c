import { describe, expect, it } from 'vitest';
import type { BookingData, CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { CheckoutOutcome } from '../../../components/checkout/checkoutOutcome';
import { heldOrderUse, orderKey, orderStaysOpen, type HeldOrder } from './heldOrder';

const now = new Date('2026-11-23T06:00:00Z');
const booking: BookingData = {
  counsellorId: '5f0c6f0e-1d7e-4c51-9a53-2b8f3f1d0a01',
  studentId: '5f0c6f0e-1d7e-4c51-9a53-2b8f3f1d0a02',
  packageId: '5f0c6f0e-1d7e-4c51-9a53-2b8f3f1d0a03',
  sessionDate: '2026-11-26',
  timeSlot: '10:00 AM',
};
const order = (minutesLeft: number): CreateOrderResponse => ({
  id: 'order_1',
  amount: 199900,
  currency: 'INR',
  bookingId: 'b1',
  gateway: 'local',
  keyId: 'local_test',
  holdUntil: new Date(now.getTime() + minutesLeft * 60_000).toISOString(),
  status: 'awaiting_payment',
});
const held = (minutesLeft: number, key = orderKey(booking, 199900, undefined)): HeldOrder => ({ key, order: order(minutesLeft) });

describe('an order held from an earlier checkout', () => {
  it('is reused for the same choice, amount and coupon while its hold runs', () => {
    expect(heldOrderUse(held(10), orderKey(booking, 199900, undefined), now)).toBe('reuse');
  });

  it('is released first when the amount, coupon, slot or payer’s state changed', () => {
    expect(heldOrderUse(held(10), orderKey(booking, 179910, 'WELCOME10'), now)).toBe('release');
    expect(heldOrderUse(held(10), orderKey(booking, 199900, undefined, '27'), now)).toBe('release');
    expect(heldOrderUse(held(10, orderKey(booking, 199900, undefined, '27')), orderKey(booking, 199900, undefined, '27'), now)).toBe('reuse');
    expect(heldOrderUse(held(10), orderKey({ ...booking, timeSlot: '11:00 AM' }, 199900, undefined), now)).toBe('release');
  });

  it('is forgotten once its hold has lapsed or is about to', () => {
    expect(heldOrderUse(held(0.5), orderKey(booking, 199900, undefined), now)).toBe('none');
    expect(heldOrderUse(held(-5), orderKey(booking, 179910, 'WELCOME10'), now)).toBe('none');
    expect(heldOrderUse(null, orderKey(booking, 199900, undefined), now)).toBe('none');
  });

  it('stays open after a closed or broken checkout and a Razorpay decline, never after a payment or a test decline', () => {
    const open: [CreateOrderResponse['gateway'], CheckoutOutcome, boolean][] = [
      ['local', { kind: 'paid', paymentId: 'p', orderId: 'o', signature: 's' }, false],
      ['razorpay', { kind: 'paid', paymentId: 'p', orderId: 'o', signature: 's' }, false],
      ['local', { kind: 'declined', description: 'No' }, false],
      ['razorpay', { kind: 'declined', description: 'No' }, true],
      ['local', { kind: 'dismissed' }, true],
      ['razorpay', { kind: 'unavailable' }, true],
      ['local', { kind: 'failed' }, true],
    ];
    for (const [gateway, outcome, expected] of open) expect(orderStaysOpen(gateway, outcome), `${gateway} ${outcome.kind}`).toBe(expected);
  });
});
