// POST /api/counsellor/sessions/{bookingId}/complete: marks an ended session completed (409 before it has ended). The
// session, the dashboard's lists and its figures change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counsellorSessionPaths } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiSend } from '../../../lib/apiClient';
import { counsellorBookingsKey } from './counsellorBookings';
import { counsellorSessionKey } from './counsellorSession';
import { counsellorStatsKey } from './counsellorStats';

export function useCompleteSession(bookingId: string, counsellorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend(counsellorSessionPaths.complete(encodeURIComponent(bookingId)), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: counsellorSessionKey(bookingId) }),
        queryClient.invalidateQueries({ queryKey: counsellorBookingsKey(counsellorId) }),
        queryClient.invalidateQueries({ queryKey: counsellorStatsKey(counsellorId) }),
      ]),
  });
}
