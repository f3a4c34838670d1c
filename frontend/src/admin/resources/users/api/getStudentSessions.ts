// GET /api/students/{id}/bookings as an admin reads it: the student's sessions on their page in the back office.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { httpClient } from '../../../adminHttp';

const fetchStudentSessions = async (studentId: string): Promise<StudentBooking[]> => (await httpClient(`/api/students/${encodeURIComponent(studentId)}/bookings`)).json as StudentBooking[];

export const studentSessionsQuery = (studentId: string) => queryOptions({ queryKey: ['admin', 'students', studentId, 'sessions'], queryFn: () => fetchStudentSessions(studentId) });

export const useStudentSessions = (studentId: string) => useQuery(studentSessionsQuery(studentId));
