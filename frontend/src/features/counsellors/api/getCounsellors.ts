// GET /api/counsellors: the public cards (approved and paused counsellors), filtered and paged by the server, with the
// number matching in X-Total-Count.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { COUNSELLOR_PAGE_SIZE, TOTAL_COUNT_HEADER, type CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { apiRequestWithHeaders, typed } from '../../../lib/apiClient';

export const counsellorListItem = typed<CounsellorListItem>();

export interface CounsellorSearch {
  packageType?: PackageType;
  search?: string;
  location?: string;
  minRating?: number;
}

export interface CounsellorPage {
  counsellors: CounsellorListItem[];
  total: number;
}

export async function fetchCounsellorPage(filter: CounsellorSearch, offset: number, limit: number, signal?: AbortSignal): Promise<CounsellorPage> {
  const query = new URLSearchParams();
  if (filter.packageType) query.set('packageType', filter.packageType);
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.location?.trim()) query.set('location', filter.location.trim());
  if (filter.minRating) query.set('minRating', String(filter.minRating));
  if (offset > 0) query.set('offset', String(offset));
  if (limit !== COUNSELLOR_PAGE_SIZE) query.set('limit', String(limit));
  const text = query.toString();
  const { data, headers } = await apiRequestWithHeaders(`/api/counsellors${text ? `?${text}` : ''}`, typed<CounsellorListItem[]>(), signal ? { signal } : {});
  return { counsellors: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

/** Page after page of matching cards. Public-area §7: the per-package list stays fresh for 60 seconds. */
export const counsellorSearchOptions = (filter: CounsellorSearch) =>
  infiniteQueryOptions({
    queryKey: ['counsellors', 'search', filter],
    queryFn: ({ pageParam, signal }) => fetchCounsellorPage(filter, pageParam, COUNSELLOR_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.counsellors.length, 0);
      return loaded < last.total && last.counsellors.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    ...(filter.packageType ? { staleTime: 60_000 } : {}),
  });

export function useCounsellorSearch(filter: CounsellorSearch) {
  return useInfiniteQuery(counsellorSearchOptions(filter));
}

/** The best rated few, for the landing page (public-area §7: fresh for 5 minutes there). */
export const topCounsellorsOptions = (count: number) =>
  queryOptions({
    queryKey: ['counsellors', 'top', count],
    queryFn: ({ signal }) => fetchCounsellorPage({}, 0, count, signal),
    staleTime: 5 * 60_000,
  });

export function useTopCounsellors(count = 6) {
  return useQuery(topCounsellorsOptions(count));
}
