// GET /api/payment/payer-state (issue 31): the state the payer (a student, or a parent placing their child's order) gave
// on their last order, offered again at checkout (decision 0140). Read once per visit to the page; without an answer
// the choice simply starts empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayerStateResponse } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

export const payerStateQueryOptions = (payerId: string) =>
  queryOptions({
    queryKey: ['payment', 'payer-state', payerId],
    queryFn: ({ signal }) => apiRequest('/api/payment/payer-state', typed<PayerStateResponse>(), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const usePayerState = (payerId: string | undefined) => useQuery({ ...payerStateQueryOptions(payerId ?? ''), enabled: Boolean(payerId) });
