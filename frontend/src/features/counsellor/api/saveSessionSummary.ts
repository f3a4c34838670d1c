// PUT /api/counsellor/sessions/{bookingId}/summary: the summary shared with the student (their booking's sessionSummary).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counsellorSessionPaths, sessionSummaryRequest } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiSend } from '../../../lib/apiClient';
import { counsellorSessionKey } from './counsellorSession';

export function useSaveSessionSummary(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summary: string) => apiSend(counsellorSessionPaths.summary(encodeURIComponent(bookingId)), { method: 'PUT', json: sessionSummaryRequest.parse({ summary }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counsellorSessionKey(bookingId) }),
  });
}
