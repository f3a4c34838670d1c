// The back office's payouts (issue 31, item 2): GET /api/admin/payouts in the simple-rest shape, for admins and auditors
// (auditors only read: their POST is refused before any route), and POST to record one, for admins.
import Router from '@koa/router';
import { payoutInput, payoutSortFields, payoutsFilter } from '@margdarshak/contracts/api/statements';
import { findPayout, queryPayouts } from '@margdarshak/projections/payouts/payoutsQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { NotFoundError } from '../../platform/http/errors';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { recordPayout } from './payouts';

const NO_PAYOUT = 'Payout not found';

export function payoutsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/payouts' });
  resourceReads(router.use(requireRole(deps, 'admin', 'auditor')), '', {
    name: 'payouts',
    sortFields: payoutSortFields,
    defaultSort: 'recordedAt',
    filter: payoutsFilter,
    notFound: NO_PAYOUT,
    list: (query) => queryPayouts(deps.db, query),
    find: (id) => findPayout(deps.db, id),
  });
  router.post('/', requireRole(deps, 'admin'), async (ctx) => {
    const id = await recordPayout(deps, parse(payoutInput, ctx.request.body), actorOf(ctx));
    const recorded = await findPayout(deps.db, id);
    if (!recorded) throw new NotFoundError(NO_PAYOUT);
    ctx.status = 201;
    ctx.body = recorded;
  });
  return router;
}
