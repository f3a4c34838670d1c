import { describe, expect, it } from 'vitest';
import { paymentCells } from './childPayments';

describe("the parent's payments table", () => {
  it('writes amounts as every other page does: paise in two digits, Indian grouping', () => {
    expect(paymentCells({ amount: 899.1, refund: null })).toEqual({ paid: '₹899.10', refund: '—' });
    expect(paymentCells({ amount: 1999, refund: { amount: 1999, status: 'issued' } })).toEqual({ paid: '₹1,999', refund: '₹1,999 issued' });
    expect(paymentCells({ amount: 150000.5, refund: { amount: 150000.5, status: 'due' } })).toEqual({ paid: '₹1,50,000.50', refund: '₹1,50,000.50 due' });
  });
});
