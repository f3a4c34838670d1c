// The back office's Users tab (dashboards §2, §7): students, in ra-data-simple-rest's protocol. Admins only; deleting a
// user is DELETE /api/admin/users/{id} (adminCounsellors.routes.ts), shared with counsellors as the spec has it.
import Router from '@koa/router';
import { adminUserFilter, adminUserSortFields } from '@margdarshak/contracts/api/admin';
import { findAdminUser, queryAdminUsers } from '@margdarshak/projections/users/adminUsersQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';

export function adminUsersRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireRole(deps, 'admin'));
  resourceReads(router, '/users', {
    name: 'users',
    sortFields: adminUserSortFields,
    defaultSort: 'createdAt',
    filter: adminUserFilter,
    notFound: 'User not found',
    list: (query) => queryAdminUsers(deps.db, query),
    find: (id) => findAdminUser(deps.db, id),
  });
  return router;
}
