// Which tab a session belongs to and how its status reads (dashboards §2, §4, §5), by the session's life
// (contracts/schedule/sessionLife.ts): under Upcoming until it ends, Active Now while it happens, then under Completed.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { hasEnded, joinShown, sessionStage } from '@margdarshak/contracts/schedule/sessionLife';
import type { Translate } from '../../../lib/i18n/catalogue';

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

/**
 * The sessions a tab lists (dashboards §4): Upcoming until a session's end (so it stays there, Active Now, while it
 * happens), soonest first; Completed once it has ended (whether or not the server has recorded it yet) and Cancelled,
 * latest first; unpaid orders in none (and a pending order past its end, which the server lapsed long before).
 */
export function sessionsFor(tab: SessionTab, all: readonly StudentBooking[], now: Date): StudentBooking[] {
  const bookings = bookedSessions(all);
  switch (tab) {
    case 'upcoming':
      return bookings.filter((b) => (b.status === 'pending' || b.status === 'confirmed') && !hasEnded(b.sessionDate, now)).sort(soonestFirst);
    case 'completed':
      return bookings.filter((b) => sessionStage(b, now) === 'completed').sort(latestFirst);
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

/** Cancelling with a refund, or rescheduling, is open until 24 hours before the start (dashboards §9). */
export const freeChangeOpen = (sessionDate: string, now: Date) => Date.parse(sessionDate) - now.getTime() >= DAY_MS;

export interface SessionActions {
  /** 'Active Now' from 15 minutes before the start to its end (while its room is open), else the status label. */
  badge: 'Active Now' | ReturnType<typeof statusLabel>;
  join: boolean;
  /** Say when the join button will come: a confirmed session still outside its window. */
  joinHint: boolean;
  reschedule: boolean;
  cancel: boolean;
}

/**
 * What a session card offers at `now` (dashboards §2, §5, §9): Join Session (to the session page) from 24 hours before
 * the start (1440 minutes) to its end, so throughout Active Now; Completed once it has ended.
 */
export function sessionActions(booking: StudentBooking, now: Date): SessionActions {
  const ahead = startOf(booking) > now.getTime() && booking.status !== 'cancelled' && booking.status !== 'completed';
  const join = joinShown(booking, now);
  const stage = sessionStage(booking, now);
  return {
    badge: stage === 'active' ? 'Active Now' : stage === 'completed' ? 'Completed' : statusLabel(booking.status),
    join,
    joinHint: booking.status === 'confirmed' && ahead && !join,
    reschedule: booking.status === 'confirmed' && freeChangeOpen(booking.sessionDate, now),
    cancel: ahead,
  };
}

/** The note under a cancelled session: what comes back and when (dashboards §2, §9), in the sessions catalogue's words. */
export function refundNote(
  booking: Pick<StudentBooking, 'paymentId' | 'refund'>,
  formatRupees: (rupees: number) => string,
  t: Translate<'refund.due' | 'refund.issued' | 'refund.unpaid' | 'refund.none'>,
): string {
  if (booking.refund?.status === 'due') return t('refund.due', { amount: formatRupees(booking.refund.amount) });
  if (booking.refund) return t('refund.issued', { amount: formatRupees(booking.refund.amount) });
  if (!booking.paymentId) return t('refund.unpaid');
  return t('refund.none');
}
