// GET /api/packages/{type or id}: one package.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@margdarshak/contracts/api/shapes';
import { apiRequest, typed } from '../../../lib/apiClient';

export function fetchPackage(typeOrId: string, signal?: AbortSignal): Promise<Package> {
  return apiRequest(`/api/packages/${encodeURIComponent(typeOrId)}`, typed<Package>(), signal ? { signal } : {});
}

export const packageQueryOptions = (typeOrId: string) => queryOptions({ queryKey: ['packages', 'one', typeOrId], queryFn: ({ signal }) => fetchPackage(typeOrId, signal) });

export function usePackage(typeOrId: string) {
  return useQuery(packageQueryOptions(typeOrId));
}
