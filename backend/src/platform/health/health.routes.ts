// GET /api/health/live (the process answers; touches nothing) and GET /api/health/ready (the database answers; each
// read model's lag), for load balancers and orchestrators. Registered before sessions, so a probe never needs one.
import Router from '@koa/router';
import type { Projection } from '@margdarshak/projections/projection';
import { isConnectionFailure } from '../db/connectionFailure';
import type { AppDeps } from '../deps';
import { answerDatabaseUnavailable, databaseUnavailableMessage } from '../http/databaseOutage';
import { checkReadiness } from './readiness';

export function healthRoutes(deps: Pick<AppDeps, 'db' | 'eventStore' | 'clock'>, projections: readonly Projection[]): Router {
  const router = new Router({ prefix: '/api/health' });

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/live', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/ready', async (ctx) => {
    try {
      ctx.body = await checkReadiness({ db: deps.db, eventStore: deps.eventStore, projections, now: deps.clock.now() });
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      answerDatabaseUnavailable(ctx);
      ctx.body = { status: 'unavailable', error: databaseUnavailableMessage };
    }
  });

  return router;
}
