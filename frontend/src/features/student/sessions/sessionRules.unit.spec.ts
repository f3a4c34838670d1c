import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { sessionsMessages } from './messages';
import { freeChangeOpen, isUnpaidOrder, refundNote, sessionActions, sessionsFor, statusLabel } from './sessionRules';

const now = new Date('2026-11-23T06:00:00Z');
const HOUR = 3_600_000;
const booking = (status: StudentBooking['status'], hoursAhead: number, id = `${status}-${hoursAhead}`): StudentBooking => ({
  id,
  sessionId: id,
  counsellorId: 'c',
  counsellorName: 'C',
  packageId: 'p',
  packageName: 'P',
  packageType: 'basic',
  sessionDate: new Date(now.getTime() + hoursAhead * HOUR).toISOString(),
  date: '2026-11-25',
  timeSlot: '10:00 AM',
  bookingDate: now.toISOString(),
  status,
  amount: 999,
  couponCode: null,
  paymentId: status === 'pending' ? null : 'pay_1',
  refund: null,
  payments: [],
  sessionSummary: null,
  documents: [],
  session: { reports: [] },
  tests: [],
});
const statuses = fc.constantFrom<StudentBooking['status']>('pending', 'confirmed', 'completed', 'cancelled');
const sessions = fc.array(fc.tuple(statuses, fc.integer({ min: -500, max: 500 })), { maxLength: 30 }).map((pairs) => pairs.map(([s, h], i) => booking(s, h, `b${i}`)));

describe('session tabs (dashboards §4)', () => {
  it('lists under Upcoming exactly the sessions not cancelled or completed that have not ended, soonest first', () => {
    fc.assert(
      fc.property(sessions, (all) => {
        const upcoming = sessionsFor('upcoming', all, now);
        const expected = all.filter((b) => (b.status === 'pending' || b.status === 'confirmed') && Date.parse(b.sessionDate) + HOUR >= now.getTime());
        expect(new Set(upcoming.map((b) => b.id))).toEqual(new Set(expected.map((b) => b.id)));
        expect(upcoming.length).toBe(expected.length);
        upcoming.slice(1).forEach((b, i) => {
          expect(Date.parse(b.sessionDate)).toBeGreaterThanOrEqual(Date.parse(upcoming[i]?.sessionDate ?? ''));
        });
      }),
    );
  });

  it('lists under Completed the sessions completed or ended, under Cancelled those cancelled, latest first', () => {
    const ended = (b: StudentBooking) => b.status === 'confirmed' && Date.parse(b.sessionDate) + HOUR < now.getTime();
    fc.assert(
      fc.property(sessions, (all) => {
        for (const tab of ['completed', 'cancelled'] as const) {
          const shown = sessionsFor(tab, all, now);
          expect(shown.map((b) => b.id).sort()).toEqual(
            all
              .filter((b) => b.status === tab || (tab === 'completed' && ended(b)))
              .map((b) => b.id)
              .sort(),
          );
          shown.slice(1).forEach((b, i) => {
            expect(Date.parse(b.sessionDate)).toBeLessThanOrEqual(Date.parse(shown[i]?.sessionDate ?? ''));
          });
        }
      }),
    );
  });

  it('labels confirmed, completed and cancelled, and anything else Pending', () => {
    expect(statusLabel('confirmed')).toBe('Confirmed');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('held')).toBe('Pending');
  });
});

describe('join window and changes (dashboards §5, §9)', () => {
  it('opens the join button from 1440 minutes before the start to 60 minutes after it', () => {
    const at = (minutes: number) => ({ ...booking('confirmed', 0), sessionDate: new Date(now.getTime() + minutes * 60_000).toISOString() });
    expect(sessionActions(at(1440), now).join).toBe(true);
    expect(sessionActions(at(1441), now).join).toBe(false);
    expect(sessionActions(at(0), now).join).toBe(true);
    expect(sessionActions(at(-60), now).join).toBe(true);
    expect(sessionActions(at(-60.001), now).join).toBe(false);
  });

  it('lets a session be moved or refunded on cancellation only 24 hours or more before it starts', () => {
    expect(freeChangeOpen(booking('confirmed', 24).sessionDate, now)).toBe(true);
    expect(freeChangeOpen(booking('confirmed', 23).sessionDate, now)).toBe(false);
  });

  it('shows Join inside the window, Active Now from 15 minutes before to the end, the hint outside, and no actions on past or cancelled sessions', () => {
    expect(sessionActions(booking('confirmed', 2), now)).toEqual({ badge: 'Confirmed', join: true, joinHint: false, reschedule: false, cancel: true });
    expect(sessionActions(booking('confirmed', 0.2), now)).toEqual({ badge: 'Active Now', join: true, joinHint: false, reschedule: false, cancel: true });
    expect(sessionActions(booking('confirmed', -1.01), now)).toEqual({ badge: 'Completed', join: false, joinHint: false, reschedule: false, cancel: false });
    expect(sessionActions(booking('confirmed', 72), now)).toEqual({ badge: 'Confirmed', join: false, joinHint: true, reschedule: true, cancel: true });
    expect(sessionActions(booking('confirmed', -0.5), now)).toMatchObject({ badge: 'Active Now', join: true, cancel: false });
    expect(sessionActions(booking('pending', 72), now)).toEqual({ badge: 'Pending', join: false, joinHint: false, reschedule: false, cancel: true });
    expect(sessionActions(booking('cancelled', 72), now)).toEqual({ badge: 'Cancelled', join: false, joinHint: false, reschedule: false, cancel: false });
    expect(sessionActions(booking('completed', -48), now)).toEqual({ badge: 'Completed', join: false, joinHint: false, reschedule: false, cancel: false });
  });

  it('never offers Join outside the window, whatever the status', () => {
    fc.assert(
      fc.property(statuses, fc.integer({ min: -3000, max: 3000 }), (status, minutes) => {
        const b = { ...booking(status, 0), sessionDate: new Date(now.getTime() + minutes * 60_000).toISOString() };
        expect(sessionActions(b, now).join).toBe(status === 'confirmed' && minutes <= 1440 && minutes >= -60);
      }),
    );
  });
});

describe('unpaid orders', () => {
  const unpaid = { ...booking('cancelled', 72, 'unpaid'), paymentId: null, refund: null };
  const refunded = { ...booking('cancelled', 72, 'refunded'), refund: { amount: 999, status: 'issued' as const } };
  const late = booking('cancelled', 72, 'late');

  it('tells an order never paid for from a cancelled session', () => {
    expect(isUnpaidOrder(unpaid)).toBe(true);
    expect(isUnpaidOrder(refunded)).toBe(false);
    expect(isUnpaidOrder(late)).toBe(false);
    expect(isUnpaidOrder({ ...booking('pending', 72), paymentId: null })).toBe(false);
  });

  it('keeps unpaid orders out of every tab', () => {
    const all = [unpaid, refunded, late];
    expect(
      sessionsFor('cancelled', all, now)
        .map((b) => b.id)
        .sort(),
    ).toEqual(['late', 'refunded']);
    for (const tab of ['upcoming', 'completed', 'cancelled'] as const) expect(sessionsFor(tab, all, now)).not.toContainEqual(unpaid);
  });
});

describe('refund note', () => {
  const rupees = (n: number) => `₹${n}`;
  const english = sessionsMessages.translator('en');
  it('names the refund and its delay, a refund still pending, an unpaid booking, or a late cancellation', () => {
    expect(refundNote({ paymentId: 'pay_1', refund: { amount: 1799.1, status: 'issued' } }, rupees, english)).toBe('Refund of ₹1799.1: refunded within 5-7 business days.');
    expect(refundNote({ paymentId: 'pay_1', refund: { amount: 1799.1, status: 'due' } }, rupees, english)).toBe('Refund pending: ₹1799.1 is being refunded; it then takes 5-7 business days.');
    expect(refundNote({ paymentId: null, refund: null }, rupees, english)).toBe('Not paid: nothing was charged.');
    expect(refundNote({ paymentId: 'pay_1', refund: null }, rupees, english)).toBe('No refund: cancellations within 24 hours of the session are not refunded.');
  });
});
