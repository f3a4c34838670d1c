// A missed session: GET /api/bookings/{id}/no-show (what was reported and found, and whether the signed-in party may
// report now, by the server's clock) and POST, the report itself; the report refetches the status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noShowReportRequest, type NoShowReportRequest, type NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { apiRequest, typed } from '../../lib/apiClient';

const noShowPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/no-show`;

export const noShowQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'no-show'],
    queryFn: ({ signal }) => apiRequest(noShowPath(bookingId), typed<NoShowStatus>(), { signal, cache: 'no-store' }),
    retry: false,
  });

/** Asked only for a session that was held (confirmed or completed) and has started: before, there is nothing to say. */
export function useNoShowStatus(bookingId: string, enabled: boolean) {
  return useQuery({ ...noShowQueryOptions(bookingId), enabled });
}

export function useReportNoShow(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: NoShowReportRequest) => apiRequest(noShowPath(bookingId), typed<NoShowStatus>(), { method: 'POST', json: noShowReportRequest.parse(report) }),
    onSuccess: (status) => queryClient.setQueryData(noShowQueryOptions(bookingId).queryKey, status),
  });
}
