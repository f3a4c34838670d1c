// The student's sessions (dashboards §7): the list (cached 5 minutes), cancel and reschedule.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

const key = (studentId: string) => ['students', studentId, 'bookings'] as const;

export function useStudentBookings(studentId: string | undefined) {
  return useQuery({
    queryKey: key(studentId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/students/${encodeURIComponent(studentId ?? '')}/bookings`, typed<StudentBooking[]>(), { signal, cache: 'no-store' }),
    enabled: Boolean(studentId),
    staleTime: 5 * 60_000,
  });
}

export function useCancelBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, typed<CancelResponse>(), { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function useRescheduleBooking(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, sessionDate, timeSlot }: { bookingId: string; sessionDate: string; timeSlot: string }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/reschedule`, typed<StudentBooking>(), { method: 'POST', json: { sessionDate, timeSlot } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}
