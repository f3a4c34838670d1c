// One completed test's result worded in English or Hindi, for the counsellor's result dialog (issue 28, item 6):
// GET /api/personality-test/{testId}/result?lang=. The server answers the stored result unchanged (inLanguage false)
// when it cannot word it anew without changing a figure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalityTestPaths, type TestResultInLanguage } from '@margdarshak/contracts/api/personalityTests';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { apiRequest, typed } from '../../../lib/apiClient';

export function fetchResultInLanguage(testId: string, language: TestLanguage, signal?: AbortSignal): Promise<TestResultInLanguage> {
  return apiRequest(`${personalityTestPaths.result(testId)}?lang=${language}`, typed<TestResultInLanguage>(), { cache: 'no-store', ...(signal ? { signal } : {}) });
}

export const resultInLanguageQueryOptions = (testId: string, language: TestLanguage) =>
  queryOptions({
    queryKey: ['counsellor', 'personality-test', testId, 'result', language],
    queryFn: ({ signal }) => fetchResultInLanguage(testId, language, signal),
    // A stored result's words change only with a new scoring release: no need to refetch within the dialog's life.
    staleTime: Infinity,
  });

/** Fetched only when `enabled` (the dialog asks only for the language other than the result's own). */
export function useResultInLanguage(testId: string, language: TestLanguage, enabled: boolean) {
  return useQuery({ ...resultInLanguageQueryOptions(testId, language), enabled });
}
