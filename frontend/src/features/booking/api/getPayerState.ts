// GET /api/payment/payer-state (issue 31): the state the student gave on their last order, offered again at checkout
// (decision 0140). Read once per visit to the summary; without an answer the choice simply starts empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayerStateResponse } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

export const payerStateQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['payment', 'payer-state', studentId],
    queryFn: ({ signal }) => apiRequest('/api/payment/payer-state', typed<PayerStateResponse>(), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const usePayerState = (studentId: string | undefined) => useQuery({ ...payerStateQueryOptions(studentId ?? ''), enabled: Boolean(studentId) });
