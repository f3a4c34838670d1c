// Which tab a session belongs to and how its status reads (dashboards §2, §4, §5).
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';

export type SessionTab = 'upcoming' | 'completed' | 'cancelled';

export function sessionsFor(tab: SessionTab, bookings: readonly StudentBooking[], now: Date): StudentBooking[] {
  switch (tab) {
    case 'upcoming':
      return bookings.filter((b) => Date.parse(b.sessionDate) > now.getTime() && b.status !== 'cancelled');
    case 'completed':
      return bookings.filter((b) => b.status === 'completed');
    case 'cancelled':
      return bookings.filter((b) => b.status === 'cancelled');
    default: {
      const unknown: never = tab;
      return unknown;
    }
  }
}

export function statusLabel(status: string): 'Confirmed' | 'Completed' | 'Cancelled' | 'Pending' {
  if (status === 'confirmed') return 'Confirmed';
  if (status === 'completed') return 'Completed';
  if (status === 'cancelled') return 'Cancelled';
  return 'Pending';
}

const DAY_MS = 86_400_000;

/** The join button shows from 24 hours before the start to 60 minutes after it. */
export function canJoin(sessionDate: string, now: Date): boolean {
  const untilStart = Date.parse(sessionDate) - now.getTime();
  return untilStart <= DAY_MS && untilStart >= -60 * 60_000;
}

/** Cancelling with a refund, or rescheduling, is open until 24 hours before the start (dashboards §9). */
export const freeChangeOpen = (sessionDate: string, now: Date) => Date.parse(sessionDate) - now.getTime() >= DAY_MS;
