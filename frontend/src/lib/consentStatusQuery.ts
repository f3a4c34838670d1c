// GET /api/me/consent and the student's Send again (issues 20 and 30): read by the student's dashboard card and by the
// booking summary (which says before Pay that a parent must consent first), so they live here, below both features.
// Each change writes the status it answers into the query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentStatus } from '@margdarshak/contracts/api/family';
import { familyPaths } from '@margdarshak/contracts/api/familyPaths';
import { apiRequest, typed } from './apiClient';

export const consentStatusQueryOptions = queryOptions({
  queryKey: ['me', 'consent'],
  queryFn: ({ signal }) => apiRequest(familyPaths.consent, typed<ConsentStatus>(), { signal, cache: 'no-store' }),
  staleTime: 60_000,
});

export function useConsentStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...consentStatusQueryOptions, enabled });
}

/** A consent request whose answer carries the status (or, with `statusOf`, a body that holds it). */
export function useConsentChange<Input, Answer = ConsentStatus>(send: (input: Input) => Promise<Answer>, statusOf: (answer: Answer) => ConsentStatus = (answer) => answer as ConsentStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(consentStatusQueryOptions.queryKey, statusOf(answer)),
  });
}

export const useResendConsent = () => useConsentChange<void>(() => apiRequest(familyPaths.resend, typed<ConsentStatus>(), { method: 'POST', json: {} }));
