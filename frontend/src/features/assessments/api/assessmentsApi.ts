// The tests' items and stateless scoring (GET /api/assessments/{type}/items, POST /api/assessments/{type}/score).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ItemsResponse, TestType } from '@margdarshak/contracts/assessments/tests';
import { apiRequest, type Parser } from '../../../lib/apiClient';

const trusted = <T,>(): Parser<T> => ({ parse: (data) => data as T });

export function useTestItems(type: TestType, lang?: string) {
  return useQuery({
    queryKey: ['assessments', type, 'items', lang ?? ''],
    queryFn: ({ signal }) => apiRequest(`/api/assessments/${type}/items${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`, trusted<ItemsResponse>(), { signal }),
    staleTime: Infinity,
  });
}

export function useScoreTest<Result>(type: TestType) {
  return useMutation({
    mutationFn: (body: { answers: Record<string, number>; reportLanguage?: string; age?: number }) => apiRequest(`/api/assessments/${type}/score`, trusted<Result>(), { method: 'POST', json: body }),
  });
}
