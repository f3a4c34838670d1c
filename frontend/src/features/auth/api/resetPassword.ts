// POST /api/reset-password {token, password} -> {message}: sets a new password with a mailed single-use token.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@margdarshak/contracts/api/accounts';
import { apiRequest, messageResponse } from '../../../lib/apiClient';

export function resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
  return apiRequest('/api/reset-password', messageResponse, { method: 'POST', json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
