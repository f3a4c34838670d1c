// The back office's counsellors (ra-data-simple-rest) and the spec's approve / reject / pause calls, plus resume,
// a counsellor's pending profile change approved or rejected with a reason, and the account deletion the spec routes through DELETE /api/admin/users/{id} (dashboards §7).
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { idFilter, uuidId } from '@margdarshak/contracts/api/bounds';
import { applicationRejection, changeRejection, counsellorStatuses } from '@margdarshak/contracts/api/counsellors';
import { findCounsellor, queryAdminCounsellors, toAdminCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { changeStatus, deleteAccount, reviewChange } from './counsellors';

const idParam = z.object({ id: uuidId('Counsellor not found') });
const userIdParam = z.object({ id: uuidId('User not found') });
const changeParam = z.object({ id: uuidId('Counsellor not found'), change: z.enum(['approve', 'reject', 'pause', 'resume']) });
const filterSchema = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(counsellorStatuses).optional(),
  changePending: z.boolean().optional(),
  id: idFilter,
});
const sortFields = ['createdAt', 'name', 'email', 'status'] as const;

export function adminCounsellorsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireRole(deps, 'admin'));

  const { existing } = resourceReads(router, '/counsellors', {
    name: 'counsellors',
    sortFields,
    defaultSort: 'createdAt',
    filter: filterSchema,
    notFound: 'Counsellor not found',
    show: toAdminCounsellor,
    list: (query) => queryAdminCounsellors(deps.db, query),
    find: (id) => findCounsellor(deps.db, id),
  });

  router.patch('/counsellors/:id/:change', async (ctx) => {
    const { change } = parse(changeParam, ctx.params);
    // The spec sends an empty body; a rejection may carry the admin's reason, which the counsellor is mailed.
    const reason = change === 'reject' ? parse(applicationRejection, ctx.request.body)?.reason : undefined;
    const { id } = await existing(ctx);
    await changeStatus(deps, id, change, actorOf(ctx), reason);
    ctx.body = toAdminCounsellor(await existing(ctx));
  });

  router.patch('/counsellors/:id/change/approve', async (ctx) => {
    const { id } = await existing(ctx);
    await reviewChange(deps, id, { approve: true }, actorOf(ctx));
    ctx.body = toAdminCounsellor(await existing(ctx));
  });

  router.patch('/counsellors/:id/change/reject', async (ctx) => {
    const { reason } = parse(changeRejection, ctx.request.body);
    const { id } = await existing(ctx);
    await reviewChange(deps, id, { approve: false, reason }, actorOf(ctx));
    ctx.body = toAdminCounsellor(await existing(ctx));
  });

  const remove = async (id: string, ctx: Koa.Context) => {
    const row = await findCounsellor(deps.db, id);
    await deleteAccount(deps, id, actorOf(ctx));
    ctx.body = row ? toAdminCounsellor(row) : { id };
  };
  router.delete('/counsellors/:id', async (ctx) => remove(parse(idParam, ctx.params).id, ctx));
  router.delete('/users/:id', async (ctx) => remove(parse(userIdParam, ctx.params).id, ctx));

  return router;
}
