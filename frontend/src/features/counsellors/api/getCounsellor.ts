// GET /api/counsellors/{id}: one counsellor's card data, for the profile page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient';
import { counsellorListItem } from './getCounsellors';

export const counsellorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['counsellors', 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(id)}`, counsellorListItem, { signal }),
  });

export function useCounsellor(id: string) {
  return useQuery(counsellorQueryOptions(id));
}
