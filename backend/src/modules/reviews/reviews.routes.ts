// Reviews over HTTP: the student's review of a session and its change within 7 days, their own reviews (so a session
// asks once), and a counsellor's public reviews.
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { reviewRequest, type StudentReview } from '@margdarshak/contracts/api/reviews';
import { findCounsellor, isPublic } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { publicReviews, studentReviews } from '@margdarshak/projections/reviews/reviewsQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { requireRole, requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { editReview, submitReview } from './reviews';

const bookingParam = z.object({ id: uuidId('Booking not found') });
const counsellorParam = z.object({ id: uuidId('Counsellor not found') });
const studentParam = z.object({ id: uuidId('Student not found') });
const pageQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).max(100_000).default(0) });

export function reviewsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const ownReview = async (studentId: string, bookingId: string): Promise<StudentReview | undefined> => (await studentReviews(deps.db, studentId)).find((r) => r.bookingId === bookingId);

  router.post('/bookings/:id/review', requireUser(deps), async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const input = parse(reviewRequest, ctx.request.body);
    await submitReview(deps, id, input, userOf(ctx), actorOf(ctx));
    ctx.status = 201;
    ctx.body = await ownReview(userOf(ctx).id, id);
  });

  router.put('/bookings/:id/review', requireUser(deps), async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const input = parse(reviewRequest, ctx.request.body);
    await editReview(deps, id, input, userOf(ctx), actorOf(ctx));
    ctx.body = await ownReview(userOf(ctx).id, id);
  });

  router.get('/students/:id/reviews', requireRole(deps, 'student', 'admin'), async (ctx) => {
    const { id } = parse(studentParam, ctx.params);
    const user = userOf(ctx);
    if (user.role !== 'admin' && user.id !== id) throw new ForbiddenError('You can only see your own reviews');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await studentReviews(deps.db, id);
  });

  router.get('/counsellors/:id/reviews', async (ctx) => {
    const { id } = parse(counsellorParam, ctx.params);
    const page = parse(pageQuery, ctx.query);
    const counsellor = await findCounsellor(deps.db, id);
    if (!counsellor || !isPublic(counsellor)) throw new NotFoundError('Counsellor not found');
    await sendCachedJson(ctx, deps.cache, ['reviews', 'student_profiles'], `counsellor-reviews:${id}:${page.limit}:${page.offset}`, async () => {
      const { reviews, total } = await publicReviews(deps.db, id, page);
      return { body: reviews, headers: { 'X-Total-Count': String(total) } };
    });
  });

  return router;
}
