import { describe, expect, it } from 'vitest';
import { adminCancellation, cancellationText, paymentLineText, refundPromise, refundState } from './bookingRecord';

describe('a booking in the back office (dashboards §2)', () => {
  it('tells a refund issued, a refund due, a cancellation not refunded and money never paid apart', () => {
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: { amount: 1999, status: 'issued', refundId: 'rfnd_1' } })).toBe('₹1,999 refunded (rfnd_1)');
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: { amount: 1799.1, status: 'due', refundId: null } })).toBe('₹1,799 to refund (being issued)');
    expect(refundState({ status: 'cancelled', paymentId: 'pay_1', refund: null })).toBe('Not refunded');
    expect(refundState({ status: 'cancelled', paymentId: null, refund: null })).toBe('Nothing was paid');
    expect(refundState({ status: 'confirmed', paymentId: 'pay_1', refund: null })).toBe('None');
  });

  it('writes each captured payment on its own line: kept, or not kept and refunded', () => {
    const at = '2026-12-01T05:00:00.000Z';
    expect(paymentLineText({ paymentId: 'pay_1', amount: 1999, status: 'kept', refund: null, at })).toBe('pay_1: ₹1,999, kept');
    expect(paymentLineText({ paymentId: 'pay_2', amount: 1999, status: 'returned', refund: { amount: 1999, status: 'issued' }, at })).toBe('pay_2: ₹1,999, not kept, refunded');
    expect(paymentLineText({ paymentId: 'pay_3', amount: 1999, status: 'kept', refund: { amount: 1999, status: 'due' }, at })).toBe('pay_3: ₹1,999, kept, refund being issued');
    expect(paymentLineText({ paymentId: 'pay_4', amount: 1999, status: 'processing', refund: null, at })).toBe('pay_4: ₹1,999, being applied');
  });

  it('puts a cancellation in words, keeping the admin’s note', () => {
    expect(cancellationText({ by: 'admin', reason: 'requested', note: 'Counsellor unwell' })).toEqual({ by: 'An admin', reason: 'Asked to cancel', note: 'Counsellor unwell' });
    expect(cancellationText({ by: 'system', reason: 'student_removed', note: null }).reason).toBe("The student's account was deleted");
    expect(cancellationText({ by: 'system', reason: 'something_new', note: null }).reason).toBe('something new');
  });

  it('offers Cancel Booking only where the server takes it: before the start, neither over nor cancelled', () => {
    const sessionDate = '2026-12-01T04:30:00.000Z';
    const before = new Date('2026-12-01T04:00:00.000Z');
    expect(adminCancellation({ status: 'pending', sessionDate, amount: 1999 }, before)).toEqual({ allowed: true, refundPaise: 0 });
    expect(adminCancellation({ status: 'confirmed', sessionDate, amount: 1799.1 }, before)).toEqual({ allowed: true, refundPaise: 179_910 });
    expect(adminCancellation({ status: 'confirmed', sessionDate, amount: 1999 }, new Date(sessionDate)).allowed).toBe(false);
    expect(adminCancellation({ status: 'completed', sessionDate, amount: 1999 }, before).allowed).toBe(false);
    expect(adminCancellation({ status: 'cancelled', sessionDate, amount: 1999 }, before).allowed).toBe(false);
  });

  it('says the real amount refunded', () => {
    expect(refundPromise(179_910)).toBe(' and ₹1,799 is refunded in full');
    expect(refundPromise(0)).toBe(', with nothing to refund');
  });
});
