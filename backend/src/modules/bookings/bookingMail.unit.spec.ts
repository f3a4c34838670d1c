import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { foldIcsLine, sessionOf, studentBodyHi, whenHi } from './bookingMail';

describe("a session named in the counsellor's mail", () => {
  it.each([
    ['Basic', 'a Basic session'],
    ['Advanced', 'an Advanced session'],
    ['Comprehensive', 'a Comprehensive session'],
    ['advanced', 'an Advanced session'],
  ])('%s -> %s', (name, expected) => expect(sessionOf(name)).toBe(expected));
});

describe('an invitation line', () => {
  it('is folded into lines of at most 75 octets that unfold to it, never splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${text}`;
        const folded = foldIcsLine(line);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});

describe("a Hindi-reading student's booking mail", () => {
  // The package by its own Hindi name, as the sender hands a Hindi reader's row (packagesQueries' withPackageNameIn).
  const row = { startsAt: '2026-12-01T10:00:00Z', packageName: 'एडवांस्ड', amountPaise: 199_900, couponCode: null, refundDue: true } as unknown as BookingRow;
  const notices = ['confirmed', 'rescheduled', 'cancelled', 'counsellor_removed'] as const;

  it('says when in Hindi, as families say the time', () => {
    expect(whenHi(row)).toBe('मंगलवार, 1 दिसंबर 2026, दोपहर 3:30 बजे');
  });

  it.each(notices)('%s: is written in Hindi, the counsellor and the money named, no English word but the brand', (notice) => {
    const text = studentBodyHi(row, notice, 'Meera Iyer');
    expect(text).toContain('दोपहर 3:30 बजे');
    if (notice !== 'counsellor_removed') expect(text).toContain('Meera Iyer');
    const english = text
      .replace('Meera Iyer', '')
      .replace('Margdarshak', '')
      .match(/[A-Za-z]{2,}/g);
    expect(english).toBeNull();
  });

  it('names the amount paid, or the coupon that covered it, and the refund on a cancellation', () => {
    expect(studentBodyHi(row, 'confirmed', 'Meera Iyer')).toContain('भुगतान की गई रक़म: ₹1,999।');
    expect(studentBodyHi({ ...row, amountPaise: 0, couponCode: 'FREE100' } as BookingRow, 'confirmed', 'Meera Iyer')).toContain('FREE100 से पूरी फ़ीस माफ़');
    expect(studentBodyHi(row, 'cancelled', 'Meera Iyer')).toContain('₹1,999 5-7 कामकाजी दिनों में');
  });
});
