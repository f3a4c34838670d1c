import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { canJoin, freeChangeOpen, sessionsFor, statusLabel } from './sessionRules';

const now = new Date('2026-11-23T06:00:00Z');
const booking = (status: StudentBooking['status'], hoursAhead: number): StudentBooking => ({
  id: `${status}-${hoursAhead}`,
  sessionId: 'x',
  counsellorId: 'c',
  counsellorName: 'C',
  packageId: 'p',
  packageName: 'P',
  packageType: 'basic',
  sessionDate: new Date(now.getTime() + hoursAhead * 3_600_000).toISOString(),
  date: '2026-11-25',
  timeSlot: '10:00 AM',
  bookingDate: now.toISOString(),
  status,
  amount: 999,
  couponCode: null,
  paymentId: null,
  refund: null,
  sessionSummary: null,
  documents: [],
  session: { reports: [] },
});

describe('session tabs', () => {
  it('puts every session in the tabs the spec names, and no cancelled one under Upcoming', () => {
    const status = fc.constantFrom<StudentBooking['status']>('pending', 'confirmed', 'completed', 'cancelled');
    fc.assert(
      fc.property(fc.array(fc.tuple(status, fc.integer({ min: -500, max: 500 }))), (pairs) => {
        const all = pairs.map(([s, h]) => booking(s, h));
        const upcoming = sessionsFor('upcoming', all, now);
        expect(upcoming.every((b) => b.status !== 'cancelled' && Date.parse(b.sessionDate) > now.getTime())).toBe(true);
        expect(sessionsFor('completed', all, now).length).toBe(all.filter((b) => b.status === 'completed').length);
        expect(sessionsFor('cancelled', all, now).every((b) => b.status === 'cancelled')).toBe(true);
      }),
    );
  });

  it('labels unknown statuses Pending, and opens the join button from 24 hours before to an hour after', () => {
    expect(statusLabel('held')).toBe('Pending');
    expect(statusLabel('confirmed')).toBe('Confirmed');
    expect(canJoin(booking('confirmed', 24).sessionDate, now)).toBe(true);
    expect(canJoin(booking('confirmed', 25).sessionDate, now)).toBe(false);
    expect(canJoin(booking('confirmed', -1).sessionDate, now)).toBe(true);
    expect(canJoin(booking('confirmed', -2).sessionDate, now)).toBe(false);
    expect(freeChangeOpen(booking('confirmed', 24).sessionDate, now)).toBe(true);
    expect(freeChangeOpen(booking('confirmed', 23).sessionDate, now)).toBe(false);
  });
});
