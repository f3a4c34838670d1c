// GET /api/counsellor/{id}/profile (public-area §7): the profile's name and specialization (plus, for its owner, the
// e-mail, the whole submission and its status). Read by the counsellor's own pages and, after signing in, to decide where a
// counsellor lands (auth), so the query lives here, below both features.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { counsellorStatuses, reviewedFields, type CounsellorProfile } from '@margdarshak/contracts/api/counsellors';
import { apiRequest } from './apiClient';

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
