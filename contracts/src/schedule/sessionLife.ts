// A session's life by the clock (dashboards §2, §5, §9; issue 30, docs/decisions/0107): one rule for the server (the
// room's window, the record's writing window) and both dashboards (Active Now, Join, Upcoming or Completed).
// Upcoming until 15 minutes before the start; Active Now from then until its end (the room is open, Join works on both
// sides); then Completed, whether or not the completion processor has recorded it yet.
import type { BookingStatus } from '../api/bookings';
import { SESSION_MS } from './slots';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A session is Active Now (and its room open) from this long before its start until its end. */
export const ACTIVE_BEFORE_MS = 15 * MINUTE_MS;
/** The dashboards' Join button shows from this long before the start (dashboards §5: 1440 minutes) until the end. */
export const JOIN_SHOWN_BEFORE_MS = DAY_MS;
/** The counsellor's notes, summary and documents stay writable this long after the session's end. */
export const RECORD_OPEN_AFTER_MS = 7 * DAY_MS;

export type SessionStage = 'pending' | 'upcoming' | 'active' | 'completed' | 'cancelled';

const startOf = (startsAt: string) => Date.parse(startsAt);

/** When a session starting at `startsAt` ends. */
export const sessionEnd = (startsAt: string) => new Date(startOf(startsAt) + SESSION_MS);

/** Its room's window: Active Now from 15 minutes before the start to the end (both ends included). */
export function activeWindow(startsAt: string): { opensAt: string; closesAt: string } {
  return { opensAt: new Date(startOf(startsAt) - ACTIVE_BEFORE_MS).toISOString(), closesAt: sessionEnd(startsAt).toISOString() };
}

export function isActiveAt(startsAt: string, now: Date): boolean {
  const { opensAt, closesAt } = activeWindow(startsAt);
  return now.getTime() >= Date.parse(opensAt) && now.getTime() <= Date.parse(closesAt);
}

/** The session has ended at `now`. */
export const hasEnded = (startsAt: string, now: Date) => now.getTime() > sessionEnd(startsAt).getTime();

/** Where a booked session stands at `now`. */
export function sessionStage(session: { status: BookingStatus; sessionDate: string }, now: Date): SessionStage {
  switch (session.status) {
    case 'pending':
    case 'cancelled':
    case 'completed':
      return session.status;
    case 'confirmed':
      if (hasEnded(session.sessionDate, now)) return 'completed';
      return isActiveAt(session.sessionDate, now) ? 'active' : 'upcoming';
    default: {
      const unknown: never = session.status;
      return unknown;
    }
  }
}

/** The dashboards' Join (to the session page) shows for a confirmed session from 24 hours before its start to its end. */
export function joinShown(session: { status: BookingStatus; sessionDate: string }, now: Date): boolean {
  return session.status === 'confirmed' && !hasEnded(session.sessionDate, now) && startOf(session.sessionDate) - now.getTime() <= JOIN_SHOWN_BEFORE_MS;
}

/** Until when the counsellor may write the session's notes, summary and documents: 7 days after its end. */
export const recordOpenUntil = (startsAt: string) => new Date(sessionEnd(startsAt).getTime() + RECORD_OPEN_AFTER_MS);

export const isRecordOpen = (startsAt: string, now: Date) => now.getTime() <= recordOpenUntil(startsAt).getTime();
