// The student's reviews: GET /api/students/{id}/reviews (which sessions they reviewed) and POST
// /api/bookings/{id}/review. A review refetches the student's reviews and every counsellor read (ratings changed).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewRequest, type ReviewRequest, type StudentReview } from '@margdarshak/contracts/api/reviews';
import { apiRequest, typed } from '../../../lib/apiClient';

export const studentReviewsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['students', studentId, 'reviews'],
    queryFn: ({ signal }) => apiRequest(`/api/students/${encodeURIComponent(studentId)}/reviews`, typed<StudentReview[]>(), { signal, cache: 'no-store' }),
    staleTime: 5 * 60_000,
  });

export function useStudentReviews(studentId: string) {
  return useQuery({ ...studentReviewsQueryOptions(studentId), enabled: studentId !== '' });
}

export function useSubmitReview(studentId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/review`, typed<StudentReview>(), { method: 'POST', json: reviewRequest.parse(review) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: studentReviewsQueryOptions(studentId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['counsellors'] });
    },
  });
}
