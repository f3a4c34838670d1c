// The 5 most recent bookings (dashboards §9), through the data provider:
// GET /api/admin/bookings?sort=["bookingDate","DESC"]&range=[0,4].
import { useGetList } from 'react-admin';
import type { AdminBooking } from '@margdarshak/contracts/api/admin';

export const RECENT_BOOKINGS = 5;

export const useRecentBookings = () => useGetList<AdminBooking>('bookings', { pagination: { page: 1, perPage: RECENT_BOOKINGS }, sort: { field: 'bookingDate', order: 'DESC' }, filter: {} });
