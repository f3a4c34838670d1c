// PUT /api/counsellor/sessions/{bookingId}/notes: the counsellor's private notes (never shown to the student or admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counsellorSessionPaths, sessionNotesRequest } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiSend } from '../../../lib/apiClient';
import { counsellorSessionKey } from './counsellorSession';

export function useSaveSessionNotes(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => apiSend(counsellorSessionPaths.notes(encodeURIComponent(bookingId)), { method: 'PUT', json: sessionNotesRequest.parse({ notes }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counsellorSessionKey(bookingId) }),
  });
}
