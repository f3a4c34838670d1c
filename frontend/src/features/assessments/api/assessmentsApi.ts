// The tests' items and stateless scoring (GET /api/assessments/{type}/items, POST /api/assessments/{type}/score).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ItemsResponse, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';
import { apiRequest, typed } from '../../../lib/apiClient';

export const testItemsQueryOptions = (type: TestType, lang?: string) =>
  queryOptions({
    queryKey: ['assessments', type, 'items', lang ?? ''],
    queryFn: ({ signal }) => apiRequest(`/api/assessments/${type}/items${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`, typed<ItemsResponse>(), { signal }),
    staleTime: Infinity,
  });

export function useTestItems(type: TestType, lang?: string) {
  return useQuery(testItemsQueryOptions(type, lang));
}

export function useScoreTest<Result>(type: TestType) {
  return useMutation({
    mutationFn: (body: { answers: Record<string, number>; language?: TestLanguage; reportLanguage?: string; age?: number; pageSeconds?: PageSeconds }) =>
      apiRequest(`/api/assessments/${type}/score`, typed<Result>(), { method: 'POST', json: body }),
  });
}
