// GET and POST /api/counsellor/{id}/profile (public-area §7): the counsellor's own profile (its query in
// lib/counsellorProfileQuery.ts) and the multipart submission.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileSubmissionResult } from '@margdarshak/contracts/api/counsellors';
import { apiRequest, serverErrorOf, serverMessageOf, typed } from '../../../lib/apiClient';
import { counsellorProfileQueryOptions } from '../../../lib/counsellorProfileQuery';

export function useCounsellorProfile(userId: string) {
  return useQuery(counsellorProfileQueryOptions(userId));
}

/** Answers whether the change went to an admin for review (what students see, or a document, of an approved profile). */
export function submitCounsellorProfile(userId: string, form: FormData) {
  return apiRequest(`/api/counsellor/${encodeURIComponent(userId)}/profile`, typed<ProfileSubmissionResult>(), { method: 'POST', form });
}

export function useSubmitCounsellorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, form }: { userId: string; form: FormData }) => submitCounsellorProfile(userId, form),
    onSuccess: (_, { userId }) => queryClient.invalidateQueries({ queryKey: ['counsellor', 'profile', userId] }),
  });
}

/** public-area §8: the server's message, else 'Failed to create counsellor profile'. */
export const profileFailure = (error: unknown): string => serverMessageOf(error) ?? serverErrorOf(error) ?? 'Failed to create counsellor profile';
