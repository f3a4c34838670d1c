// The parent dashboard's own parts (role parent; signed out 401, another role 403): the parent's settings, a receipt
// for a child's session (another family's child 403, as every child route answers), and the children whose accounts
// were deleted.
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { parentDashboardPaths, parentSettingsRequest, type DeletedChild } from '@margdarshak/contracts/api/parentDashboard';
import { erasedChildrenOf } from '@margdarshak/projections/family/familyQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { ownChild } from './ownChild';
import { parentReceipt } from './parentReceipt';
import { chooseReminders, parentSettings } from './parentSettings';

const bookingParam = z.object({ bookingId: uuidId('Booking not found') });

export function parentDashboardRoutes(deps: AppDeps): Router {
  const router = new Router();
  const parent = requireRole(deps, 'parent');

  router.get(parentDashboardPaths.settings, parent, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await parentSettings(deps, userOf(ctx).id);
  });

  router.put(parentDashboardPaths.settings, parent, async (ctx) => {
    const { reminders } = parse(parentSettingsRequest, ctx.request.body);
    ctx.body = await chooseReminders(deps, userOf(ctx).id, reminders, actorOf(ctx));
  });

  router.get('/api/parent/children/:childId/bookings/:bookingId/receipt', parent, async (ctx) => {
    const childId = await ownChild(deps, ctx);
    const { bookingId } = parse(bookingParam, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await parentReceipt(deps, childId, bookingId);
  });

  router.get(parentDashboardPaths.deletedChildren, parent, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: DeletedChild[] = await erasedChildrenOf(deps.db, userOf(ctx).id);
    ctx.body = body;
  });

  return router;
}
