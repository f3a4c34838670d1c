// The student's sessions (dashboards §7): the list (cached 5 minutes), cancel and reschedule; both changes refetch it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rescheduleRequest, type CancelResponse, type RescheduleRequest, type StudentBooking } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

export const studentBookingsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['students', studentId, 'bookings'],
    queryFn: ({ signal }) => apiRequest(`/api/students/${encodeURIComponent(studentId)}/bookings`, typed<StudentBooking[]>(), { signal, cache: 'no-store' }),
    staleTime: 5 * 60_000,
  });

/** `fresh` refetches on mount even within the 5 minutes (the dashboard just after a payment). */
export function useStudentBookings(studentId: string, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...studentBookingsQueryOptions(studentId), enabled: studentId !== '', ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}

export function useCancelBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, typed<CancelResponse>(), { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentBookingsQueryOptions(studentId).queryKey }),
  });
}

export function useRescheduleBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...to }: RescheduleRequest & { bookingId: string }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/reschedule`, typed<StudentBooking>(), { method: 'POST', json: rescheduleRequest.parse(to) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentBookingsQueryOptions(studentId).queryKey }),
  });
}
