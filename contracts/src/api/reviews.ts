// Reviews of completed sessions (dashboards §3; public-area §2): the student rates a session once and may change the
// review for 7 days (issue 30), the counsellor's rating is the average of the reviews shown, admins may hide one with a
// reason.
import { z } from 'zod';

export const REVIEW_COMMENT_MAX = 1000;
export const HIDE_REASON_MAX = 500;

/** A review can be changed for this long after it was first given; changing it does not restart the time. */
export const REVIEW_EDIT_DAYS = 7;

/** The last instant the student may change a review first given at `givenAt` (an ISO instant). */
export function reviewEditableUntil(givenAt: string): string {
  return new Date(Date.parse(givenAt) + REVIEW_EDIT_DAYS * 24 * 3_600_000).toISOString();
}

export const REVIEW_EDIT_CLOSED = `A review can be changed for ${REVIEW_EDIT_DAYS} days after you give it, and that time is over`;
export const REVIEW_HIDDEN_NO_EDIT = 'This review was hidden by our team, so it can no longer be changed';
export const REVIEW_NOT_GIVEN = 'You have not reviewed this session yet';

/** POST /api/bookings/{id}/review, and PUT to change it. A blank comment is no comment. */
export const reviewRequest = z.object({
  rating: z.number('Choose a rating from 1 to 5 stars').int('Choose a rating from 1 to 5 stars').min(1, 'Choose a rating from 1 to 5 stars').max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z
    .string('Please write your comment as text')
    .trim()
    .max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReviewRequest = z.input<typeof reviewRequest>;

/** POST /api/admin/reviews/{id}/hide. */
export const hideReviewRequest = z.object({
  reason: z.string('Say why the review is hidden').trim().min(1, 'Say why the review is hidden').max(HIDE_REASON_MAX, `At most ${HIDE_REASON_MAX} characters`),
});

/** GET /api/counsellors/{id}/reviews: what the public sees of a review, newest first; hidden ones never. */
export interface PublicReview {
  rating: number;
  comment: string | null;
  /** The student's first name, or 'A student'. */
  firstName: string;
  /** The class or school year from the student's profile, when they gave one. */
  schoolYear: string | null;
}

export const REVIEWER_FALLBACK = 'A student';

/** GET /api/students/{id}/reviews: the student's own reviews, so a session asks for one only once. */
export interface StudentReview {
  bookingId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  hidden: boolean;
  /** Until when the student may change it (`reviewEditableUntil(createdAt)`); a hidden review cannot be changed at all. */
  editableUntil: string;
}

/** GET /api/admin/reviews (react-admin list; id is the booking's). */
export interface AdminReview {
  id: string;
  bookingId: string;
  counsellorId: string;
  counsellorName: string;
  studentId: string;
  studentName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
}

/** Rating shown for `total` stars over `count` reviews: the average to one decimal, null with none. */
export function averageRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
