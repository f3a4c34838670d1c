// POST /api/parent/children/{childId}/parent-change/confirm: the parent who consented agrees that another parent or
// guardian, whom the child named, be asked; refetches the children (the change shows as confirmed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyPaths, parentConfirmChangeRequest, type ParentConfirmChangeRequest } from '@margdarshak/contracts/api/family';
import { apiRequest, messageResponse } from '../../../lib/apiClient';
import { childrenQueryOptions } from './children';

export function useConfirmParentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    // The request as the page showed it: one the child replaced meanwhile is refused, never agreed to unseen.
    mutationFn: ({ childId, requestedAt }: { childId: string } & ParentConfirmChangeRequest) =>
      apiRequest(familyPaths.confirmParentChange(childId), messageResponse, { method: 'POST', json: parentConfirmChangeRequest.parse({ requestedAt }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryOptions.queryKey }),
  });
}
