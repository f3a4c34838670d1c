// The 5 most recent bookings (dashboards §9), asked as the data provider asks for a page of the list:
// GET /api/admin/bookings?sort=["bookingDate","DESC"]&range=[0,4]. A query of its own rather than react-admin's list
// hook, so the overview reads it before react-admin has started (docs/decisions/0159); a change made in the back office
// refreshes every query, this one with them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBooking } from '@margdarshak/contracts/api/admin';
import { httpClient } from '../../adminHttp';

export const RECENT_BOOKINGS = 5;

const query = new URLSearchParams({ sort: JSON.stringify(['bookingDate', 'DESC']), range: JSON.stringify([0, RECENT_BOOKINGS - 1]), filter: '{}' });

const recentBookingsQuery = queryOptions({
  queryKey: ['admin', 'bookings', 'recent'],
  queryFn: async () => (await httpClient(`/api/admin/bookings?${query}`)).json as AdminBooking[],
});

export const useRecentBookings = () => useQuery(recentBookingsQuery);
