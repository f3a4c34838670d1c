// A session's video room: GET /api/bookings/{id}/room (while open), POST …/room/join (recorded for the audit), and the
// counsellor's own link (GET and PUT …/room/link).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roomLinkRequest, type SessionRoom } from '@margdarshak/contracts/api/rooms';
import { apiRequest, typed } from '../../lib/apiClient';

const roomPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/room`;

export const sessionRoomQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'room'],
    queryFn: ({ signal }) => apiRequest(roomPath(bookingId), typed<SessionRoom>(), { signal, cache: 'no-store' }),
    retry: false,
  });

/** Asked only while the room is open: outside it the server answers 403. */
export function useSessionRoom(bookingId: string, open: boolean) {
  return useQuery({ ...sessionRoomQueryOptions(bookingId), enabled: open });
}

export function useJoinRoom(bookingId: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${roomPath(bookingId)}/join`, typed<SessionRoom>(), { method: 'POST', json: {} }),
  });
}

export const roomLinkQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'room', 'link'],
    queryFn: ({ signal }) => apiRequest(`${roomPath(bookingId)}/link`, typed<{ url: string | null }>(), { signal, cache: 'no-store' }),
    retry: false,
  });

export function useRoomLink(bookingId: string, enabled: boolean) {
  return useQuery({ ...roomLinkQueryOptions(bookingId), enabled });
}

/** Sets the counsellor's link (null: the default room); refetches the link and the room. */
export function useSetRoomLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) => apiRequest(`${roomPath(bookingId)}/link`, typed<SessionRoom>(), { method: 'PUT', json: roomLinkRequest.parse({ url }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionRoomQueryOptions(bookingId).queryKey }),
  });
}
