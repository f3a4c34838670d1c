import { describe, expect, it } from 'vitest';
import { canCancel, cancellationText, refundState, statusChoices, statusLabels, unpaidNote } from './bookingRecord';

describe("a booking in the back office (dashboards §2)", () => {
  it('colours the status badge as the counsellor dashboard does', () => {
    expect(statusLabels.confirmed).toEqual({ label: 'Confirmed', color: 'success' });
    expect(statusLabels.pending).toEqual({ label: 'Pending', color: 'warning' });
    expect(statusLabels.completed).toEqual({ label: 'Completed', color: 'info' });
    expect(statusLabels.cancelled).toEqual({ label: 'Cancelled', color: 'error' });
  });

  it('offers every status in the filter (All is its empty choice)', () => {
    expect(statusChoices.map((c) => c.name)).toEqual(['Pending', 'Confirmed', 'Completed', 'Cancelled']);
  });

  it('says why a cancelled row was never paid', () => {
    expect(unpaidNote({ unpaid: 'failed' })).toBe('Never paid: the payment failed');
    expect(unpaidNote({ unpaid: 'expired' })).toBe('Never paid: the checkout lapsed');
    expect(unpaidNote({ unpaid: null })).toBeNull();
  });

  it('tells a refund issued, a refund due, a cancellation not refunded and money never paid apart', () => {
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: { amount: 1999, status: 'issued', refundId: 'rfnd_1' } })).toBe('₹1,999 refunded (rfnd_1)');
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: { amount: 1799.1, status: 'due', refundId: null } })).toBe('₹1,799 to refund (being issued)');
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: null })).toBe('Not refunded');
    expect(refundState({ status: 'cancelled', paymentId: null, refund: null })).toBe('Nothing was paid');
    expect(refundState({ status: 'confirmed', paymentId: 'pay_1', refund: null })).toBe('None');
  });

  it('puts a cancellation in words, keeping the admin’s note', () => {
    expect(cancellationText({ by: 'admin', reason: 'requested', note: 'Counsellor unwell' })).toEqual({ by: 'An admin', reason: 'Asked to cancel', note: 'Counsellor unwell' });
    expect(cancellationText({ by: 'system', reason: 'student_removed', note: null }).reason).toBe("The student's account was deleted");
    expect(cancellationText({ by: 'system', reason: 'something_new', note: null }).reason).toBe('something new');
  });

  it('offers Cancel Booking only before the booking is over or cancelled', () => {
    expect(canCancel({ status: 'pending' })).toBe(true);
    expect(canCancel({ status: 'confirmed' })).toBe(true);
    expect(canCancel({ status: 'completed' })).toBe(false);
    expect(canCancel({ status: 'cancelled' })).toBe(false);
  });
});
