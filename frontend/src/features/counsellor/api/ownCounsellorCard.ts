// GET /api/counsellors/{id} for the counsellor themself: their card as students see it, read for its photo (the profile
// call carries none). Its owner gets it whatever the approval status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { apiRequest, typed } from '../../../lib/apiClient';

export const ownCounsellorCardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['counsellor', userId, 'card'],
    queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(userId)}`, typed<CounsellorListItem>(), { signal }),
    retry: false,
  });

export function useOwnCounsellorCard(userId: string) {
  return useQuery({ ...ownCounsellorCardQueryOptions(userId), enabled: userId !== '' });
}
