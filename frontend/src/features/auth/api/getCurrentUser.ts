// GET /api/user: the signed-in user, or null when signed out (401). Never cached by the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@margdarshak/contracts/api/shapes';
import { apiQueryOrNullOn401, typed } from '../../../lib/apiClient';

/** The one key of the current-user query: login, logout and registration update it. */
export const currentUserQueryKey = ['auth', 'currentUser'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return apiQueryOrNullOn401('/api/user', typed<User>(), { cache: 'no-store', ...(signal ? { signal } : {}) });
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal) });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
