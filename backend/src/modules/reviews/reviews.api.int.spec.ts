// Reviews over HTTP, with the test's clock moved to after the session: the booking's student reviews a completed
// session once; the counsellor's rating and ratingCount follow the shown reviews on every read; the public sees first
// name and class only; an admin hides a review with a reason and it leaves the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, PublicReview, StudentReview } from '@margdarshak/contracts/api/reviews';
import type { CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { fixedClock } from '../../platform/clock';
import { liveSessionScene, type LiveSessionScene } from '../../testing/liveSessionScene';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { summarize } from '../audit';
import { reviewStream } from './review';

const HOUR = 3_600_000;
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let scene: LiveSessionScene;
/** Completed sessions of the scene's student, and one still to come. */
let first: { id: string; startsAt: number };
let second: { id: string; startsAt: number };
let third: { id: string; startsAt: number };
let upcoming: { id: string; startsAt: number };

beforeAll(async () => {
  app = await startTestApp({ clock });
  scene = await liveSessionScene(app, clock, start);
  await scene.student
    .put(`/api/students/${scene.student.userId}/profile`, {
      name: 'Aarav Kumar Sharma',
      mobile: '9876501234',
      academics: [
        { grade: 'Class 10', marks: '91%' },
        { grade: 'Class 11', marks: '88%' },
      ],
    })
    .expectStatus(200);
  first = await scene.book(3);
  second = await scene.book(4);
  third = await scene.book(5);
  upcoming = await scene.book(30);
  await scene.timeIs(third.startsAt + 2 * HOUR);
});
afterAll(async () => app?.stop());

const reviewOf = (id: string) => `/api/bookings/${id}/review`;
const card = async () => app.client().get(`/api/counsellors/${scene.counsellor.userId}`).expectStatus(200).json<CounsellorListItem>();
const listed = async () => (await app.client().get('/api/counsellors?limit=100').expectStatus(200).json<CounsellorListItem[]>()).find((c) => c.id === scene.counsellor.userId);
const stats = async () => scene.counsellor.get(`/api/counsellors/${scene.counsellor.userId}/stats`).expectStatus(200).json<CounsellorStats>();
const publicReviews = async () => app.client().get(`/api/counsellors/${scene.counsellor.userId}/reviews`).expectStatus(200).json<PublicReview[]>();
const reviewEvents = async (id: string) => app.deps.eventStore.readStream(reviewStream(id));

describe('reviewing a session', () => {
  it('starts with no reviews: the API keeps the spec’s 4.5 with a count of 0, and the stats say none', async () => {
    expect(await card()).toMatchObject({ rating: 4.5, ratingCount: 0 });
    expect(await stats()).toMatchObject({ rating: null, ratingCount: 0 });
    expect(await publicReviews()).toEqual([]);
  });

  it('asks a visitor to sign in and answers 404 for a booking that does not exist', async () => {
    await app.client().post(reviewOf(first.id), { rating: 5 }).expectStatus(401);
    expect(await scene.student.post(reviewOf('5d0c6a47-3c39-4e4c-9a55-6c1f3f0e7b21'), { rating: 5 }).expectStatus(404).json()).toEqual({ error: 'Booking not found' });
  });

  it('is for the booking’s student alone: its counsellor, other students and counsellors, admins and auditors get 403', async () => {
    for (const [who, client] of [['its counsellor', scene.counsellor], ...scene.others()] as const) {
      expect((await client.post(reviewOf(first.id), { rating: 5 })).status, who).toBe(403);
    }
    expect(await reviewEvents(first.id)).toHaveLength(0);
  });

  it('waits until the session is completed', async () => {
    expect(await scene.student.post(reviewOf(upcoming.id), { rating: 5 }).expectStatus(409).json()).toEqual({ error: 'You can review a session once it is completed' });
    expect(await reviewEvents(upcoming.id)).toHaveLength(0);
  });

  it('takes a whole rating from 1 to 5 and a comment of at most 1,000 characters', async () => {
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: 5, comment: 'x'.repeat(1001) }]) {
      await scene.student.post(reviewOf(first.id), body).expectStatus(400);
    }
    expect(await reviewEvents(first.id)).toHaveLength(0);
  });

  it('counts once: the rating and count follow on the card, the list and the stats, and a second review is refused', async () => {
    const mine = await scene.student.post(reviewOf(first.id), { rating: 4, comment: '  Clear advice on the science stream.  ' }).expectStatus(201).json<StudentReview>();
    expect(mine).toEqual({
      bookingId: first.id,
      rating: 4,
      comment: 'Clear advice on the science stream.',
      createdAt: clock.now().toISOString(),
      hidden: false,
      editableUntil: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString(),
    });
    expect(await scene.student.post(reviewOf(first.id), { rating: 1 }).expectStatus(409).json()).toEqual({ error: 'You have already reviewed this session' });
    expect(await card()).toMatchObject({ rating: 4, ratingCount: 1 });
    expect(await listed()).toMatchObject({ rating: 4, ratingCount: 1 });
    expect(await stats()).toMatchObject({ rating: 4, ratingCount: 1 });
    const [event] = await reviewEvents(first.id);
    expect(JSON.stringify(event?.data)).not.toContain('science');
    expect(summarize(event ?? { type: '', data: {}, streamName: '' })).toBe('Session reviewed by the student: 4 of 5 stars with a comment (sealed)');
  });

  it('averages to one decimal, and shows the public first name and class only, newest first', async () => {
    clock.advance(60_000);
    await scene.student.post(reviewOf(second.id), { rating: 5 }).expectStatus(201);
    clock.advance(60_000);
    await scene.student.post(reviewOf(third.id), { rating: 5, comment: '' }).expectStatus(201);
    expect(await card()).toMatchObject({ rating: 4.7, ratingCount: 3 });
    const reviews = await publicReviews();
    expect(reviews).toEqual([
      { rating: 5, comment: null, firstName: 'Aarav', schoolYear: 'Class 11' },
      { rating: 5, comment: null, firstName: 'Aarav', schoolYear: 'Class 11' },
      { rating: 4, comment: 'Clear advice on the science stream.', firstName: 'Aarav', schoolYear: 'Class 11' },
    ]);
    expect(JSON.stringify(reviews)).not.toMatch(/Sharma|@|[0-9a-f]{8}-[0-9a-f]{4}/);
    expect((await scene.student.get(`/api/students/${scene.student.userId}/reviews`).expectStatus(200).json<StudentReview[]>()).map((r) => r.bookingId)).toEqual([third.id, second.id, first.id]);
  });

  it('lets only the student (and admins) read the student’s own reviews', async () => {
    await app.client().get(`/api/students/${scene.student.userId}/reviews`).expectStatus(401);
    for (const client of [scene.otherStudent, scene.counsellor, scene.auditor]) await client.get(`/api/students/${scene.student.userId}/reviews`).expectStatus(403);
    expect(await scene.admin.get(`/api/students/${scene.student.userId}/reviews`).expectStatus(200).json<StudentReview[]>()).toHaveLength(3);
  });
});

describe('hiding a review (back office)', () => {
  it('lists reviews for admins only', async () => {
    const page = await scene.admin.get('/api/admin/reviews?sort=["createdAt","DESC"]&range=[0,9]').expectStatus(200);
    expect(page.headers.get('content-range')).toBe('reviews 0-2/3');
    const rows = (await page.json()) as AdminReview[];
    expect(rows.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(rows[2]).toMatchObject({
      bookingId: first.id,
      counsellorName: 'Meera Iyer',
      studentName: 'Aarav Kumar Sharma',
      rating: 4,
      comment: 'Clear advice on the science stream.',
      hidden: false,
      hiddenReason: null,
    });
    for (const [client, status] of [
      [app.client(), 401],
      [scene.student, 403],
      [scene.counsellor, 403],
      [scene.auditor, 403],
    ] as const)
      await client.get('/api/admin/reviews').expectStatus(status);
  });

  it('takes a reason, leaves the public list and the figures, and happens once', async () => {
    await scene.admin.post(`/api/admin/reviews/${first.id}/hide`, { reason: ' ' }).expectStatus(400);
    for (const client of [scene.student, scene.counsellor, scene.auditor]) await client.post(`/api/admin/reviews/${first.id}/hide`, { reason: 'Names another student' }).expectStatus(403);
    const hidden = await scene.admin.post(`/api/admin/reviews/${first.id}/hide`, { reason: 'Names another student' }).expectStatus(200).json<AdminReview>();
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Names another student', hiddenAt: clock.now().toISOString() });
    expect(await scene.admin.post(`/api/admin/reviews/${first.id}/hide`, { reason: 'Again' }).expectStatus(409).json()).toEqual({ error: 'This review is already hidden' });
    await scene.admin.post(`/api/admin/reviews/${upcoming.id}/hide`, { reason: 'No such review' }).expectStatus(404);
    expect(await card()).toMatchObject({ rating: 5, ratingCount: 2 });
    expect(await stats()).toMatchObject({ rating: 5, ratingCount: 2 });
    expect((await publicReviews()).map((r) => r.comment)).not.toContain('Clear advice on the science stream.');
    expect((await scene.student.get(`/api/students/${scene.student.userId}/reviews`).json<StudentReview[]>()).find((r) => r.bookingId === first.id)).toMatchObject({ hidden: true });
    // A hidden review still counts as given: the session does not ask again.
    await scene.student.post(reviewOf(first.id), { rating: 5 }).expectStatus(409);
  });

  it('gives the same figures and lists after the read models are rebuilt from the log', async () => {
    const before = { card: await card(), reviews: await publicReviews(), admin: await scene.admin.get('/api/admin/reviews').json<AdminReview[]>() };
    await app.rebuildReadModels();
    expect({ card: await card(), reviews: await publicReviews(), admin: await scene.admin.get('/api/admin/reviews').json<AdminReview[]>() }).toEqual(before);
  });
});
