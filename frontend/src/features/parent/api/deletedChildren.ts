// GET /api/parent/deleted-children: when the accounts of children this parent had consented for were deleted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentDashboardPaths, type DeletedChild } from '@margdarshak/contracts/api/parentDashboard';
import { apiRequest, typed } from '../../../lib/apiClient';

export const deletedChildrenQueryOptions = queryOptions({
  queryKey: ['parent', 'deleted-children'],
  queryFn: ({ signal }) => apiRequest(parentDashboardPaths.deletedChildren, typed<DeletedChild[]>(), { signal, cache: 'no-store' }),
  staleTime: 60_000,
});

export const useDeletedChildren = () => useQuery(deletedChildrenQueryOptions);
