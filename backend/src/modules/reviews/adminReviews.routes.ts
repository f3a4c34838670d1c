// The back office's Reviews resource (react-admin): the list and one review, and Hide with a reason.
import Router from '@koa/router';
import { z } from 'zod';
import { idFilter, uuidId } from '@margdarshak/contracts/api/bounds';
import { hideReviewRequest } from '@margdarshak/contracts/api/reviews';
import { findAdminReview, queryAdminReviews } from '@margdarshak/projections/reviews/reviewsQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole, userOf } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { hideReview } from './reviews';

const filterSchema = z.object({
  hidden: z.boolean().optional(),
  counsellorId: uuidId().optional(),
  id: idFilter,
});
const sortFields = ['createdAt', 'rating'] as const;

export function adminReviewsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireRole(deps, 'admin'));

  const { existing } = resourceReads(router, '/reviews', {
    name: 'reviews',
    sortFields,
    defaultSort: 'createdAt',
    filter: filterSchema,
    notFound: 'Review not found',
    list: (query) => queryAdminReviews(deps.db, query),
    find: (id) => findAdminReview(deps.db, id),
  });

  router.post('/reviews/:id/hide', async (ctx) => {
    const { id } = await existing(ctx);
    const { reason } = parse(hideReviewRequest, ctx.request.body);
    await hideReview(deps, id, reason, userOf(ctx), actorOf(ctx));
    ctx.body = await existing(ctx);
  });

  return router;
}
