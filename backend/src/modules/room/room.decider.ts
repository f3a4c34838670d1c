// Who may enter a session's room and when (dashboards §2, §5, §9): the booking's student and counsellor, of a paid
// session whose student's parent has not withdrawn consent, from 15 minutes before its start to 60 minutes after; and
// who may set its link: the booking's counsellor, while the session is still to happen. The booking's facts come in on the command, read from its stream in the log.
import type { Role } from '@margdarshak/contracts/api/accounts';
import { ROOM_CONSENT_WITHDRAWN, roomWindow } from '@margdarshak/contracts/api/rooms';
import type { RoomEvent } from '@margdarshak/contracts/events/rooms';
import { ConflictError, DomainError, ForbiddenError } from '../../platform/http/errors';
import type { BookingPhase } from '../bookings';
import type { RoomState } from './room';

export interface RoomBooking {
  bookingId: string;
  studentId: string;
  counsellorId: string;
  phase: BookingPhase;
  startsAt: string;
  /** The student's parent has withdrawn their consent (and the student is still under 18): the room stays closed. */
  consentWithdrawn: boolean;
}

export interface Person {
  id: string;
  role: Role;
}

/** A person counts one entry a minute: a reload or a second tab records nothing more. */
export const JOIN_EVERY_MS = 60_000;

export type RoomCommand = { type: 'Join' } | { type: 'SetLink'; url: string | null };

const participantRole = (booking: RoomBooking, by: Person): 'student' | 'counsellor' | undefined => {
  if (by.role === 'student' && by.id === booking.studentId) return 'student';
  if (by.role === 'counsellor' && by.id === booking.counsellorId) return 'counsellor';
  return undefined;
};

const assertPaid = (booking: RoomBooking) => {
  if (booking.phase === 'cancelled') throw new ConflictError('SESSION_CANCELLED', 'This session was cancelled: its room is closed');
  if (booking.phase !== 'confirmed' && booking.phase !== 'completed') throw new ConflictError('SESSION_NOT_PAID', 'This session is not paid: it has no room');
};

/** Checks that `by` may enter the room now, and answers as whom. */
export function assertMayEnter(booking: RoomBooking, by: Person, now: Date): 'student' | 'counsellor' {
  const role = participantRole(booking, by);
  if (!role) throw new ForbiddenError('Only the session’s student and counsellor can enter its room');
  assertPaid(booking);
  if (booking.consentWithdrawn) throw new DomainError('CONSENT_WITHDRAWN', ROOM_CONSENT_WITHDRAWN[role], 403);
  const { opensAt, closesAt } = roomWindow(booking.startsAt);
  if (now.getTime() < Date.parse(opensAt) || now.getTime() > Date.parse(closesAt)) {
    throw new DomainError('ROOM_CLOSED', 'The room opens 15 minutes before the session and closes 60 minutes after it starts', 403, { opensAt, closesAt });
  }
  return role;
}

/** Checks that `by` may set the session's link now: its counsellor, before the session is over. */
export function assertMaySetLink(booking: RoomBooking, by: Person): void {
  if (participantRole(booking, by) !== 'counsellor') throw new ForbiddenError('Only the session’s counsellor can set its meeting link');
  assertPaid(booking);
  if (booking.phase === 'completed') throw new ConflictError('SESSION_COMPLETED', 'This session is over: its link can no longer change');
}

export function decideRoom(command: RoomCommand, state: RoomState, booking: RoomBooking, by: Person, now: Date): RoomEvent[] {
  switch (command.type) {
    case 'Join': {
      const role = assertMayEnter(booking, by, now);
      const last = state.lastJoined.get(by.id);
      if (last !== undefined && now.getTime() - last < JOIN_EVERY_MS) return [];
      return [{ type: 'SessionJoined', data: { bookingId: booking.bookingId, userId: by.id, role, at: now.toISOString() } }];
    }
    case 'SetLink': {
      assertMaySetLink(booking, by);
      if (command.url === null && state.link === null) return [];
      return [{ type: 'SessionRoomLinkSet', data: { bookingId: booking.bookingId, studentId: booking.studentId, counsellorId: booking.counsellorId, url: command.url } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
