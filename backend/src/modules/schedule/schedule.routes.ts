// GET /api/counsellors/{id}/available-slots (public-area §7) and the counsellor's own hours.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { availabilityRequest, slotsQuery, type AvailableSlotsResponse } from '@margdarshak/contracts/api/bookings';
import { availabilityOf } from '@margdarshak/projections/schedule/scheduleQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { availableSlots, setAvailability } from './schedule';

const idParam = z.object({ id: uuidId('Counsellor not found') });

export function scheduleRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/counsellors/:id' });

  router.get('/available-slots', async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    const { date } = parse(slotsQuery, ctx.query);
    const body: AvailableSlotsResponse = { availableSlots: await availableSlots(deps, id, date) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  const ownOrAdmin = requireRole(deps, 'counsellor', 'admin');
  const mustOwn = (ctx: Koa.Context, id: string) => {
    const user = userOf(ctx);
    if (user.role !== 'admin' && user.id !== id) throw new ForbiddenError('You can only manage your own availability');
  };

  router.get('/availability', ownOrAdmin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    mustOwn(ctx, id);
    ctx.body = await availabilityOf(deps.db, id);
  });

  router.put('/availability', ownOrAdmin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    mustOwn(ctx, id);
    const availability = parse(availabilityRequest, ctx.request.body);
    await setAvailability(deps, id, availability, actorOf(ctx));
    ctx.body = await availabilityOf(deps.db, id);
  });

  return router;
}
