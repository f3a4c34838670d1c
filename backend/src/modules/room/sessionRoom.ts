// The room's use cases: where a session meets (the counsellor's link, else the default room), entering it, and setting
// the link. Decisions read the booking from its stream in the log, never from a read model.
import type { SessionRoom } from '@margdarshak/contracts/api/rooms';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import { loadBooking } from '../bookings';
import { consentWithdrawn } from '../family';
import { evolveRoom, initialRoom, roomStream } from './room';
import { assertMayEnter, assertMaySetLink, decideRoom, type Person, type RoomBooking } from './room.decider';

const aggregate = { initialState: initialRoom, evolve: evolveRoom };

/**
 * The address a session meets at: the counsellor's own link when they set one (and it can still be opened), else the
 * default room. No access rule here: callers (the room's routes, a reminder mail) decide who may have it.
 */
export async function sessionRoom(deps: Pick<AppDeps, 'eventStore' | 'vault' | 'video'>, booking: { bookingId: string; counsellorId: string }): Promise<SessionRoom> {
  const { link } = await loadState(deps.eventStore, aggregate, roomStream(booking.bookingId));
  const url = link === null ? undefined : await deps.vault.open(booking.counsellorId, link);
  return url ? { url, provider: 'counsellor_link' } : { url: deps.video.roomUrl(booking.bookingId), provider: deps.video.provider };
}

async function roomBooking(deps: AppDeps, bookingId: string): Promise<RoomBooking> {
  const { phase, request } = await loadBooking(deps, bookingId);
  if (!request) throw new NotFoundError('Booking not found');
  const withdrawn = await consentWithdrawn(deps, request.studentId);
  return { bookingId, studentId: request.studentId, counsellorId: request.counsellorId, phase, startsAt: request.startsAt, consentWithdrawn: withdrawn };
}

/** The room for its student or counsellor while it is open. */
export async function viewRoom(deps: AppDeps, bookingId: string, by: Person): Promise<SessionRoom> {
  const booking = await roomBooking(deps, bookingId);
  assertMayEnter(booking, by, deps.clock.now());
  return sessionRoom(deps, booking);
}

/** Records that `by` entered the room (once a minute at most), and answers where it is. */
export async function joinRoom(deps: AppDeps, bookingId: string, by: Person, actor: Actor): Promise<SessionRoom> {
  const booking = await roomBooking(deps, bookingId);
  assertMayEnter(booking, by, deps.clock.now());
  await handleCommand(deps, aggregate, roomStream(bookingId), (state, now) => decideRoom({ type: 'Join' }, state, booking, by, now), actor);
  return sessionRoom(deps, booking);
}

/** The counsellor's own link for the session, opened for its counsellor (null: the default room). */
export async function roomLink(deps: AppDeps, bookingId: string, by: Person): Promise<{ url: string | null }> {
  const booking = await roomBooking(deps, bookingId);
  assertMaySetLink(booking, by);
  const room = await sessionRoom(deps, booking);
  return { url: room.provider === 'counsellor_link' ? room.url : null };
}

/** Sets (or with null, removes) the counsellor's own link; answers the room as it now stands. */
export async function setRoomLink(deps: AppDeps, bookingId: string, url: string | null, by: Person, actor: Actor): Promise<SessionRoom> {
  const booking = await roomBooking(deps, bookingId);
  assertMaySetLink(booking, by);
  const sealed = url === null ? null : await deps.vault.seal(booking.counsellorId, url);
  await handleCommand(deps, aggregate, roomStream(bookingId), (state) => decideRoom({ type: 'SetLink', url: sealed }, state, booking, by, deps.clock.now()), actor);
  return sessionRoom(deps, booking);
}
