// The back office's packages: ra-data-simple-rest routes plus the spec's POST / PATCH / DELETE (dashboards §7).
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { idFilter } from '@margdarshak/contracts/api/bounds';
import { packageInput, packageTypeSchema } from '@margdarshak/contracts/api/packages';
import { findPackage, queryPackages } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { createPackage, deletePackage, updatePackage } from './packages';

const filterSchema = z.object({
  q: z.string().max(100).optional(),
  type: packageTypeSchema.optional(),
  id: idFilter,
});
const sortFields = ['id', 'name', 'type', 'price', 'highlighted'] as const;

export function adminPackagesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/packages' });
  router.use(requireRole(deps, 'admin'));

  const { existing } = resourceReads(router, '', {
    name: 'packages',
    sortFields,
    defaultSort: 'type',
    filter: filterSchema,
    notFound: 'Package not found',
    list: (query) => queryPackages(deps.db, query),
    find: (id) => findPackage(deps.db, id),
  });

  router.post('/', async (ctx) => {
    const fields = parse(packageInput, ctx.request.body);
    const id = await createPackage(deps, fields, actorOf(ctx));
    ctx.status = 201;
    ctx.body = await findPackage(deps.db, id);
  });

  const update = async (ctx: Koa.Context) => {
    const { id } = await existing(ctx);
    await updatePackage(deps, id, parse(packageInput, ctx.request.body), actorOf(ctx));
    ctx.body = await findPackage(deps.db, id);
  };
  router.put('/:id', update);
  router.patch('/:id', update);

  router.delete('/:id', async (ctx) => {
    const found = await existing(ctx);
    await deletePackage(deps, found.id, actorOf(ctx));
    ctx.body = found;
  });

  return router;
}
