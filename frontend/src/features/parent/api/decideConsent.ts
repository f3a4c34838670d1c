// POST /api/consent/{token} {decision, isParent, password}: consenting signs the parent in (the current user is
// refetched); refusing closes the child's account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentDecisionRequest, familyPaths, type ConsentDecisionRequest, type ConsentDecisionResponse } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';
import { currentUserQueryKey } from '../../auth';

export function useDecideConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentDecisionRequest) => apiRequest(familyPaths.consentRequest(token), typed<ConsentDecisionResponse>(), { method: 'POST', json: consentDecisionRequest.parse(input) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      queryClient.removeQueries({ queryKey: ['consent', token] });
    },
  });
}
