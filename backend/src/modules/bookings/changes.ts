// The student's (or an admin's) changes to a booking: cancelling, with the 24-hour refund rule, and moving it to
// another hour. Each decides on the booking's stream; freeing the old hour, the refund and the mails follow from the
// events through the processors, and the request answers once the ones it awaits are done.
import { SLOT_NOT_OFFERED } from '@margdarshak/contracts/api/bookingMessages';
import type { CancelResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { formatPaise } from '@margdarshak/contracts/money';
import { dateRefusal, dateRefusalMessages, slotStart } from '@margdarshak/contracts/schedule/slots';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { bookSessionTime, offersSlot, type SessionTime } from '../schedule';
import { decideBooking } from './booking.decider';
import { settleTime } from './bookingTime';
import { loadBooking, runBooking, viewBooking } from './bookings';

async function ownedBooking(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<BookingRow> {
  const row = await findBooking(deps.db, bookingId);
  if (!row || (user.role !== 'admin' && row.studentId !== user.id)) throw new NotFoundError('Booking not found');
  return row;
}

/** An admin's `note` (why the back office cancelled) is kept on the event; a student's cancellation carries none. */
export async function cancelBooking(deps: AppDeps, bookingId: string, user: CurrentUser, actor: Actor, note?: string): Promise<CancelResponse> {
  const row = await ownedBooking(deps, bookingId, user);
  const cancel = user.role === 'admin' ? { type: 'Cancel' as const, by: 'admin' as const, ...(note ? { note } : {}) } : { type: 'Cancel' as const, by: 'student' as const };
  const { events } = await runBooking(deps, bookingId, cancel, actor);
  await deps.workflows.settle(actor);
  const cancelled = events.find((e) => e.type === 'BookingCancelled');
  const refunded = cancelled?.type === 'BookingCancelled' && cancelled.data.refundDue;
  const message = refunded
    ? `Your booking is cancelled. ${formatPaise(row.amountPaise)} will be refunded to your original payment method within 5-7 business days.`
    : row.status === 'confirmed' && row.amountPaise > 0
      ? 'Your booking is cancelled. Cancellations within 24 hours of the session are not refunded.'
      : 'Your booking is cancelled.';
  return { booking: await viewBooking(deps, bookingId), refunded, message };
}

/**
 * The new hour is claimed first, then the booking moves from the hour the request saw: of two moves at once, one wins
 * and the other is refused, its claim released. Freeing the old hour follows from the move.
 */
export async function rescheduleBooking(deps: AppDeps, bookingId: string, user: CurrentUser, to: { date: string; slot: string }, actor: Actor): Promise<StudentBooking> {
  await ownedBooking(deps, bookingId, user);
  const state = await loadBooking(deps, bookingId);
  const request = state.request;
  if (!request) throw new NotFoundError('Booking not found');
  const now = deps.clock.now();
  const refusal = dateRefusal(to.date, now);
  if (refusal) throw new DomainError('DATE_NOT_BOOKABLE', dateRefusalMessages[refusal], 422);
  if (!(await offersSlot(deps, request.counsellorId, to.date, to.slot))) throw new DomainError('SLOT_NOT_OFFERED', SLOT_NOT_OFFERED, 422);
  const startsAt = slotStart(to.date, to.slot).toISOString();
  const move = { type: 'Reschedule' as const, fromDate: request.date, fromSlot: request.slot, date: to.date, slot: to.slot, startsAt };
  // Dry run: a booking that cannot move is refused before any hour is claimed.
  if (decideBooking(move, state, now).length === 0) return viewBooking(deps, bookingId);

  const next: SessionTime = { counsellorId: request.counsellorId, studentId: request.studentId, date: to.date, slot: to.slot, bookingId };
  await bookSessionTime(deps, next, actor);
  try {
    await runBooking(deps, bookingId, move, actor);
  } catch (error) {
    await settleTime(deps, next, actor); // released unless the booking stands there after all (a twin request won)
    throw error;
  }
  await deps.workflows.settle(actor);
  return viewBooking(deps, bookingId);
}
