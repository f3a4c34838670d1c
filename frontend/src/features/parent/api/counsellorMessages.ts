// GET /api/parent/children/{childId}/bookings/{bookingId}/messages: what the counsellor wrote in a child's booking chat,
// newest first, older pages on demand (?before= the oldest shown).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { familyPaths, type CounsellorMessagesPage } from '@margdarshak/contracts/api/family';
import { apiRequest, typed } from '../../../lib/apiClient';

export const counsellorMessagesQueryOptions = (childId: string, bookingId: string) =>
  infiniteQueryOptions({
    // A root of its own: paying or withdrawing consent refetches the child's lists, not every session's messages.
    queryKey: ['parentCounsellorMessages', childId, bookingId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `${familyPaths.counsellorMessages(encodeURIComponent(childId), encodeURIComponent(bookingId))}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        typed<CounsellorMessagesPage>(),
        { signal, cache: 'no-store' },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
    staleTime: 60_000,
  });

export const useCounsellorMessages = (childId: string, bookingId: string) => useInfiniteQuery(counsellorMessagesQueryOptions(childId, bookingId));
