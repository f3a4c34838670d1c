// GET /api/packages: every package, cached for the session (public-area §7: packages stay fresh indefinitely here).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageResponse, type Package } from '@margdarshak/contracts/api/packages';
import { apiRequest } from '../../../lib/apiClient';

const packageList = packageResponse.array();

export function fetchPackages(signal?: AbortSignal): Promise<Package[]> {
  return apiRequest('/api/packages', packageList, signal ? { signal } : {});
}

export const packagesQueryOptions = () => queryOptions({ queryKey: ['packages', 'list'], queryFn: ({ signal }) => fetchPackages(signal) });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
