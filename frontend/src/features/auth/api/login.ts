// POST /api/login {email, password, rememberMe} -> user; the session cookie comes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userShape, type User } from '@margdarshak/contracts/api/shapes';
import type { LoginRequest } from '@margdarshak/contracts/api/accounts';
import { apiRequest } from '../../../lib/apiClient';
import { currentUserQueryKey, fetchCurrentUser } from './getCurrentUser';

export function login(input: LoginRequest): Promise<User> {
  return apiRequest('/api/login', userShape, { method: 'POST', json: input });
}

/**
 * Signs in, then sets the current-user query from GET /api/user, which also says the account's language (the sign-in
 * answer does not): a page must not take a chosen language for none and offer the browser's in its place.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      const user = await login(input);
      const account = await queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 });
      return account ?? user;
    },
  });
}
