// The review rules (issue 19): the booking's student reviews a completed session once, and may change the review for 7
// days after giving it (issue 30) unless an admin hid it; an admin may hide a review with a reason, once. The booking's
// facts and the time the review was given come in on the command, read from their streams in the log.
import type { Role } from '@margdarshak/contracts/api/accounts';
import { REVIEW_EDIT_CLOSED, REVIEW_HIDDEN_NO_EDIT, REVIEW_NOT_GIVEN, reviewEditableUntil } from '@margdarshak/contracts/api/reviews';
import type { ReviewEvent } from '@margdarshak/contracts/events/reviews';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { BookingParties } from '../bookings';
import type { ReviewState } from './review';

export type ReviewBooking = BookingParties;

export interface Reviewer {
  id: string;
  role: Role;
}

export type ReviewCommand =
  | { type: 'Submit'; booking: ReviewBooking; rating: number; comment: string | null }
  /** `givenAt`: when the review was first given (its ReviewSubmitted's time), null when it was not. */
  | { type: 'Edit'; booking: ReviewBooking; givenAt: string | null; now: Date; rating: number; comment: string | null }
  | { type: 'Hide'; bookingId: string; reason: string };

function assertTheSessionsStudent(booking: ReviewBooking, by: Reviewer): void {
  if (booking.phase === 'none') throw new NotFoundError('Booking not found');
  if (by.role !== 'student' || by.id !== booking.studentId) throw new ForbiddenError('Only the session’s student can review it');
}

/** Checked before the comment is sealed, and again inside decide. */
export function assertMayReview(booking: ReviewBooking, state: ReviewState, by: Reviewer): void {
  assertTheSessionsStudent(booking, by);
  if (booking.phase !== 'completed') throw new ConflictError('SESSION_NOT_COMPLETED', 'You can review a session once it is completed');
  if (state.status !== 'none') throw new ConflictError('ALREADY_REVIEWED', 'You have already reviewed this session');
}

/** The review's author changes it within 7 days of giving it; a hidden one stays as the admin left it. */
export function assertMayEdit(booking: ReviewBooking, state: ReviewState, givenAt: string | null, now: Date, by: Reviewer): void {
  assertTheSessionsStudent(booking, by);
  if (state.status === 'none' || givenAt === null) throw new NotFoundError(REVIEW_NOT_GIVEN);
  if (state.status === 'hidden') throw new ConflictError('REVIEW_HIDDEN', REVIEW_HIDDEN_NO_EDIT);
  if (now.getTime() > Date.parse(reviewEditableUntil(givenAt))) throw new ConflictError('REVIEW_EDIT_CLOSED', REVIEW_EDIT_CLOSED);
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
    case 'Edit': {
      const { booking } = command;
      assertMayEdit(booking, state, command.givenAt, command.now, by);
      if (state.status === 'none') return [];
      const parties = { bookingId: booking.bookingId, studentId: booking.studentId, counsellorId: booking.counsellorId };
      return [{ type: 'ReviewEdited', data: { ...parties, rating: command.rating, previousRating: state.rating, comment: command.comment } }];
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
