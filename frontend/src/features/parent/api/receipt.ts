// GET /api/parent/children/{childId}/bookings/{bookingId}/receipt: the receipt for a child's booked session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentDashboardPaths, type ParentReceipt } from '@margdarshak/contracts/api/parentDashboard';
import { apiRequest, typed } from '../../../lib/apiClient';

export const receiptQueryOptions = (childId: string, bookingId: string) =>
  queryOptions({
    queryKey: ['parent', 'receipt', childId, bookingId],
    queryFn: ({ signal }) => apiRequest(parentDashboardPaths.receipt(childId, bookingId), typed<ParentReceipt>(), { signal, cache: 'no-store' }),
    staleTime: 60_000,
  });

export const useReceipt = (childId: string, bookingId: string) => useQuery(receiptQueryOptions(childId, bookingId));
