// POST /api/contact {name, email, message} -> {message}; failures carry {error} (public-area §7, §8).
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@margdarshak/contracts/api/contact';
import { apiRequest, messageResponse } from '../../../lib/apiClient';

export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactRequest) => apiRequest('/api/contact', messageResponse, { method: 'POST', json: input }) });
}
