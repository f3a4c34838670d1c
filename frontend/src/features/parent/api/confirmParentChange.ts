// POST /api/parent/children/{childId}/parent-change/confirm: the parent who consented agrees that another parent or
// guardian, whom the child named, be asked; refetches the children (the change shows as confirmed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyPaths } from '@margdarshak/contracts/api/family';
import { apiRequest, messageResponse } from '../../../lib/apiClient';
import { childrenQueryOptions } from './children';

export function useConfirmParentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => apiRequest(familyPaths.confirmParentChange(childId), messageResponse, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryOptions.queryKey }),
  });
}
