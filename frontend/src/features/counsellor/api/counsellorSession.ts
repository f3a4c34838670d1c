// GET /api/counsellor/sessions/{bookingId}: one session as its counsellor prepares for it (the student, the tests, their
// private notes, the summary and documents shared with the student). The session's changes refetch it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { counsellorSessionPaths, type CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiRequest, typed } from '../../../lib/apiClient';

export const counsellorSessionKey = (bookingId: string) => ['counsellor', 'session', bookingId] as const;

export const counsellorSessionQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: counsellorSessionKey(bookingId),
    queryFn: ({ signal }) => apiRequest(counsellorSessionPaths.session(encodeURIComponent(bookingId)), typed<CounsellorSession>(), { signal, cache: 'no-store' }),
    retry: false,
  });

export function useCounsellorSession(bookingId: string) {
  return useQuery(counsellorSessionQueryOptions(bookingId));
}
