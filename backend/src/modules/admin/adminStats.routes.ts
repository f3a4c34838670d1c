// The back office's overview (dashboards §2, §3, §7): the figures, and the months of its chart. Admins only. Each read
// is a handful of counter rows, kept in memory until the adminStats read model or the ledger (the money) changes; 'this
// month' is India's by the injected clock, so the cached answer is keyed by that month.
import Router from '@koa/router';
import type Koa from 'koa';
import { adminStats, adminStatsMonths } from '@margdarshak/projections/adminStats/adminStatsQueries';
import { istMonth } from '@margdarshak/projections/adminStats/adminStatsFold';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import type { AppDeps } from '../../platform/deps';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { requireRole } from '../../platform/http/guards';

export function adminStatsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const admin = requireRole(deps, 'admin');
  const figures =
    (name: string, read: (now: Date) => Promise<unknown>): Koa.Middleware =>
    async (ctx) => {
      const now = deps.clock.now();
      await sendCachedJson(ctx, deps.cache, [adminStatsProjection.name, ledgerProjection.name], `${name}:${istMonth(now)}`, async () => ({ body: await read(now) }));
    };
  const noStore: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };

  router.get(
    '/api/admin/stats',
    noStore,
    admin,
    figures('stats', (now) => adminStats(deps.db, now)),
  );
  router.get(
    '/api/admin/stats/months',
    noStore,
    admin,
    figures('months', (now) => adminStatsMonths(deps.db, now)),
  );

  return router;
}
