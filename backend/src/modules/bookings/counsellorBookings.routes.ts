// The counsellor's dashboard reads (dashboards §2, §3, §7): their bookings a page at a time, and the four figures. For
// the counsellor themself and admins; never cached by the browser.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { counsellorBookingsQuery } from '@margdarshak/contracts/api/counsellorWorkspace';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import { counsellorBookingsPage, counsellorStats } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError } from '../../platform/http/errors';
import { requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';

const counsellorParam = z.object({ userId: z.uuid('Counsellor not found') });

export function counsellorBookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  /** The counsellor whose dashboard it is: their own, or any for an admin. */
  const ownCounsellor: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireUser(deps)(ctx, async () => {
      const { userId } = parse(counsellorParam, ctx.params);
      const user = userOf(ctx);
      if (user.role !== 'admin' && !(user.role === 'counsellor' && user.id === userId)) throw new ForbiddenError('You can only see your own bookings');
      await next();
    });
  };

  router.get('/counsellors/:userId/bookings', ownCounsellor, async (ctx) => {
    const page = parse(counsellorBookingsQuery, ctx.query);
    const { bookings, total } = await counsellorBookingsPage(deps.db, parse(counsellorParam, ctx.params).userId, page, deps.clock.now());
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = bookings;
  });

  router.get('/counsellors/:userId/stats', ownCounsellor, async (ctx) => {
    ctx.body = await counsellorStats(deps.db, parse(counsellorParam, ctx.params).userId);
  });

  return router;
}
