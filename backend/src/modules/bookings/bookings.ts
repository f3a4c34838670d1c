// What the booking use cases share: the booking's stream as an aggregate, its time, and the student's view of it.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { bookingWithNames } from '@margdarshak/projections/bookings/bookingsQueries';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { withTestsAndReports } from './sessionTests';
import { NotFoundError } from '../../platform/http/errors';
import type { SessionTime } from '../schedule';
import { bookingStream, evolveBooking, initialBooking, type BookingParties, type BookingState } from './booking';
import { decideBooking, type BookingCommand } from './booking.decider';

const aggregate = { initialState: initialBooking, evolve: evolveBooking };

export const runBooking = (deps: AppDeps, bookingId: string, command: BookingCommand, actor: Actor, skipReadWait = false) =>
  handleCommand<BookingState, BookingEvent>(deps, aggregate, bookingStream(bookingId), (state, now) => decideBooking(command, state, now), actor, { skipReadWait });

export const loadBooking = (deps: AppDeps, bookingId: string): Promise<BookingState> => loadState(deps.eventStore, aggregate, bookingStream(bookingId));

/** The booking's parties and phase from its own stream; phase 'none' (and no parties) when the log has no such booking. */
export async function bookingParties(deps: AppDeps, bookingId: string): Promise<BookingParties> {
  const { phase, request } = await loadBooking(deps, bookingId);
  return { bookingId, studentId: request?.studentId ?? '', counsellorId: request?.counsellorId ?? '', phase: request ? phase : 'none' };
}

export async function viewBooking(deps: AppDeps, bookingId: string): Promise<StudentBooking> {
  const booking = await bookingWithNames(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found');
  const [withTests] = await withTestsAndReports(deps, [booking]);
  return withTests ?? booking;
}

type Request = NonNullable<BookingState['request']>;

/** The counsellor's slot and the student's hour a booking claims. */
export const timeOf = (request: Request): SessionTime => ({ counsellorId: request.counsellorId, studentId: request.studentId, date: request.date, slot: request.slot, bookingId: request.bookingId });
