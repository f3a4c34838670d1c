// The parent dashboard's first screen, asked in parallel with its code: the children, any deleted child, the reminder
// setting.
import type { RoutePrefetch } from '../../../lib/routePrefetch';
import { childrenQueryOptions } from '../api/children';
import { deletedChildrenQueryOptions } from '../api/deletedChildren';
import { parentSettingsQueryOptions } from '../api/parentSettings';

export const prefetchDashboard: RoutePrefetch = (queryClient, user) => {
  if (user.role !== 'parent') return;
  void queryClient.prefetchQuery(childrenQueryOptions);
  void queryClient.prefetchQuery(deletedChildrenQueryOptions);
  void queryClient.prefetchQuery(parentSettingsQueryOptions);
};
