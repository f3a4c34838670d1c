// Which tab a session belongs to and how its status reads (dashboards §2, §4, §5).
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';

export type SessionTab = 'upcoming' | 'completed' | 'cancelled';

const startOf = (b: StudentBooking) => Date.parse(b.sessionDate);
const soonestFirst = (a: StudentBooking, b: StudentBooking) => startOf(a) - startOf(b);
const latestFirst = (a: StudentBooking, b: StudentBooking) => startOf(b) - startOf(a);

/**
 * An order the student never paid for: checkout closed or declined, or the slot's hold lapsed, so the server cancelled
 * it with no payment and nothing to refund. It was never a booked session, and is kept out of the tabs and the counts
 * (docs/decisions/0014): shown under Cancelled with a refund note it read as money owed.
 */
export const isUnpaidOrder = (b: Pick<StudentBooking, 'status' | 'paymentId' | 'refund'>) => b.status === 'cancelled' && b.paymentId === null && b.refund === null;

/** The bookings the dashboard speaks of: every one but the unpaid orders. */
export const bookedSessions = (bookings: readonly StudentBooking[]) => bookings.filter((b) => !isUnpaidOrder(b));

/** The sessions a tab lists (dashboards §4): upcoming soonest first, the others latest first; unpaid orders in none. */
export function sessionsFor(tab: SessionTab, all: readonly StudentBooking[], now: Date): StudentBooking[] {
  const bookings = bookedSessions(all);
  switch (tab) {
    case 'upcoming':
      return bookings.filter((b) => startOf(b) > now.getTime() && b.status !== 'cancelled').sort(soonestFirst);
    case 'completed':
      return bookings.filter((b) => b.status === 'completed').sort(latestFirst);
    case 'cancelled':
      return bookings.filter((b) => b.status === 'cancelled').sort(latestFirst);
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

/** The join button shows from 24 hours (1440 minutes) before the start to 60 minutes after it (dashboards §5). */
export function canJoin(sessionDate: string, now: Date): boolean {
  const untilStart = Date.parse(sessionDate) - now.getTime();
  return untilStart <= DAY_MS && untilStart >= -60 * 60_000;
}

/** Cancelling with a refund, or rescheduling, is open until 24 hours before the start (dashboards §9). */
export const freeChangeOpen = (sessionDate: string, now: Date) => Date.parse(sessionDate) - now.getTime() >= DAY_MS;

export interface SessionActions {
  /** 'Active Now' inside the join window, else the status label. */
  badge: 'Active Now' | ReturnType<typeof statusLabel>;
  join: boolean;
  /** Say when the join button will come: a confirmed session still outside its window. */
  joinHint: boolean;
  reschedule: boolean;
  cancel: boolean;
}

/** What a session card offers at `now` (dashboards §2, §5, §9). */
export function sessionActions(booking: StudentBooking, now: Date): SessionActions {
  const ahead = startOf(booking) > now.getTime() && booking.status !== 'cancelled' && booking.status !== 'completed';
  const join = booking.status === 'confirmed' && canJoin(booking.sessionDate, now);
  return {
    badge: join ? 'Active Now' : statusLabel(booking.status),
    join,
    joinHint: booking.status === 'confirmed' && ahead && !join,
    reschedule: booking.status === 'confirmed' && freeChangeOpen(booking.sessionDate, now),
    cancel: ahead,
  };
}

/** The note under a cancelled session: what comes back and when (dashboards §2, §9). */
export function refundNote(booking: Pick<StudentBooking, 'paymentId' | 'refund'>, formatRupees: (rupees: number) => string): string {
  if (booking.refund?.status === 'due') return `Refund pending: ${formatRupees(booking.refund.amount)} is being refunded; it then takes 5-7 business days.`;
  if (booking.refund) return `Refund of ${formatRupees(booking.refund.amount)}: refunded within 5-7 business days.`;
  if (!booking.paymentId) return 'Not paid: nothing was charged.';
  return 'No refund: cancellations within 24 hours of the session are not refunded.';
}
