// PATCH /api/admin/counsellors/{id}/approve|reject|pause|resume (a rejection with the admin's reason, the others with an
// empty body), then the lists and stats refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { failureMessage, httpClient } from '../../adminHttp';
import { changeMessages, type StatusChange } from './counsellorRecord';

export function useCounsellorChange() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change, reason }: { id: string; change: StatusChange; reason?: string }) =>
      httpClient(`/api/admin/counsellors/${encodeURIComponent(id)}/${change}`, { method: 'PATCH', body: reason ? JSON.stringify({ reason }) : '' }),
    onSuccess: (_, { change }) => {
      notify(changeMessages[change].success, { type: 'success' });
      return queryClient.invalidateQueries();
    },
    onError: (error, { change }) => notify(`${changeMessages[change].failure}: ${failureMessage(error)}`, { type: 'error' }),
  });
}
