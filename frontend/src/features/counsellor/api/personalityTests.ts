// The counsellor's side of the personality tests (dashboards §7): the completed tests of their bookings, page by page,
// marking one as viewed, and releasing one test or a booking's comprehensive report. Every change refetches the list.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import { COUNSELLOR_TESTS_PAGE_SIZE, personalityTestPaths, releaseRequest, type CounsellorTestRecord, type ReleaseResponse } from '@margdarshak/contracts/api/personalityTests';
import { apiRequest, apiRequestWithHeaders, apiSend, typed } from '../../../lib/apiClient';

export interface CounsellorTestsPage {
  records: CounsellorTestRecord[];
  /** How many bookings the whole list spans (X-Total-Count). */
  totalBookings: number;
}

export async function fetchCounsellorTestsPage(page: number, signal?: AbortSignal): Promise<CounsellorTestsPage> {
  const { data, headers } = await apiRequestWithHeaders(`${personalityTestPaths.counsellorList}?page=${page}`, typed<CounsellorTestRecord[]>(), {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0);
  return { records: data, totalBookings: Number.isFinite(total) ? total : 0 };
}

/**
 * A page holds up to COUNSELLOR_TESTS_PAGE_SIZE bookings but only the tests completed in them, so a page can carry
 * fewer records than bookings (or none): the next page is decided by the bookings counted, never by the records.
 */
export function nextTestsPage(last: Pick<CounsellorTestsPage, 'totalBookings'>, loadedPages: number): number | undefined {
  return loadedPages * COUNSELLOR_TESTS_PAGE_SIZE < last.totalBookings ? loadedPages + 1 : undefined;
}

export const counsellorTestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['counsellor', 'personality-tests'],
    queryFn: ({ pageParam, signal }) => fetchCounsellorTestsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextTestsPage(last, pages.length),
  });

export function useCounsellorTests() {
  return useInfiniteQuery(counsellorTestsQueryOptions());
}

function useRefetchTestsAfter<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: counsellorTestsQueryOptions().queryKey }),
  });
}

/** PUT …/view: no body; the answer's content does not matter. */
export function useMarkTestViewed() {
  return useRefetchTestsAfter((testId: string) => apiSend(personalityTestPaths.view(testId), { method: 'PUT' }));
}

/** Blank notes are sent as none (dashboards §5: notes are optional). */
const releaseBody = (counsellorNotes: string) => releaseRequest.parse({ counsellorNotes: counsellorNotes.trim() === '' ? null : counsellorNotes.trim() });

export function useReleaseTest() {
  return useRefetchTestsAfter(({ testId, notes }: { testId: string; notes: string }) =>
    apiRequest(personalityTestPaths.release(testId), typed<ReleaseResponse>(), { method: 'PUT', json: releaseBody(notes) }),
  );
}

export function useReleaseComprehensive() {
  return useRefetchTestsAfter(({ bookingId, notes }: { bookingId: string; notes: string }) =>
    apiRequest(personalityTestPaths.releaseComprehensive(bookingId), typed<ReleaseResponse>(), { method: 'POST', json: releaseBody(notes) }),
  );
}
