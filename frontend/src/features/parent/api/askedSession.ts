// The session a child asked their parent for before consent (issue 30): GET .../asked-session, and the parent's order
// for it (POST .../orders), which the checkout then opens like any order; paid through the same verify. Both the offer
// and the child's bookings are refetched after.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { familyPaths, type AskedSessionResponse, type ParentOrderRequest } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';
import { childBookingsQueryOptions } from './childBookings';

export const askedSessionQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['parent', 'children', childId, 'asked-session'],
    queryFn: ({ signal }) => apiRequest(familyPaths.askedSession(childId), typed<AskedSessionResponse>(), { signal, cache: 'no-store' }),
    staleTime: 60_000,
  });

export const useAskedSession = (childId: string, enabled: boolean) => useQuery({ ...askedSessionQueryOptions(childId), enabled });

export const orderForChild = (childId: string, input: ParentOrderRequest) => apiRequest(familyPaths.childOrders(childId), typed<CreateOrderResponse>(), { method: 'POST', json: input });

/** Refetches the offer and the child's sessions (a pending order shows there with its Pay button). */
export function useRefreshChild(childId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: askedSessionQueryOptions(childId).queryKey }), queryClient.invalidateQueries({ queryKey: childBookingsQueryOptions(childId).queryKey })]);
}

export const useOrderForChild = (childId: string) => useMutation({ mutationFn: (input: ParentOrderRequest) => orderForChild(childId, input) });
