// The counsellor dashboard's first screen, asked in parallel with its code: the profile (the greeting's name), the
// figures, the card students see, the hours, the upcoming sessions and the students' test results.
import { counsellorProfileQueryOptions } from '../../../lib/counsellorProfileQuery';
import type { RoutePrefetch } from '../../../lib/routePrefetch';
import { availabilityQueryOptions } from '../api/availability';
import { sessionsQueryOptions } from '../api/counsellorBookings';
import { counsellorStatsQueryOptions } from '../api/counsellorStats';
import { ownCounsellorCardQueryOptions } from '../api/ownCounsellorCard';
import { counsellorTestsQueryOptions } from '../api/personalityTests';

export const prefetchDashboard: RoutePrefetch = (queryClient, user) => {
  if (user.role !== 'counsellor') return;
  void queryClient.prefetchQuery(counsellorProfileQueryOptions(user.id));
  void queryClient.prefetchQuery(counsellorStatsQueryOptions(user.id));
  void queryClient.prefetchQuery(ownCounsellorCardQueryOptions(user.id));
  void queryClient.prefetchQuery(availabilityQueryOptions(user.id));
  void queryClient.prefetchInfiniteQuery(sessionsQueryOptions(user.id, 'upcoming'));
  void queryClient.prefetchInfiniteQuery(counsellorTestsQueryOptions());
};
