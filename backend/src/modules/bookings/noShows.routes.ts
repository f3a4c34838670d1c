// Missed sessions: POST /api/bookings/{id}/no-show by the session's student or counsellor (and GET, what was reported
// and found), POST /api/admin/bookings/{id}/no-show by an admin, who resolves it.
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { noShowReportRequest, noShowResolutionRequest } from '@margdarshak/contracts/bookings/noShow';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { noShowStatus, reportNoShow, resolveNoShow } from './noShows';

const bookingParam = z.object({ id: uuidId('Booking not found') });

export function noShowsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const parties = requireRole(deps, 'student', 'counsellor');

  router.get('/bookings/:id/no-show', requireRole(deps, 'student', 'counsellor', 'admin'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { id } = parse(bookingParam, ctx.params);
    ctx.body = await noShowStatus(deps, id, userOf(ctx));
  });

  router.post('/bookings/:id/no-show', parties, async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const report = parse(noShowReportRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reportNoShow(deps, id, userOf(ctx), report, actorOf(ctx));
  });

  router.post('/admin/bookings/:id/no-show', requireRole(deps, 'admin'), async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const finding = parse(noShowResolutionRequest, ctx.request.body);
    ctx.body = await resolveNoShow(deps, id, userOf(ctx), finding, actorOf(ctx));
  });

  return router;
}
