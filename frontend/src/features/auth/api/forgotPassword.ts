// POST /api/forgot-password {email} -> {message}; the answer is the same whether or not the account exists.
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@margdarshak/contracts/api/accounts';
import { apiRequest, messageResponse } from '../../../lib/apiClient';

export function forgotPassword(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiRequest('/api/forgot-password', messageResponse, { method: 'POST', json: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
