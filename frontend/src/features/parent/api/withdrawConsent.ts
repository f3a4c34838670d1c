// POST /api/parent/children/{childId}/withdraw-consent; refetches the children (their consent changes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyPaths, type WithdrawConsentResponse } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';
import { childrenQueryOptions } from './children';

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => apiRequest(familyPaths.withdraw(childId), typed<WithdrawConsentResponse>(), { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryOptions.queryKey }),
  });
}
