// Changing a review over HTTP (issue 30): PUT /api/bookings/{id}/review by its author, for 7 days after the review was
// first given, with the test's clock moved (never waited for). The counsellor's rating follows the change everywhere it
// is read; a hidden review stays as the admin left it; anyone else is refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_EDIT_CLOSED, REVIEW_HIDDEN_NO_EDIT, REVIEW_NOT_GIVEN, type PublicReview, type StudentReview } from '@margdarshak/contracts/api/reviews';
import type { AdminCounsellor } from '@margdarshak/contracts/api/counsellors';
import type { CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { fixedClock } from '../../platform/clock';
import { liveSessionScene, type LiveSessionScene } from '../../testing/liveSessionScene';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { summarize } from '../audit';
import { reviewStream } from './review';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let scene: LiveSessionScene;
let first: { id: string; startsAt: number };
let second: { id: string; startsAt: number };
let unreviewed: { id: string; startsAt: number };
/** When the first review was given. */
let givenAt: number;

beforeAll(async () => {
  app = await startTestApp({ clock });
  scene = await liveSessionScene(app, clock, start);
  first = await scene.book(3);
  second = await scene.book(4);
  unreviewed = await scene.book(5);
  await scene.timeIs(unreviewed.startsAt + 2 * HOUR);
  givenAt = clock.now().getTime();
  await scene.student.post(reviewOf(first.id), { rating: 2, comment: 'Too short for my questions.' }).expectStatus(201);
  await scene.student.post(reviewOf(second.id), { rating: 4 }).expectStatus(201);
});
afterAll(async () => app?.stop());

const reviewOf = (id: string) => `/api/bookings/${id}/review`;
const events = async (id: string) => app.deps.eventStore.readStream(reviewStream(id));
const card = async () => app.client().get(`/api/counsellors/${scene.counsellor.userId}`).expectStatus(200).json<CounsellorListItem>();
const stats = async () => scene.counsellor.get(`/api/counsellors/${scene.counsellor.userId}/stats`).expectStatus(200).json<CounsellorStats>();
const publicReviews = async () => app.client().get(`/api/counsellors/${scene.counsellor.userId}/reviews`).expectStatus(200).json<PublicReview[]>();
const mine = async (id: string) => (await scene.student.get(`/api/students/${scene.student.userId}/reviews`).expectStatus(200).json<StudentReview[]>()).find((r) => r.bookingId === id);

describe('who may change a review', () => {
  it('asks a visitor to sign in', async () => {
    await app.client().put(reviewOf(first.id), { rating: 5 }).expectStatus(401);
  });

  it('is its author alone: the counsellor, another student, another counsellor, an admin and an auditor get 403', async () => {
    for (const [who, client] of [['its counsellor', scene.counsellor], ...scene.others()] as const) {
      expect((await client.put(reviewOf(first.id), { rating: 5, comment: 'Not mine to change' })).status, who).toBe(403);
    }
    expect(await events(first.id)).toHaveLength(1);
  });

  it('answers 404 for a booking that does not exist and for a session its student has not reviewed', async () => {
    expect(await scene.student.put(reviewOf('5d0c6a47-3c39-4e4c-9a55-6c1f3f0e7b21'), { rating: 5 }).expectStatus(404).json()).toEqual({ error: 'Booking not found' });
    expect(await scene.student.put(reviewOf(unreviewed.id), { rating: 5 }).expectStatus(404).json()).toEqual({ error: REVIEW_NOT_GIVEN });
    expect(await events(unreviewed.id)).toHaveLength(0);
  });

  it('refuses bad input with the field that is wrong, and writes nothing', async () => {
    for (const [body, field] of [
      [{}, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{ rating: '4' }, 'rating'],
      [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 4, comment: 12 }, 'comment'],
    ] as const) {
      const answer = await scene.student.put(reviewOf(first.id), body).expectStatus(400).json<{ issues: { path: string }[] }>();
      expect(
        answer.issues.map((issue) => issue.path),
        JSON.stringify(body),
      ).toEqual([field]);
    }
    expect(await events(first.id)).toHaveLength(1);
  });
});

describe('changing a review within 7 days', () => {
  it('starts at 2 and 4 stars: 3.0 from 2 reviews', async () => {
    expect(await card()).toMatchObject({ rating: 3, ratingCount: 2 });
    expect(await mine(first.id)).toEqual({
      bookingId: first.id,
      rating: 2,
      comment: 'Too short for my questions.',
      createdAt: new Date(givenAt).toISOString(),
      hidden: false,
      editableUntil: new Date(givenAt + 7 * DAY).toISOString(),
    });
  });

  it('replaces the rating and the comment; the card, the stats and the public list follow, and the count stays', async () => {
    await scene.timeIs(givenAt + 3 * DAY);
    const changed = await scene.student.put(reviewOf(first.id), { rating: 5, comment: '  On second thought, the plan she gave me works.  ' }).expectStatus(200).json<StudentReview>();
    expect(changed).toEqual({
      bookingId: first.id,
      rating: 5,
      comment: 'On second thought, the plan she gave me works.',
      createdAt: new Date(givenAt).toISOString(),
      hidden: false,
      editableUntil: new Date(givenAt + 7 * DAY).toISOString(),
    });
    expect(await card()).toMatchObject({ rating: 4.5, ratingCount: 2 });
    expect(await stats()).toMatchObject({ rating: 4.5, ratingCount: 2 });
    expect(await scene.admin.get(`/api/admin/counsellors/${scene.counsellor.userId}`).expectStatus(200).json<AdminCounsellor>()).toMatchObject({ rating: 4.5, ratingCount: 2 });
    expect((await publicReviews()).map((r) => [r.rating, r.comment])).toContainEqual([5, 'On second thought, the plan she gave me works.']);
    expect((await publicReviews()).map((r) => r.comment)).not.toContain('Too short for my questions.');
  });

  it('records the change as an event with its words sealed and its sentence in the audit', async () => {
    const edited = (await events(first.id)).at(-1);
    expect(edited?.type).toBe('ReviewEdited');
    expect(edited?.data).toMatchObject({ rating: 5, previousRating: 2 });
    expect(JSON.stringify(edited?.data)).not.toContain('second thought');
    expect(summarize(edited ?? { type: '', data: {}, streamName: '' })).toBe('Review changed by the student: 2 to 5 of 5 stars, with a comment (sealed)');
  });

  it('may take the comment away', async () => {
    await scene.student.put(reviewOf(first.id), { rating: 4, comment: '' }).expectStatus(200);
    expect(await mine(first.id)).toMatchObject({ rating: 4, comment: null });
    expect(await card()).toMatchObject({ rating: 4, ratingCount: 2 });
  });
});

describe('a hidden review', () => {
  it('cannot be changed, even within its 7 days, and stays out of the figures', async () => {
    await scene.admin.post(`/api/admin/reviews/${second.id}/hide`, { reason: 'Names another student' }).expectStatus(200);
    expect(await scene.student.put(reviewOf(second.id), { rating: 5 }).expectStatus(409).json()).toEqual({ error: REVIEW_HIDDEN_NO_EDIT });
    expect(await card()).toMatchObject({ rating: 4, ratingCount: 1 });
  });
});

describe('after 7 days', () => {
  it('is still open at exactly 7 days after the review was given (a change does not restart the time), and closed a moment later', async () => {
    await scene.timeIs(givenAt + 7 * DAY);
    await scene.student.put(reviewOf(first.id), { rating: 3, comment: 'Final word.' }).expectStatus(200);
    clock.advance(1);
    expect(await scene.student.put(reviewOf(first.id), { rating: 1 }).expectStatus(409).json()).toEqual({ error: REVIEW_EDIT_CLOSED });
    expect((await events(first.id)).map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewEdited', 'ReviewEdited', 'ReviewEdited']);
    expect(await mine(first.id)).toMatchObject({ rating: 3, comment: 'Final word.' });
    expect(await card()).toMatchObject({ rating: 3, ratingCount: 1 });
  });

  it('gives the same figures and lists after the read models are rebuilt from the log', async () => {
    const before = { card: await card(), reviews: await publicReviews(), mine: await mine(first.id) };
    await app.rebuildReadModels();
    expect({ card: await card(), reviews: await publicReviews(), mine: await mine(first.id) }).toEqual(before);
  });
});
