// The back office's Bookings tab (dashboards §2, §7), in ra-data-simple-rest's protocol. Admins only; cancelling is
// POST /api/bookings/{id}/cancel (bookings.routes.ts), where an admin's reason is kept and the refund is in full.
import Router from '@koa/router';
import { adminBookingFilter, adminBookingSortFields } from '@margdarshak/contracts/api/admin';
import { findAdminBooking, queryAdminBookings } from '@margdarshak/projections/bookings/adminBookingsQueries';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { bookingsProjection } from '@margdarshak/projections/bookings/bookingsProjection';
import { counsellorsProjection } from '@margdarshak/projections/counsellors/counsellorsProjection';
import { studentProfilesProjection } from '@margdarshak/projections/students/studentProfilesProjection';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';

export function adminBookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireRole(deps, 'admin'));
  resourceReads(router, '/bookings', {
    name: 'bookings',
    sortFields: adminBookingSortFields,
    defaultSort: 'bookingDate',
    filter: adminBookingFilter,
    notFound: 'Booking not found',
    list: (query) => queryAdminBookings(deps.db, query),
    find: (id) => findAdminBooking(deps.db, id),
    // The rows, their totals (the overview's counters) and the names joined in.
    cachedUntilChanged: { cache: deps.cache, projections: [bookingsProjection.name, adminStatsProjection.name, studentProfilesProjection.name, counsellorsProjection.name] },
  });
  return router;
}
