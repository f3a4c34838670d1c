// The student's sessions (dashboards §7): the list (cached 5 minutes), cancel and reschedule.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { apiRequest, type Parser } from '../../../lib/apiClient';

const trusted = <T,>(): Parser<T> => ({ parse: (data) => data as T });
const key = (studentId: string) => ['students', studentId, 'bookings'] as const;

export function useStudentBookings(studentId: string | undefined) {
  return useQuery({
    queryKey: key(studentId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/students/${encodeURIComponent(studentId ?? '')}/bookings`, trusted<StudentBooking[]>(), { signal, cache: 'no-store' }),
    enabled: Boolean(studentId),
    staleTime: 5 * 60_000,
  });
}

export function useCancelBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, trusted<CancelResponse>(), { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function useRescheduleBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, sessionDate, timeSlot }: { bookingId: string; sessionDate: string; timeSlot: string }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/reschedule`, trusted<StudentBooking>(), { method: 'POST', json: { sessionDate, timeSlot } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}
