// POST /api/counsellor/sessions/{bookingId}/documents (multipart, one file field `document`): shares a PDF, PNG or JPG
// with the student; answers the SharedDocument. The session refetches so the list shows it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counsellorSessionPaths, type SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiRequest, typed } from '../../../lib/apiClient';
import { counsellorSessionKey } from './counsellorSession';

export function useShareSessionDocument(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('document', file, file.name);
      return apiRequest(counsellorSessionPaths.documents(encodeURIComponent(bookingId)), typed<SharedDocument>(), { method: 'POST', form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counsellorSessionKey(bookingId) }),
  });
}
