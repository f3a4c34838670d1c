// GET /api/consent/{token}: what the parent's link shows (the child's first name, the notice); 410 once used or expired.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyPaths, type ConsentRequestView } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';

export const consentRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['consent', token],
    queryFn: ({ signal }) => apiRequest(familyPaths.consentRequest(token), typed<ConsentRequestView>(), { signal, cache: 'no-store' }),
  });

export const useConsentRequest = (token: string) => useQuery(consentRequestQueryOptions(token));
