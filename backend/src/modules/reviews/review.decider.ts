// The review rules (issue 19): the booking's student reviews a completed session once; an admin may hide a review with
// a reason, once. The booking's facts come in on the command, read from its stream in the log.
import type { Role } from '@margdarshak/contracts/api/accounts';
import type { ReviewEvent } from '@margdarshak/contracts/events/reviews';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { BookingParties } from '../bookings';
import type { ReviewState } from './review';

export type ReviewBooking = BookingParties;

export interface Reviewer {
  id: string;
  role: Role;
}

export type ReviewCommand = { type: 'Submit'; booking: ReviewBooking; rating: number; comment: string | null } | { type: 'Hide'; bookingId: string; reason: string };

/** Checked before the comment is sealed, and again inside decide. */
export function assertMayReview(booking: ReviewBooking, state: ReviewState, by: Reviewer): void {
  if (booking.phase === 'none') throw new NotFoundError('Booking not found');
  if (by.role !== 'student' || by.id !== booking.studentId) throw new ForbiddenError('Only the session’s student can review it');
  if (booking.phase !== 'completed') throw new ConflictError('SESSION_NOT_COMPLETED', 'You can review a session once it is completed');
  if (state.status !== 'none') throw new ConflictError('ALREADY_REVIEWED', 'You have already reviewed this session');
}

export function assertMayHide(state: ReviewState): void {
  if (state.status === 'none') throw new NotFoundError('Review not found');
  if (state.status === 'hidden') throw new ConflictError('REVIEW_HIDDEN', 'This review is already hidden');
}

export function decideReview(command: ReviewCommand, state: ReviewState, by: Reviewer): ReviewEvent[] {
  switch (command.type) {
    case 'Submit': {
      const { booking } = command;
      assertMayReview(booking, state, by);
      const parties = { bookingId: booking.bookingId, studentId: booking.studentId, counsellorId: booking.counsellorId };
      return [{ type: 'ReviewSubmitted', data: { ...parties, rating: command.rating, comment: command.comment } }];
    }
    case 'Hide': {
      if (by.role !== 'admin') throw new ForbiddenError('Only admins can hide a review');
      assertMayHide(state);
      if (state.status === 'none') return [];
      return [{ type: 'ReviewHidden', data: { bookingId: command.bookingId, studentId: state.studentId, counsellorId: state.counsellorId, rating: state.rating, reason: command.reason } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
