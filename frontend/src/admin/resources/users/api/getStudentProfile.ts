// GET /api/students/{id}/profile as an admin reads it: the student's own details on their page in the back office.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentProfilePaths, type StudentProfile } from '@margdarshak/contracts/api/students';
import { httpClient } from '../../../adminHttp';

const fetchStudentProfile = async (studentId: string): Promise<StudentProfile> => (await httpClient(studentProfilePaths.profile(studentId))).json as StudentProfile;

export const studentProfileQuery = (studentId: string) => queryOptions({ queryKey: ['admin', 'students', studentId, 'profile'], queryFn: () => fetchStudentProfile(studentId) });

export const useStudentProfile = (studentId: string) => useQuery(studentProfileQuery(studentId));
