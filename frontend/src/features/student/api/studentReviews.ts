// The student's reviews: GET /api/students/{id}/reviews (which sessions they reviewed, and until when each can be
// changed), POST /api/bookings/{id}/review to give one and PUT to change it. Either refetches the student's reviews and
// every counsellor read (ratings changed).
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

/** `method`: POST gives the review, PUT changes it. A refusal refetches too: the page then shows what the server has. */
export function useSendReview(studentId: string, bookingId: string, method: 'POST' | 'PUT') {
  const queryClient = useQueryClient();
  const refetch = async () => {
    await queryClient.invalidateQueries({ queryKey: studentReviewsQueryOptions(studentId).queryKey });
    await queryClient.invalidateQueries({ queryKey: ['counsellors'] });
  };
  return useMutation({
    mutationFn: (review: ReviewRequest) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/review`, typed<StudentReview>(), { method, json: reviewRequest.parse(review) }),
    onSettled: refetch,
  });
}
