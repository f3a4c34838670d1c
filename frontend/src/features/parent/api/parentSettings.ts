// GET and PUT /api/parent/settings: whether the parent is mailed the reminders before their child's sessions.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parentDashboardPaths, type ParentSettings, type ParentSettingsRequest } from '@margdarshak/contracts/api/parentDashboard';
import { apiRequest, typed } from '../../../lib/apiClient';

export const parentSettingsQueryOptions = queryOptions({
  queryKey: ['parent', 'settings'],
  queryFn: ({ signal }) => apiRequest(parentDashboardPaths.settings, typed<ParentSettings>(), { signal, cache: 'no-store' }),
  staleTime: 5 * 60_000,
});

export const useParentSettings = () => useQuery(parentSettingsQueryOptions);

/** Answers the settings as they now stand, which replace the cached ones. */
export function useChooseReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ParentSettingsRequest) => apiRequest(parentDashboardPaths.settings, typed<ParentSettings>(), { method: 'PUT', json: request }),
    onSuccess: (settings) => queryClient.setQueryData(parentSettingsQueryOptions.queryKey, settings),
  });
}
