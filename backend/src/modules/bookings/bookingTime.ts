// Keeps a booking's claims on the calendars true to the booking: a claim on an hour the booking no longer stands on
// (cancelled, expired, declined, moved, or never recorded at all) is released. Idempotent, and right in any order, so
// the same reconciliation serves a request that just cancelled, a processor catching up after a crash, and both at once.
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { releaseSessionTime, type ClaimedTime } from '../schedule';
import { standsOn, type BookingState } from './booking';
import { loadBooking } from './bookings';

const releaseReason = (state: BookingState) => {
  switch (state.phase) {
    case 'none':
      return 'orphaned';
    case 'failed':
      return 'payment_failed';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
    case 'confirmed':
    case 'completed':
      return 'rescheduled';
    default: {
      const unknown: never = state.phase;
      return unknown;
    }
  }
};

/** Releases the booking's claims on `at` unless the booking stands there now. */
export async function settleTime(deps: AppDeps, at: ClaimedTime, actor: Actor): Promise<void> {
  const state = await loadBooking(deps, at.bookingId);
  if (standsOn(state, at.date, at.slot) || (state.phase === 'completed' && state.request?.date === at.date && state.request.slot === at.slot)) return;
  const known = state.request ? { counsellorId: state.request.counsellorId, studentId: state.request.studentId } : {};
  await releaseSessionTime(deps, { ...at, ...known }, releaseReason(state), actor);
}

/** Releases the claims of the hour the booking was on when it ended (cancelled, expired, declined). */
export async function releaseBookingTime(deps: AppDeps, bookingId: string, actor: Actor): Promise<void> {
  const state = await loadBooking(deps, bookingId);
  if (state.request) await settleTime(deps, { bookingId, date: state.request.date, slot: state.request.slot }, actor);
}
