// The review use cases: the student's review of a completed session, the student changing it, and an admin hiding one.
// Decisions read the booking and the review from their streams in the log; the words are sealed with the student's key.
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { bookingParties } from '../bookings';
import { evolveReview, initialReview, reviewStream } from './review';
import { assertMayEdit, assertMayHide, assertMayReview, decideReview, type Reviewer } from './review.decider';

export const reviewAggregate = { initialState: initialReview, evolve: evolveReview };
const aggregate = reviewAggregate;

export async function submitReview(deps: AppDeps, bookingId: string, input: { rating: number; comment: string | null }, by: Reviewer, actor: Actor): Promise<void> {
  const booking = await bookingParties(deps, bookingId);
  assertMayReview(booking, await loadState(deps.eventStore, aggregate, reviewStream(bookingId)), by);
  const comment = input.comment === null ? null : await deps.vault.seal(booking.studentId, input.comment);
  await handleCommand(deps, aggregate, reviewStream(bookingId), (state) => decideReview({ type: 'Submit', booking, rating: input.rating, comment }, state, by), actor);
}

/** When the review was first given: the time of its stream's ReviewSubmitted, which never changes once written. */
async function givenAtOf(deps: AppDeps, bookingId: string): Promise<string | null> {
  const submitted = (await deps.eventStore.readStream(reviewStream(bookingId))).find((event) => event.type === 'ReviewSubmitted');
  return submitted?.metadata.at ?? null;
}

export async function editReview(deps: AppDeps, bookingId: string, input: { rating: number; comment: string | null }, by: Reviewer, actor: Actor): Promise<void> {
  const booking = await bookingParties(deps, bookingId);
  const givenAt = await givenAtOf(deps, bookingId);
  assertMayEdit(booking, await loadState(deps.eventStore, aggregate, reviewStream(bookingId)), givenAt, deps.clock.now(), by);
  const comment = input.comment === null ? null : await deps.vault.seal(booking.studentId, input.comment);
  const edit = (now: Date) => ({ type: 'Edit' as const, booking, givenAt, now, rating: input.rating, comment });
  await handleCommand(deps, aggregate, reviewStream(bookingId), (state, now) => decideReview(edit(now), state, by), actor);
}

export async function hideReview(deps: AppDeps, bookingId: string, reason: string, by: Reviewer, actor: Actor): Promise<void> {
  const state = await loadState(deps.eventStore, aggregate, reviewStream(bookingId));
  assertMayHide(state);
  if (state.status === 'none') return;
  const sealed = await deps.vault.seal(state.studentId, reason);
  await handleCommand(deps, aggregate, reviewStream(bookingId), (current) => decideReview({ type: 'Hide', bookingId, reason: sealed }, current, by), actor);
}
