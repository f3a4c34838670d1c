// GET and PUT /api/counsellors/{id}/availability: the counsellor's weekly hours and days off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

const trusted = typed<Availability>();
const key = (id: string) => ['counsellor', id, 'availability'] as const;

export function useAvailability(counsellorId: string) {
  return useQuery({ queryKey: key(counsellorId), queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(counsellorId)}/availability`, trusted, { signal }), enabled: Boolean(counsellorId) });
}

export function useSaveAvailability(counsellorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => apiRequest(`/api/counsellors/${encodeURIComponent(counsellorId)}/availability`, trusted, { method: 'PUT', json: availability }),
    onSuccess: (saved) => queryClient.setQueryData(key(counsellorId), saved),
  });
}
