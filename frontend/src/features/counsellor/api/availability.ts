// GET and PUT /api/counsellors/{id}/availability: the counsellor's weekly hours (India time) and days off. A counsellor
// who never set them is answered the defaults; a 404 is read the same way.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityRequest, type Availability } from '@margdarshak/contracts/api/bookings';
import { defaultWeeklyHours } from '@margdarshak/contracts/schedule/slots';
import { ApiError, apiRequest, typed } from '../../../lib/apiClient';

const trusted = typed<Availability>();
const url = (counsellorId: string) => `/api/counsellors/${encodeURIComponent(counsellorId)}/availability`;

export const availabilityQueryOptions = (counsellorId: string) =>
  queryOptions({
    queryKey: ['counsellors', counsellorId, 'availability'],
    queryFn: async ({ signal }): Promise<Availability> => {
      try {
        return await apiRequest(url(counsellorId), trusted, { signal, cache: 'no-store' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { weekly: defaultWeeklyHours, daysOff: [] };
        throw error;
      }
    },
  });

export function useAvailability(counsellorId: string) {
  return useQuery({ ...availabilityQueryOptions(counsellorId), enabled: counsellorId !== '' });
}

/** Sends the hours as the contract reads them; answers what the server stored, which replaces the cached copy. */
export function useSaveAvailability(counsellorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => apiRequest(url(counsellorId), trusted, { method: 'PUT', json: availabilityRequest.parse(availability) }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityQueryOptions(counsellorId).queryKey, saved),
  });
}
