// GET /api/students/{id}/profile (dashboards §3, §7; public-area §3): read by the student's own pages and by the booking
// summary, so the query lives here, below both features. The answer is read as the contract's StudentProfile, with
// anything an older server leaves out filled in as "not given" (it answered only {name, mobile} before the profile form).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { classLevels, knownChoice, schoolBoards, studentProfilePaths, studyMediums, type StudentProfile } from '@margdarshak/contracts/api/students';
import { apiRequest, type Parser } from './apiClient';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The answer as StudentProfile; a missing `profileComplete` means the fallbacks stand in (never the student's own). */
export const studentProfileResponse: Parser<StudentProfile> = {
  parse(data) {
    if (typeof data !== 'object' || data === null) throw new TypeError('Expected a student profile');
    const body = data as Record<string, unknown>;
    const academics = Array.isArray(body.academics)
      ? body.academics.flatMap((row: unknown) => {
          const { grade, marks } = (typeof row === 'object' && row !== null ? row : {}) as { grade?: unknown; marks?: unknown };
          return typeof grade === 'string' && typeof marks === 'string' ? [{ grade, marks }] : [];
        })
      : [];
    return {
      name: typeof body.name === 'string' ? body.name : '',
      mobile: typeof body.mobile === 'string' ? body.mobile : '',
      profilePhoto: text(body.profilePhoto),
      profileComplete: body.profileComplete === true,
      schoolName: text(body.schoolName),
      age: typeof body.age === 'number' && Number.isFinite(body.age) ? body.age : null,
      location: text(body.location),
      academics,
      classLevel: knownChoice(classLevels, body.classLevel),
      board: knownChoice(schoolBoards, body.board),
      medium: knownChoice(studyMediums, body.medium),
      fatherName: text(body.fatherName),
      fatherOccupation: text(body.fatherOccupation),
      motherName: text(body.motherName),
      motherOccupation: text(body.motherOccupation),
    };
  },
};

/** Cached 5 minutes, as the student dashboard's queries are (dashboards §9). */
export const studentProfileQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['students', studentId, 'profile'],
    queryFn: ({ signal }) => apiRequest(studentProfilePaths.profile(encodeURIComponent(studentId)), studentProfileResponse, { signal }),
    staleTime: 5 * 60_000,
  });

export function useStudentProfile(studentId: string | undefined) {
  return useQuery({ ...studentProfileQueryOptions(studentId ?? ''), enabled: Boolean(studentId) });
}

/** The name and mobile the student gave, or null for each while the spec's fallbacks stand in (before the first save). */
export function ownContact(profile: StudentProfile | undefined): { name: string | null; mobile: string | null } {
  if (!profile?.profileComplete) return { name: null, mobile: null };
  return { name: text(profile.name), mobile: text(profile.mobile) };
}
