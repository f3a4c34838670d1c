// POST /api/bookings/{id}/cancel from the back office, with the admin's optional reason (contracts: adminCancelRequest);
// then every list, the overview's figures and the booking's details refetch (dashboards §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { adminCancelRequest } from '@margdarshak/contracts/api/admin';
import type { CancelResponse } from '@margdarshak/contracts/api/bookings';
import { failureMessage, httpClient } from '../../adminHttp';
import { refreshAfterChange } from './refreshAfterChange';

export function useCancelBooking() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason?: string }): Promise<CancelResponse> => {
      const body = adminCancelRequest.parse({ reason });
      return (await httpClient(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: JSON.stringify(body) })).json as CancelResponse;
    },
    onSuccess: () => {
      notify('Booking cancelled', { type: 'success' });
      return refreshAfterChange(queryClient);
    },
    onError: (error) => notify(`Failed to cancel booking: ${failureMessage(error)}`, { type: 'error' }),
  });
}
