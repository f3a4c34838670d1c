// The calling counsellor's earnings (issue 15): as JSON for the page and its chart, and as a CSV download.
import Router from '@koa/router';
import { earningsPaths } from '@margdarshak/contracts/api/counsellorWorkspace';
import { earningRows } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole, userOf } from '../../platform/http/guards';
import { earningsCsv, summariseEarnings } from './earnings';

export function earningsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const counsellor = requireRole(deps, 'counsellor');

  router.get(earningsPaths.earnings, counsellor, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summariseEarnings(await earningRows(deps.db, userOf(ctx).id));
  });

  router.get(earningsPaths.csv, counsellor, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', 'attachment; filename="margdarshak-earnings.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = earningsCsv(await earningRows(deps.db, userOf(ctx).id));
  });

  return router;
}
