// The audit's wording and shaping rules, pure: sentences, India time, sealed data left sealed, plain JSON of a state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sealedShown } from './auditEvents';
import { plainJson } from './bookingState';
import { indiaDayOf, indiaDayStart, indiaIso } from './indiaTime';
import { summarize } from './summaries';

const bookingId = '6f0c1a8e-2b7d-4c3e-9f1a-0d2e3c4b5a69';
const event = (type: string, data: unknown) => ({ type, data, streamName: `booking-${bookingId}` });

describe('summaries', () => {
  it('say what happened in a sentence, with amounts as the pages write them', () => {
    expect(summarize(event('PaymentVerified', { bookingId, orderId: 'order_1', paymentId: 'pay_1', amountPaise: 179_910, via: 'webhook' }))).toBe(
      'Payment pay_1 of ₹1,799.10 verified through the webhook',
    );
    expect(summarize(event('RefundIssued', { bookingId, paymentId: 'pay_1', refundId: 'rfnd_1', amountPaise: 199_900 }))).toBe('Refund rfnd_1 of ₹1,999 issued for payment pay_1');
    expect(summarize(event('BookingCancelled', { bookingId, by: 'admin', reason: 'requested', refundDue: false, note: 'Asked by phone' }))).toBe(
      'Booking cancelled by admin on request; no refund due. Note: Asked by phone',
    );
    expect(summarize(event('SlotReleased', { counsellorId: bookingId, date: '2026-12-01', slot: '10:00 AM', bookingId, reason: 'payment_failed' }))).toBe(
      `Counsellor's slot 2026-12-01 10:00 AM released by booking ${bookingId} (payment failed)`,
    );
    expect(summarize(event('SessionReminderSent', { bookingId, kind: '1h', startsAt: '2026-12-01T04:30:00.000Z', to: 'counsellor' }))).toBe(
      'Reminder mailed to the counsellor, 1 hour before the session at 2026-12-01 10:00 IST',
    );
  });

  it('never open sealed fields', () => {
    const text = summarize(
      event('StudentProfileUpdated', {
        studentId: bookingId,
        name: 'pd1.x',
        mobile: 'pd1.y',
        schoolName: null,
        age: null,
        location: null,
        academics: 'pd1.z',
        fatherName: null,
        fatherOccupation: null,
        motherName: null,
        motherOccupation: null,
      }),
    );
    expect(text).toBe('Student profile updated (its fields sealed)');
  });

  it('still say something of an unknown type or of data that does not match its schema', () => {
    expect(summarize(event('SomethingNew', {}))).toBe(`SomethingNew recorded on booking-${bookingId}`);
    expect(summarize(event('PaymentVerified', { amountPaise: 'lots' }))).toMatch(/^PaymentVerified recorded on booking-.+ \(its data does not match/);
  });
});

describe('India time', () => {
  it('writes an instant with +05:30 and finds its India day', () => {
    expect(indiaIso('2026-11-23T18:29:59.999Z')).toBe('2026-11-23T23:59:59.999+05:30');
    expect(indiaIso('2026-11-23T18:30:00.000Z')).toBe('2026-11-24T00:00:00.000+05:30');
    expect(indiaDayOf('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
    expect(indiaDayStart('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
  });

  it('starts each instant’s India day at or before it, less than a day before', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        const instant = date.toISOString();
        const start = Date.parse(indiaDayStart(indiaDayOf(instant)));
        expect(start).toBeLessThanOrEqual(date.getTime());
        expect(date.getTime() - start).toBeLessThan(86_400_000);
        expect(indiaIso(instant).slice(0, 10)).toBe(indiaDayOf(instant));
      }),
    );
  });
});

describe('what the audit shows of data', () => {
  it("shows every sealed string as '[sealed]', wherever it sits, and leaves the rest", () => {
    expect(sealedShown({ a: 'pd1.abc', b: ['pd1.x', 'plain', 3], c: { d: 'pd1.' }, e: null, f: 'pd2.not-ours' })).toEqual({
      a: '[sealed]',
      b: ['[sealed]', 'plain', 3],
      c: { d: '[sealed]' },
      e: null,
      f: 'pd2.not-ours',
    });
  });

  it('answers data with nothing sealed as it is, without copying it', () => {
    const plain = { bookingId, amounts: [1, 2], nested: { text: 'plain' } };
    expect(sealedShown(plain)).toBe(plain);
  });

  it('turns a decider state into plain JSON: maps as objects, bigints as strings', () => {
    const state = { phase: 'confirmed', captured: new Map([['pay_1', 179_910]]), refunds: new Map([['pay_1', { reason: 'requested', refundId: null }]]), revision: 12n, tags: new Set(['a']) };
    expect(plainJson(state)).toEqual({ phase: 'confirmed', captured: { pay_1: 179_910 }, refunds: { pay_1: { reason: 'requested', refundId: null } }, revision: '12', tags: ['a'] });
    expect(JSON.parse(JSON.stringify(plainJson(state)))).toEqual(plainJson(state));
  });
});
