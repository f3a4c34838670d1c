// GET /api/counsellors/{userId}/bookings?view=upcoming|past (dashboards §2, §7; issue 30): the counsellor's upcoming
// sessions, soonest first, and past ones (completed or cancelled), latest first; a page at a time with the total in
// X-Total-Count. Never cached (§7: no caching).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import type { CounsellorBooking, CounsellorBookingsQuery } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiRequestWithHeaders, typed } from '../../../lib/apiClient';

export const SESSIONS_PAGE_SIZE = 10;

export interface CounsellorBookingsPage {
  bookings: CounsellorBooking[];
  total: number;
}

export const counsellorBookingsUrl = (userId: string, query: CounsellorBookingsQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/counsellors/${encodeURIComponent(userId)}/bookings?${params.toString()}`;
};

export async function fetchCounsellorBookings(userId: string, query: CounsellorBookingsQuery, signal?: AbortSignal): Promise<CounsellorBookingsPage> {
  const { data, headers } = await apiRequestWithHeaders(counsellorBookingsUrl(userId, query), typed<CounsellorBooking[]>(), { cache: 'no-store', ...(signal ? { signal } : {}) });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length);
  return { bookings: data, total: Number.isFinite(total) ? total : data.length };
}

export const counsellorBookingsKey = (userId: string) => ['counsellor', userId, 'bookings'] as const;

export type SessionsView = 'upcoming' | 'past';

export const sessionsQueryOptions = (userId: string, view: SessionsView) =>
  infiniteQueryOptions({
    queryKey: [...counsellorBookingsKey(userId), view],
    queryFn: ({ pageParam, signal }) => fetchCounsellorBookings(userId, { view, limit: SESSIONS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.bookings.length, 0);
      return loaded < last.total && last.bookings.length > 0 ? loaded : undefined;
    },
    staleTime: 0,
  });

export function useSessions(userId: string, view: SessionsView) {
  return useInfiniteQuery({ ...sessionsQueryOptions(userId, view), enabled: userId !== '' });
}
