// GET /api/students/{id}/profile (public-area §3, §7): the student's name and mobile, read during booking to fill in
// the payment provider's form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/apiClient';

export interface StudentProfileForBooking {
  name: string;
  mobile: string;
}

export const studentProfileQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['students', studentId, 'profile'],
    queryFn: ({ signal }) => apiRequest(`/api/students/${encodeURIComponent(studentId)}/profile`, typed<StudentProfileForBooking>(), { signal }),
    staleTime: 5 * 60_000,
  });

export function useStudentProfile(studentId: string | undefined) {
  return useQuery({ ...studentProfileQueryOptions(studentId ?? ''), enabled: Boolean(studentId) });
}
