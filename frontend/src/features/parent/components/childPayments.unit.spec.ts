import { describe, expect, it } from 'vitest';
import type { BookingPaymentLine } from '@margdarshak/contracts/api/bookings';
import { paymentRows } from './childPayments';

const line = (paymentId: string, at: string, extra: Partial<BookingPaymentLine> = {}): BookingPaymentLine => ({ paymentId, amount: 1999, status: 'kept', refund: null, at, ...extra });
const booking = (payments: BookingPaymentLine[], packageName = 'Advanced', couponCode: string | null = null) => ({
  id: `booking-${packageName}`,
  packageId: `package-${packageName}`,
  packageName,
  sessionDate: '2026-12-05T04:30:00.000Z',
  couponCode,
  payments,
});

describe("the parent's payments", () => {
  it('lists every payment on its own row, newest first: a second capture and its refund beside the kept one', () => {
    const rows = paymentRows([
      booking([line('pay_1', '2026-11-23T06:00:00.000Z'), line('pay_2', '2026-11-24T06:00:00.000Z', { status: 'returned', refund: { amount: 1999, status: 'issued' } })]),
      booking([], 'Basic'),
    ]);
    expect(rows.map((r) => [r.paymentId, r.amount, r.status])).toEqual([
      ['pay_2', '₹1,999', 'Refunded'],
      ['pay_1', '₹1,999', 'Paid'],
    ]);
  });

  it('says a refund as a parent reads it, never as an amount due', () => {
    const status = (extra: Partial<BookingPaymentLine>) => paymentRows([booking([line('pay_1', '2026-11-23T06:00:00.000Z', extra)])])[0]?.status;
    expect(status({ refund: { amount: 1999, status: 'due' } })).toBe('Refund pending');
    expect(status({ status: 'returned', refund: { amount: 1999, status: 'due' } })).toBe('Refund pending');
    expect(status({ refund: { amount: 1999, status: 'issued' } })).toBe('Refunded');
    expect(status({ refund: { amount: 999.5, status: 'issued' } })).toBe('Refunded ₹999.50');
    expect(status({ status: 'processing' })).toBe('Being confirmed');
  });

  it('writes amounts as every other page does: paise in two digits, Indian grouping', () => {
    const amounts = paymentRows([booking([line('pay_1', '2026-11-23T06:00:00.000Z', { amount: 899.1 }), line('pay_2', '2026-11-22T06:00:00.000Z', { amount: 150000.5 })])]).map((r) => r.amount);
    expect(amounts).toEqual(['₹899.10', '₹1,50,000.50']);
  });

  it('carries the coupon, and a receipt only for the payment the booking stands on', () => {
    const rows = paymentRows([
      booking([line('pay_1', '2026-11-23T06:00:00.000Z'), line('pay_2', '2026-11-24T06:00:00.000Z', { status: 'returned', refund: { amount: 1999, status: 'due' } })], 'Advanced', 'FAMILY200'),
    ]);
    expect(rows.map((r) => [r.paymentId, r.couponCode, r.receiptFor])).toEqual([
      ['pay_2', 'FAMILY200', null],
      ['pay_1', 'FAMILY200', 'booking-Advanced'],
    ]);
  });
});
