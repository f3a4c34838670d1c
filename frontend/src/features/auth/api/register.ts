// POST /api/register {email, password, role} -> {id, email, role}; the server signs the new account in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userShape, type User } from '@margdarshak/contracts/api/shapes';
import type { RegisterRequest } from '@margdarshak/contracts/api/accounts';
import { apiRequest } from '../../../lib/apiClient';
import { currentUserQueryKey, fetchCurrentUser } from './getCurrentUser';

export function register(input: RegisterRequest): Promise<User> {
  return apiRequest('/api/register', userShape, { method: 'POST', json: input });
}

/**
 * Registers, then re-fetches the current user (public-area §4), so the caller learns whether a session was established.
 * Resolves to the session's user, or null when the server did not sign the account in.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      await register(input);
      return queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 });
    },
  });
}
