// POST /api/login {email, password, rememberMe} -> user (with the account's language once chosen); the session cookie comes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userShape, type User } from '@margdarshak/contracts/api/shapes';
import type { LoginRequest } from '@margdarshak/contracts/api/accounts';
import { apiRequest } from '../../../lib/apiClient';
import { currentUserQueryKey } from './getCurrentUser';

export function login(input: LoginRequest): Promise<User> {
  return apiRequest('/api/login', userShape, { method: 'POST', json: input });
}

/** Signs in; the answer (with the account's language, as GET /api/user gives it) becomes the current user at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
