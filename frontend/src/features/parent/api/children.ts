// GET /api/parent/children: the children a parent consented for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyPaths, type ParentChild } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';

export const childrenQueryOptions = queryOptions({
  queryKey: ['parent', 'children'],
  queryFn: ({ signal }) => apiRequest(familyPaths.children, typed<ParentChild[]>(), { signal, cache: 'no-store' }),
  staleTime: 60_000,
});

export const useChildren = () => useQuery(childrenQueryOptions);
