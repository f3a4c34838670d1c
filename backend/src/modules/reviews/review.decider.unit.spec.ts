// The review rules as given state / when command / then events or error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/http/errors';
import { evolveReview, initialReview, type ReviewState } from './review';
import { decideReview, type ReviewBooking } from './review.decider';

const booking: ReviewBooking = {
  bookingId: '7d1c7c55-3f57-4d4c-9a0e-5b3c2f1e0a9b',
  studentId: 'a1b2c3d4-0000-4000-8000-000000000001',
  counsellorId: 'a1b2c3d4-0000-4000-8000-000000000002',
  phase: 'completed',
};
const student = { id: booking.studentId, role: 'student' as const };
const admin = { id: 'a1b2c3d4-0000-4000-8000-000000000003', role: 'admin' as const };
const submit = { type: 'Submit' as const, booking, rating: 4, comment: null };

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};
const given = (...commands: Parameters<typeof decideReview>[0][]): ReviewState =>
  commands.reduce<ReviewState>((state, command) => decideReview(command, state, command.type === 'Hide' ? admin : student).reduce(evolveReview, state), initialReview);

describe('reviews', () => {
  it('records the student’s rating of a completed session', () => {
    expect(decideReview(submit, initialReview, student)).toEqual([
      { type: 'ReviewSubmitted', data: { bookingId: booking.bookingId, studentId: student.id, counsellorId: booking.counsellorId, rating: 4, comment: null } },
    ]);
  });

  it('refuses a session not completed, a second review, and anyone but its student', () => {
    expect(codeOf(() => decideReview({ ...submit, booking: { ...booking, phase: 'confirmed' } }, initialReview, student))).toBe('SESSION_NOT_COMPLETED');
    expect(codeOf(() => decideReview(submit, given(submit), student))).toBe('ALREADY_REVIEWED');
    expect(codeOf(() => decideReview(submit, initialReview, { id: booking.counsellorId, role: 'counsellor' }))).toBe('FORBIDDEN');
    expect(codeOf(() => decideReview(submit, initialReview, { ...admin }))).toBe('FORBIDDEN');
  });

  it('is hidden once by an admin, carrying its rating so the aggregates can drop it', () => {
    const hide = { type: 'Hide' as const, bookingId: booking.bookingId, reason: 'pd1.sealed' };
    expect(decideReview(hide, given(submit), admin)).toEqual([
      { type: 'ReviewHidden', data: { bookingId: booking.bookingId, studentId: student.id, counsellorId: booking.counsellorId, rating: 4, reason: 'pd1.sealed' } },
    ]);
    expect(codeOf(() => decideReview(hide, given(submit, hide), admin))).toBe('REVIEW_HIDDEN');
    expect(codeOf(() => decideReview(hide, initialReview, admin))).toBe('NOT_FOUND');
    expect(codeOf(() => decideReview(hide, given(submit), student))).toBe('FORBIDDEN');
  });
});

describe('changing a review', () => {
  const DAY = 86_400_000;
  const givenAt = '2026-11-23T08:00:00.000Z';
  const edit = (rating: number, msAfter: number) => ({ type: 'Edit' as const, booking, givenAt, now: new Date(Date.parse(givenAt) + msAfter), rating, comment: 'pd1.sealed' });

  it('replaces the rating and comment, carrying the rating it replaces so the aggregates can move', () => {
    expect(decideReview(edit(2, DAY), given(submit), student)).toEqual([
      { type: 'ReviewEdited', data: { bookingId: booking.bookingId, studentId: student.id, counsellorId: booking.counsellorId, rating: 2, previousRating: 4, comment: 'pd1.sealed' } },
    ]);
    expect(decideReview(edit(5, 2 * DAY), given(submit, edit(2, DAY)), student)).toMatchObject([{ data: { rating: 5, previousRating: 2 } }]);
  });

  it('is open for 7 days from when the review was first given, to the millisecond, and a change does not restart the time', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 14 * DAY }), fc.integer({ min: 7 * DAY - 2, max: 7 * DAY + 2 })), (msAfter) => {
        const state = given(submit, edit(3, Math.min(msAfter, DAY)));
        expect(codeOf(() => decideReview(edit(5, msAfter), state, student))).toBe(msAfter <= 7 * DAY ? 'ok' : 'REVIEW_EDIT_CLOSED');
      }),
    );
  });

  it('refuses anyone but the session’s student, a review never given, and a review an admin hid', () => {
    for (const someone of [{ id: booking.counsellorId, role: 'counsellor' as const }, admin, { id: 'a1b2c3d4-0000-4000-8000-000000000009', role: 'student' as const }]) {
      expect(codeOf(() => decideReview(edit(5, DAY), given(submit), someone))).toBe('FORBIDDEN');
    }
    expect(codeOf(() => decideReview({ ...edit(5, DAY), givenAt: null }, initialReview, student))).toBe('NOT_FOUND');
    const hide = { type: 'Hide' as const, bookingId: booking.bookingId, reason: 'pd1.sealed' };
    expect(codeOf(() => decideReview(edit(5, DAY), given(submit, hide), student))).toBe('REVIEW_HIDDEN');
  });
});
