// GET and POST /api/counsellor/{id}/profile (public-area §7): the profile's three fields (plus, for its owner, the
// whole submission and its status), and the multipart submission.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { counsellorStatuses, type CounsellorProfile } from '@margdarshak/contracts/api/counsellors';
import { apiRequest, serverErrorOf, serverMessageOf } from '../../../lib/apiClient';
import { counsellorListItem } from '../../counsellors/api/getCounsellors';

const profileResponse = z.object({
  name: z.string(),
  email: z.string(),
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

export function submitCounsellorProfile(userId: string, form: FormData) {
  return apiRequest(`/api/counsellor/${encodeURIComponent(userId)}/profile`, counsellorListItem, { method: 'POST', form });
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
