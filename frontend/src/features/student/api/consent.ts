// The student's age and parent's consent (issue 20): where it stands, the date of birth given at first sign-in, and the
// waiting card's resend and change of address. Each change refetches the status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgeRequest, ConsentStatus } from '@margdarshak/contracts/api/family';
import { familyPaths } from '@margdarshak/contracts/api/familyPaths';
import { apiRequest, typed } from '../../../lib/apiClient';

export const consentStatusQueryOptions = queryOptions({
  queryKey: ['me', 'consent'],
  queryFn: ({ signal }) => apiRequest(familyPaths.consent, typed<ConsentStatus>(), { signal, cache: 'no-store' }),
  staleTime: 60_000,
});

export function useConsentStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...consentStatusQueryOptions, enabled });
}

function useConsentChange<Input>(send: (input: Input) => Promise<ConsentStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(consentStatusQueryOptions.queryKey, status),
  });
}

export const useRecordAge = () => useConsentChange((input: AgeRequest) => apiRequest(familyPaths.age, typed<ConsentStatus>(), { method: 'POST', json: input }));

export const useResendConsent = () => useConsentChange<void>(() => apiRequest(familyPaths.resend, typed<ConsentStatus>(), { method: 'POST', json: {} }));

export const useChangeParentEmail = () => useConsentChange((parentEmail: string) => apiRequest(familyPaths.parentEmail, typed<ConsentStatus>(), { method: 'PUT', json: { parentEmail } }));
