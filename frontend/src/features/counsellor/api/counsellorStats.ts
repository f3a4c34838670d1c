// GET /api/counsellors/{userId}/stats: the dashboard's four stat cards (dashboards §2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiRequest, typed } from '../../../lib/apiClient';

export const counsellorStatsKey = (userId: string) => ['counsellor', userId, 'stats'] as const;

export const counsellorStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: counsellorStatsKey(userId),
    queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(userId)}/stats`, typed<CounsellorStats>(), { signal, cache: 'no-store' }),
  });

export function useCounsellorStats(userId: string) {
  return useQuery({ ...counsellorStatsQueryOptions(userId), enabled: userId !== '' });
}
