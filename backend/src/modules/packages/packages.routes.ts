// Public package reads (public-area §7).
import Router from '@koa/router';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { packageTypeSchema } from '@margdarshak/contracts/api/packages';
import { findPackage, findPackageByType, listPackages } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { NotFoundError } from '../../platform/http/errors';

export function packagesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/packages' });

  const loadList = async () => ({ body: await listPackages(deps.db) });
  router.get('/', (ctx) => sendCachedJson(ctx, deps.cache, 'packages', 'list', loadList));

  router.get('/:typeOrId', async (ctx) => {
    const key = ctx.params.typeOrId ?? '';
    const type = packageTypeSchema.safeParse(key);
    const found = type.success ? await findPackageByType(deps.db, type.data) : uuidId().safeParse(key).success ? await findPackage(deps.db, key) : undefined;
    if (!found) throw new NotFoundError('Package not found');
    ctx.body = found;
  });

  return router;
}
