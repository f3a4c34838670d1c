// A session's review (stream review-{bookingId}): whether the student gave one, its rating now, and whether an admin hid it.
import type { ReviewEvent } from '@margdarshak/contracts/events/reviews';

export type ReviewState = { status: 'none' } | { status: 'shown' | 'hidden'; rating: number; studentId: string; counsellorId: string };

export const initialReview: ReviewState = { status: 'none' };

export const reviewStream = (bookingId: string) => `review-${bookingId}`;

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewSubmitted':
      return { status: 'shown', rating: event.data.rating, studentId: event.data.studentId, counsellorId: event.data.counsellorId };
    case 'ReviewEdited':
      return state.status === 'none' ? state : { ...state, rating: event.data.rating };
    case 'ReviewHidden':
      return state.status === 'none' ? state : { ...state, status: 'hidden' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
