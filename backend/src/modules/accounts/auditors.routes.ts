// The back office's Staff resource (ra-data-simple-rest under /api/admin/auditors), for admins: list, show, create and
// remove auditor accounts.
import Router from '@koa/router';
import { z } from 'zod';
import { idFilter } from '@margdarshak/contracts/api/bounds';
import { auditorSortFields } from '@margdarshak/contracts/api/audit';
import { findAuditor, queryAuditors } from '@margdarshak/projections/users/auditorsQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { AUDITOR_NOT_FOUND, createAuditor, removeAuditor } from './auditors';
import { registerInput } from './newPassword';

/** The registration's rules (the common-password list included) for the e-mail and the password. */
const auditorInput = registerInput.pick({ email: true, password: true });
const filterSchema = z.object({
  q: z.string().max(100).optional(),
  id: idFilter,
});

export function auditorsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/auditors' });
  router.use(requireRole(deps, 'admin'));

  const { existing } = resourceReads(router, '', {
    name: 'auditors',
    sortFields: auditorSortFields,
    defaultSort: 'createdAt',
    filter: filterSchema,
    notFound: AUDITOR_NOT_FOUND,
    list: (query) => queryAuditors(deps.db, query),
    find: (id) => findAuditor(deps.db, id),
  });

  router.post('/', async (ctx) => {
    const input = parse(auditorInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createAuditor(deps, input, actorOf(ctx));
  });

  router.delete('/:id', async (ctx) => {
    const { id } = await existing(ctx);
    ctx.body = await removeAuditor(deps, id, actorOf(ctx));
  });

  return router;
}
