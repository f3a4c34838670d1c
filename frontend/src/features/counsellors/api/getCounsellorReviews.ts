// GET /api/counsellors/{id}/reviews: what students said, newest first (first name and class only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview } from '@margdarshak/contracts/api/reviews';
import { apiRequest, typed } from '../../../lib/apiClient';

export const counsellorReviewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['counsellors', 'reviews', id],
    queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(id)}/reviews?limit=20`, typed<PublicReview[]>(), { signal }),
  });

export function useCounsellorReviews(id: string) {
  return useQuery(counsellorReviewsQueryOptions(id));
}
