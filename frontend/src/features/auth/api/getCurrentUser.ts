// GET /api/session: the signed-in user, or null when signed out, as an answer rather than GET /api/user's 401, so that
// a signed-out visit logs no failed request (issue 30). Never cached by the browser; index.html preloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionAnswer, User } from '@margdarshak/contracts/api/shapes';
import { apiRequest, typed } from '../../../lib/apiClient';

/** The one key of the current-user query: login, logout and registration update it. */
export const currentUserQueryKey = ['auth', 'currentUser'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return (await apiRequest('/api/session', typed<SessionAnswer>(), { cache: 'no-store', ...(signal ? { signal } : {}) })).user;
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal) });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
