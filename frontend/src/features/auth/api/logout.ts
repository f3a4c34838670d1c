// POST /api/logout: ends the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/apiClient';
import { currentUserQueryKey } from './getCurrentUser';

export function logout(): Promise<void> {
  return apiSend('/api/logout', { method: 'POST' });
}

/** Clears the current user and every other cached answer that may belong to them. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
