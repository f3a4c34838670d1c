// A booking's missed session in the back office: GET /api/bookings/{id}/no-show (the reports with their notes, and any
// finding) and POST /api/admin/bookings/{id}/no-show (the admin's finding, contracts: noShowResolutionRequest); a
// finding refreshes the booking everywhere, since the counsellor absent cancels and refunds it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { noShowResolutionRequest, type NoShowResolutionRequest, type NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { failureMessage, httpClient } from '../../adminHttp';
import { refreshAfterChange } from './refreshAfterChange';

const noShowKey = (id: string) => ['bookings', id, 'no-show'];

export function useNoShowStatus(id: string, enabled: boolean) {
  return useQuery({
    queryKey: noShowKey(id),
    queryFn: async (): Promise<NoShowStatus> => (await httpClient(`/api/bookings/${encodeURIComponent(id)}/no-show`)).json as NoShowStatus,
    enabled,
  });
}

export function useResolveNoShow(id: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (finding: NoShowResolutionRequest): Promise<NoShowStatus> => {
      const body = noShowResolutionRequest.parse(finding);
      return (await httpClient(`/api/admin/bookings/${encodeURIComponent(id)}/no-show`, { method: 'POST', body: JSON.stringify(body) })).json as NoShowStatus;
    },
    onSuccess: (status) => {
      notify('Missed session resolved', { type: 'success' });
      queryClient.setQueryData(noShowKey(id), status);
      return refreshAfterChange(queryClient);
    },
    onError: (error) => notify(`Failed to resolve the missed session: ${failureMessage(error)}`, { type: 'error' }),
  });
}
