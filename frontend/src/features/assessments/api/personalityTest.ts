// GET /api/personality-test/{bookingId}?testType=: the student's record of one test of a booking (dashboards §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalityTestPaths, type StudentTestRecord } from '@margdarshak/contracts/api/personalityTests';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { apiRequest, typed } from '../../../lib/apiClient';

export const personalityTestQueryOptions = (bookingId: string, testType: TestType) =>
  queryOptions({
    queryKey: ['personality-test', bookingId, testType],
    queryFn: ({ signal }) => apiRequest(`${personalityTestPaths.test(bookingId)}?${new URLSearchParams({ testType }).toString()}`, typed<StudentTestRecord>(), { signal, cache: 'no-store' }),
    // The record carries the saved answers the test resumes from: never start from a copy older than the server's,
    // which the next save would then overwrite. Read it afresh on every visit and keep no copy after leaving.
    staleTime: 0,
    gcTime: 0,
  });

/** No request for a test type the URL got wrong (null): the page says the test is not part of the package. */
export function usePersonalityTest(bookingId: string, testType: TestType | null) {
  return useQuery({ ...personalityTestQueryOptions(bookingId, testType ?? 'riasec'), enabled: testType !== null });
}
