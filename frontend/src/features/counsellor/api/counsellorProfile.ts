// GET and POST /api/counsellor/{id}/profile (public-area §7): the profile's name and specialization (plus, for its
// owner, the e-mail, the whole submission and its status), and the multipart submission.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { counsellorStatuses, reviewedFields, type CounsellorProfile, type ProfileSubmissionResult } from '@margdarshak/contracts/api/counsellors';
import { apiRequest, serverErrorOf, serverMessageOf, typed } from '../../../lib/apiClient';

const profileResponse = z.object({
  name: z.string(),
  email: z.string().optional(),
  specialization: z.string(),
  details: z
    .object({
      status: z.enum(counsellorStatuses),
      age: z.number().nullable(),
      mobile: z.string().nullable(),
      qualification: z.string().nullable(),
      address: z.string().nullable(),
      specialization: z.string().nullable(),
      experience: z.string().nullable(),
      location: z.string().nullable(),
      packages: z.array(z.enum(['basic', 'advanced', 'comprehensive'])),
      pendingChange: z
        .object({
          requestedAt: z.string(),
          fields: z.array(z.object({ field: z.enum(reviewedFields), label: z.string(), kind: z.enum(['text', 'photo', 'document']), old: z.string().nullable(), new: z.string().nullable() })),
        })
        .nullable(),
    })
    .optional(),
}) satisfies z.ZodType<CounsellorProfile>;

export const counsellorProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['counsellor', 'profile', userId],
    queryFn: ({ signal }) => apiRequest(`/api/counsellor/${encodeURIComponent(userId)}/profile`, profileResponse, { signal }),
    retry: false,
  });

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
