import { describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { SessionTest } from '@margdarshak/contracts/api/personalityTests';
import { quickStats } from './quickStats';

const test = (testType: SessionTest['testType'], status: SessionTest['status']): SessionTest => ({ id: `${testType}-${status}`, testType, status, open: status !== 'completed' });
const report = (id: string) => ({ id, title: 'Holland Code Report', url: `/api/reports/${id}/download-pdf` });

const booking = (id: string, patch: Partial<StudentBooking>): StudentBooking => ({
  id,
  sessionId: id,
  counsellorId: 'c',
  counsellorName: 'Arjun Mehta',
  packageId: 'p',
  packageName: 'Advanced',
  packageType: 'advanced',
  sessionDate: '2026-12-01T04:30:00.000Z',
  date: '2026-12-01',
  timeSlot: '10:00 AM',
  bookingDate: '2026-11-20T10:00:00.000Z',
  status: 'confirmed',
  amount: 1999,
  couponCode: null,
  paymentId: `pay_${id}`,
  refund: null,
  payments: [],
  sessionSummary: null,
  documents: [],
  session: { reports: [] },
  tests: [],
  ...patch,
});

describe('quick stats', () => {
  it('are all zero with no bookings', () => {
    expect(quickStats([])).toEqual({ booked: 0, completed: 0, testsCompleted: 0, reports: 0 });
  });

  it('count confirmed and completed sessions as booked, completed ones as completed', () => {
    const stats = quickStats([booking('a', {}), booking('b', { status: 'completed' }), booking('c', { status: 'pending', paymentId: null })]);
    expect(stats.booked).toBe(2);
    expect(stats.completed).toBe(1);
  });

  it('count completed tests and released reports across sessions', () => {
    const stats = quickStats([
      booking('a', { tests: [test('riasec', 'completed'), test('multiple_intelligences', 'in_progress')], session: { reports: [report('r1')] } }),
      booking('b', {
        status: 'completed',
        tests: [test('riasec', 'completed'), test('bigfive', 'completed'), test('multiple_intelligences', 'available')],
        session: { reports: [report('r2'), report('r3')] },
      }),
    ]);
    expect(stats.testsCompleted).toBe(3);
    expect(stats.reports).toBe(3);
  });

  it('leave unpaid orders out, and count a cancelled paid session as neither booked nor completed', () => {
    const unpaid = booking('u', { status: 'cancelled', paymentId: null, refund: null, tests: [test('riasec', 'available')] });
    const refunded = booking('r', { status: 'cancelled', refund: { amount: 1999, status: 'issued' } });
    expect(quickStats([unpaid, refunded])).toEqual({ booked: 0, completed: 0, testsCompleted: 0, reports: 0 });
  });
});
