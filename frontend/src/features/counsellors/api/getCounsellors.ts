// GET /api/counsellors[?packageType=…]: the public cards (approved and paused counsellors).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { CounsellorListItem } from '@margdarshak/contracts/api/counsellors';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { apiRequest } from '../../../lib/apiClient';

const counsellorList = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    role: z.literal('counsellor'),
    email: z.string(),
    specialization: z.string(),
    qualification: z.string(),
    experience: z.string(),
    location: z.string().nullable(),
    rating: z.number(),
    ratingCount: z.number(),
    isApproved: z.boolean(),
    profilePhoto: z.string().nullable(),
    packages: z.array(z.enum(['basic', 'advanced', 'comprehensive'])),
  }),
) satisfies z.ZodType<CounsellorListItem[]>;

export function fetchCounsellors(packageType?: PackageType, signal?: AbortSignal): Promise<CounsellorListItem[]> {
  const query = packageType ? `?packageType=${packageType}` : '';
  return apiRequest(`/api/counsellors${query}`, counsellorList, signal ? { signal } : {});
}

/** Public-area §7: the per-package list stays fresh for 60 seconds. */
export const counsellorsQueryOptions = (packageType?: PackageType) =>
  queryOptions({
    queryKey: ['counsellors', 'list', packageType ?? 'all'],
    queryFn: ({ signal }) => fetchCounsellors(packageType, signal),
    ...(packageType ? { staleTime: 60_000 } : {}),
  });

export function useCounsellors(packageType?: PackageType) {
  return useQuery(counsellorsQueryOptions(packageType));
}
