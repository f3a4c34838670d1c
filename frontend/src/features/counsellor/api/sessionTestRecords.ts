// One booking's completed test records, for the session page's results dialog. They come from the counsellor's results
// list (GET /api/counsellor/personality-tests), which pages by booking, most recent session first, and keeps a
// booking's tests on one page: the pages are read until the booking's appear or the list ends (at most MAX_PAGES).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { fetchCounsellorTestsPage, nextTestsPage } from './personalityTests';

const MAX_PAGES = 20;

export async function findBookingTestRecords(bookingId: string, fetchPage: (page: number) => Promise<{ records: CounsellorTestRecord[]; totalBookings: number }>): Promise<CounsellorTestRecord[]> {
  for (let page: number | undefined = 1; page !== undefined && page <= MAX_PAGES; ) {
    const result = await fetchPage(page);
    const found = result.records.filter((record) => record.bookingId === bookingId);
    if (found.length > 0) return found;
    page = nextTestsPage(result, page);
  }
  return [];
}

export const sessionTestRecordsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['counsellor', 'personality-tests', 'booking', bookingId],
    queryFn: ({ signal }) => findBookingTestRecords(bookingId, (page) => fetchCounsellorTestsPage(page, signal)),
  });

export function useSessionTestRecords(bookingId: string, enabled: boolean) {
  return useQuery({ ...sessionTestRecordsQueryOptions(bookingId), enabled });
}
