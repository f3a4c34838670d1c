// GET /api/parent/children/{childId}/bookings: a child's sessions, released reports, shared notes and payments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyPaths, type ParentChildBooking } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';

export const childBookingsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['parent', 'children', childId, 'bookings'],
    queryFn: ({ signal }) => apiRequest(familyPaths.childBookings(childId), typed<ParentChildBooking[]>(), { signal, cache: 'no-store' }),
    staleTime: 60_000,
  });

export const useChildBookings = (childId: string) => useQuery(childBookingsQueryOptions(childId));
