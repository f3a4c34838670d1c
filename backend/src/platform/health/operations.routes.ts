// GET /api/admin/operations: the read models' lag, failures and parked events, and the processors' pending jobs, for the
// back office's dashboard, which warns while any event is parked. Admins only: it names streams and errors. The figures
// are the ones /metrics serves (operationsFigures.ts).
import Router from '@koa/router';
import type { OperationsStatus } from '@margdarshak/contracts/api/operations';
import { listParked } from '@margdarshak/projections/parked';
import type { Projection } from '@margdarshak/projections/projection';
import type { AppDeps } from '../deps';
import { requireRole } from '../http/guards';
import { readOperationsFigures } from './operationsFigures';

export function operationsRoutes(deps: Pick<AppDeps, 'db' | 'cache' | 'eventStore' | 'clock'>, projections: readonly Projection[]): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.get('/operations', requireRole(deps, 'admin'), async (ctx) => {
    const [figures, parked] = await Promise.all([readOperationsFigures({ db: deps.db, eventStore: deps.eventStore, projections, now: deps.clock.now() }), listParked(deps.db)]);
    const status: OperationsStatus = {
      projections: figures.projections.map(({ name, lag, lagSeconds, failing, parked: count }) => ({ name, lag, lagSeconds, failing, parked: count })),
      parkedEvents: parked.slice(0, 20).map(({ projection, position, type, streamName, error, parkedAt }) => ({ projection, position, type, streamName, error, parkedAt })),
      jobs: figures.jobs,
      jobsByProcessor: figures.jobsByProcessor,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = status;
  });
  return router;
}
