// DELETE /api/counsellor/sessions/{bookingId}/documents/{documentId}: the student no longer sees the document.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counsellorSessionPaths } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiSend } from '../../../lib/apiClient';
import { counsellorSessionKey } from './counsellorSession';

export function useWithdrawSessionDocument(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiSend(`${counsellorSessionPaths.documents(encodeURIComponent(bookingId))}/${encodeURIComponent(documentId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counsellorSessionKey(bookingId) }),
  });
}
