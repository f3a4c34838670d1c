// The back office's Bookings tab (dashboards §2, §7), in ra-data-simple-rest's protocol. Admins only; cancelling is
// POST /api/bookings/{id}/cancel (bookings.routes.ts), where an admin's reason is kept and the refund is in full.
import Router from '@koa/router';
import { adminBookingFilter, adminBookingSortFields } from '@margdarshak/contracts/api/admin';
import { findAdminBooking, queryAdminBookings } from '@margdarshak/projections/bookings/adminBookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';

export function adminBookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireRole(deps, 'admin'));
  resourceReads(router, '/bookings', {
    name: 'bookings', sortFields: adminBookingSortFields, defaultSort: 'bookingDate', filter: adminBookingFilter, notFound: 'Booking not found',
    list: (query) => queryAdminBookings(deps.db, query), find: (id) => findAdminBooking(deps.db, id),
  });
  return router;
}
