import { describe, expect, it } from 'vitest';
import { labelOf, stateRows } from './stateRows';

const confirmed = {
  phase: 'confirmed',
  request: {
    packageName: 'Advanced',
    date: '2026-12-02',
    slot: '10:00 AM',
    startsAt: '2026-12-02T04:30:00.000Z',
    pricePaise: 199_900,
    couponCode: 'TENOFF',
    discountPaise: 19_990,
    amountPaise: 179_910,
  },
  orderId: 'order_abc',
  paymentId: 'pay_xyz',
  captured: { pay_xyz: 179_910 },
  refunds: { pay_xyz: { reason: 'requested', refundId: null } },
  wasConfirmed: true,
  cancelReason: null,
  noShowReportedBy: [],
};

const flat = (rows: ReturnType<typeof stateRows>, prefix = ''): string[] =>
  rows.flatMap((row) => ('rows' in row ? flat(row.rows, `${prefix}${row.label} › `) : [`${prefix}${row.label}: ${row.value.replace(/\s/g, ' ')}`]));

describe("a booking's state, as a person reads it", () => {
  it('writes amounts in rupees to the paisa, instants in India time, and plain labels', () => {
    expect(flat(stateRows(confirmed))).toEqual([
      'Phase: confirmed',
      'Request › Package name: Advanced',
      'Request › Date: 2026-12-02',
      'Request › Slot: 10:00 AM',
      'Request › Starts at: 2 Dec 2026, 10:00 am IST',
      'Request › Price: ₹1,999.00',
      'Request › Coupon code: TENOFF',
      'Request › Discount: ₹199.90',
      'Request › Amount: ₹1,799.10',
      'Order ID: order_abc',
      'Payment ID: pay_xyz',
      'Captured › pay_xyz: ₹1,799.10',
      'Refunds › pay_xyz › Reason: requested',
      'Refunds › pay_xyz › Refund ID: None',
      'Was confirmed: Yes',
      'Cancel reason: None',
      'No show reported by: None',
    ]);
  });

  it('labels camelCase fields as words', () => {
    expect(labelOf('noShowResolved')).toBe('No show resolved');
    expect(labelOf('orderedByParentId')).toBe('Ordered by parent ID');
    expect(labelOf('holdUntil')).toBe('Hold until');
  });

  it('shows a state that is no object as one row', () => {
    expect(flat(stateRows(null))).toEqual(['State: None']);
  });
});
