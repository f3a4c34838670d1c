// The student dashboard's first screen, asked in parallel with its code: whether the student may go on (age, consent),
// the profile, the sessions and the reviews given.
import { consentStatusQueryOptions } from '../../../lib/consentStatusQuery';
import type { RoutePrefetch } from '../../../lib/routePrefetch';
import { studentProfileQueryOptions } from '../../../lib/studentProfileQuery';
import { studentBookingsQueryOptions } from '../api/studentBookings';
import { studentReviewsQueryOptions } from '../api/studentReviews';

export const prefetchDashboard: RoutePrefetch = (queryClient, user) => {
  if (user.role !== 'student') return;
  void queryClient.prefetchQuery(consentStatusQueryOptions);
  void queryClient.prefetchQuery(studentProfileQueryOptions(user.id));
  void queryClient.prefetchQuery(studentBookingsQueryOptions(user.id));
  void queryClient.prefetchQuery(studentReviewsQueryOptions(user.id));
};
