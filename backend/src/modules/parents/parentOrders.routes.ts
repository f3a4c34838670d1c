// The parent dashboard's offer to pay for the session their child asked them for (issue 30): the session, and the order
// for it. Apart from parent.routes.ts so each stays one concern. Another family's child answers 403, as there.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { parentOrderRequest, type AskedSessionResponse } from '@margdarshak/contracts/api/family';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { askedSessionView, orderAskedSession } from './parentOrders';

const childParam = z.object({ childId: uuidId('Child not found') });

export function parentOrdersRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/parent/children/:childId' });
  const parent = requireRole(deps, 'parent');

  const ownChild = async (ctx: Koa.Context) => {
    const { childId } = parse(childParam, ctx.params);
    if (!(await isParentOf(deps.db, userOf(ctx).id, childId))) throw new ForbiddenError('You can only see your own children');
    return childId;
  };

  router.get('/asked-session', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    ctx.set('Cache-Control', 'no-store');
    const body: AskedSessionResponse = { session: await askedSessionView(deps, childId, userOf(ctx).id) };
    ctx.body = body;
  });

  router.post('/orders', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    const input = parse(parentOrderRequest, ctx.request.body);
    ctx.body = await orderAskedSession(deps, userOf(ctx).id, childId, input, actorOf(ctx));
    ctx.status = 201;
  });

  return router;
}
