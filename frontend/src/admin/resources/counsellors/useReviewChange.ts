// PATCH /api/admin/counsellors/{id}/change/approve, or /change/reject with {reason}: a counsellor's pending profile change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { failureMessage, httpClient } from '../../adminHttp';

export type ChangeDecision = { approve: true } | { approve: false; reason: string };

export function useReviewChange() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ChangeDecision }) =>
      httpClient(`/api/admin/counsellors/${encodeURIComponent(id)}/change/${decision.approve ? 'approve' : 'reject'}`, {
        method: 'PATCH',
        body: decision.approve ? '' : JSON.stringify({ reason: decision.reason }),
      }),
    onSuccess: (_, { decision }) => {
      notify(decision.approve ? 'Change approved' : 'Change rejected', { type: 'success' });
      return queryClient.invalidateQueries();
    },
    onError: (error, { decision }) => notify(`${decision.approve ? 'Failed to approve change' : 'Failed to reject change'}: ${failureMessage(error)}`, { type: 'error' }),
  });
}
