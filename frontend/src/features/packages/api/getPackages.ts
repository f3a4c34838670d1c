// GET /api/packages: every package, cached for the session (public-area §7: packages stay fresh indefinitely here).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@margdarshak/contracts/api/shapes';
import { apiRequest, typed } from '../../../lib/apiClient';

const packageList = typed<Package[]>();

export function fetchPackages(signal?: AbortSignal): Promise<Package[]> {
  return apiRequest('/api/packages', packageList, signal ? { signal } : {});
}

export const packagesQueryOptions = () => queryOptions({ queryKey: ['packages', 'list'], queryFn: ({ signal }) => fetchPackages(signal) });

/** Fresh indefinitely, except on the landing page, which refreshes them after 5 minutes (public-area §7). */
export function usePackages(staleTime: number = Infinity) {
  return useQuery({ ...packagesQueryOptions(), staleTime });
}
