// The counsellor's dashboard reads (dashboards §2, §3, §7): their bookings a page at a time, and the four figures. For
// the counsellor themself and admins; never cached by the browser.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { counsellorBookingsQuery } from '@margdarshak/contracts/api/counsellorWorkspace';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import { counsellorBookingsPage, counsellorStats } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { withUnreadMessages } from './unreadMessages';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { ForbiddenError } from '../../platform/http/errors';
import { requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';

const counsellorParam = z.object({ userId: uuidId('Counsellor not found') });

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

  // Both reads are kept in memory until a booking, a student's name or the counsellor's name changes. The views depend on
  // the time only through sessions' ends, which fall on whole minutes (slots are named to the minute), so a page read at
  // the minute's start is exact for the whole minute.
  router.get('/counsellors/:userId/bookings', ownCounsellor, async (ctx) => {
    const page = parse(counsellorBookingsQuery, ctx.query);
    const counsellorId = parse(counsellorParam, ctx.params).userId;
    const minute = Math.floor(deps.clock.now().getTime() / 60_000) * 60_000;
    const key = `counsellor-bookings:${counsellorId}:${page.view}:${page.limit}:${page.offset}:${minute}`;
    await sendCachedJson(ctx, deps.cache, ['bookings', 'student_profiles', 'counsellors', 'chat'], key, async () => {
      const { bookings, total } = await counsellorBookingsPage(deps.db, counsellorId, page, new Date(minute));
      return { body: await withUnreadMessages(deps.db, counsellorId, bookings), headers: { [TOTAL_COUNT_HEADER]: String(total) } };
    });
  });

  router.get('/counsellors/:userId/stats', ownCounsellor, async (ctx) => {
    const counsellorId = parse(counsellorParam, ctx.params).userId;
    await sendCachedJson(ctx, deps.cache, ['bookings', 'counsellors', 'ledger'], `counsellor-stats:${counsellorId}`, async () => ({ body: await counsellorStats(deps.db, counsellorId) }));
  });

  return router;
}
