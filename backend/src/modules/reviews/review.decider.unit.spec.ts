// The review rules as given state / when command / then events or error.
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
  commands.reduce<ReviewState>((state, command) => decideReview(command, state, command.type === 'Submit' ? student : admin).reduce(evolveReview, state), initialReview);

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
