// GET /api/counsellors/{id}/available-slots?date=YYYY-MM-DD (public-area §7): the open slots of one day, never cached,
// since a slot can be taken at any moment.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableSlotsResponse } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

export const availableSlotsQueryOptions = (counsellorId: string, date: string) =>
  queryOptions({
    queryKey: ['counsellors', counsellorId, 'available-slots', date],
    queryFn: ({ signal }) =>
      apiRequest(`/api/counsellors/${encodeURIComponent(counsellorId)}/available-slots?${new URLSearchParams({ date }).toString()}`, typed<AvailableSlotsResponse>(), {
        signal,
        cache: 'no-store',
      }),
    staleTime: 0,
  });

/** The slots of `date`, or nothing while no date is chosen. */
export function useAvailableSlots(counsellorId: string, date: string | null) {
  return useQuery({ ...availableSlotsQueryOptions(counsellorId, date ?? ''), enabled: date !== null });
}
