// The back office's part in consent: where a student's consent stands, and confirming a change of parent the student
// asked for when the parent who consented cannot (their account is gone, or the family asked us), with a reason.
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { confirmParentChangeRequest } from '@margdarshak/contracts/api/family';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { NotFoundError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { adminConsentView, confirmParentChange } from './parentChange';

const studentParam = z.object({ id: uuidId('Student not found') });

export function adminConsentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/students/:id' });
  router.use(requireRole(deps, 'admin'));

  const studentOf = async (params: unknown) => {
    const { id } = parse(studentParam, params);
    const user = await findActiveUser(deps.db, id);
    if (user?.role !== 'student') throw new NotFoundError('Student not found');
    return id;
  };

  router.get('/consent', async (ctx) => {
    const id = await studentOf(ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await adminConsentView(deps, id);
  });

  router.post('/parent-change/confirm', async (ctx) => {
    const id = await studentOf(ctx.params);
    const seen = parse(confirmParentChangeRequest, ctx.request.body);
    await confirmParentChange(deps, id, { userId: userOf(ctx).id, role: 'admin' }, seen, actorOf(ctx));
    ctx.body = await adminConsentView(deps, id);
  });

  return router;
}
