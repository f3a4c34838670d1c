// PUT /api/students/{id}/profile (JSON) and, when a new photo was chosen, PUT /api/students/{id}/profile/photo
// (multipart, field profilePhoto). Both refresh the profile query, which the dashboard and the booking summary read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentProfilePaths, studentProfileRequest, type StudentProfile, type StudentProfileRequest } from '@margdarshak/contracts/api/students';
import { apiRequest, apiSend } from '../../../lib/apiClient';
import { studentProfileQueryOptions, studentProfileResponse } from '../../../lib/studentProfileQuery';
import { photoFormData } from '../profile/profileForm';

const pathOf = (studentId: string) => encodeURIComponent(studentId);

export function saveStudentProfile(studentId: string, request: StudentProfileRequest): Promise<StudentProfile> {
  return apiRequest(studentProfilePaths.profile(pathOf(studentId)), studentProfileResponse, { method: 'PUT', json: studentProfileRequest.parse(request) });
}

/** The answer's body does not matter: the profile query is read again. */
export function uploadStudentPhoto(studentId: string, file: File): Promise<void> {
  return apiSend(studentProfilePaths.photo(pathOf(studentId)), { method: 'PUT', form: photoFormData(file) });
}

/** Which step failed: the details are saved before the photo, so a refused photo leaves them saved. */
export class PhotoUploadError extends Error {
  constructor(cause: unknown) {
    super('The profile photo was not saved', { cause });
    this.name = 'PhotoUploadError';
  }
}

export function useSaveStudentProfile(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, photo }: { request: StudentProfileRequest; photo: File | null }) => {
      const saved = await saveStudentProfile(studentId, request);
      if (!photo) return saved;
      try {
        await uploadStudentPhoto(studentId, photo);
        return saved;
      } catch (error) {
        throw new PhotoUploadError(error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentProfileQueryOptions(studentId).queryKey }),
  });
}
