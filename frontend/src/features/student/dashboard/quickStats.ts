// Quick Stats (dashboards §2), counted from GET /api/students/{id}/bookings: each booking carries its status, its tests
// with their status, and the reports released for it. Unpaid orders count for nothing: they were never sessions.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { bookedSessions } from '../sessions/sessionRules';

export interface QuickStats {
  /** Sessions the student has: paid and not cancelled (confirmed or completed). */
  booked: number;
  completed: number;
  testsCompleted: number;
  reports: number;
}

export function quickStats(bookings: readonly StudentBooking[]): QuickStats {
  const sessions = bookedSessions(bookings);
  return {
    booked: sessions.filter((b) => b.status === 'confirmed' || b.status === 'completed').length,
    completed: sessions.filter((b) => b.status === 'completed').length,
    testsCompleted: sessions.reduce((count, b) => count + b.tests.filter((t) => t.status === 'completed').length, 0),
    reports: sessions.reduce((count, b) => count + b.session.reports.length, 0),
  };
}
