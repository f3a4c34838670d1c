// GET /api/bookings/{id}/messages: the newest page of a booking's chat, and older pages (?before=) on demand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatPaths, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import { apiRequest, typed } from '../../../lib/apiClient';

export const chatKey = (bookingId: string) => ['chat', bookingId] as const;

export const fetchChatPage = (bookingId: string, before?: string, signal?: AbortSignal) =>
  apiRequest(`${chatPaths.messages(encodeURIComponent(bookingId))}${before ? `?before=${encodeURIComponent(before)}` : ''}`, typed<ChatMessagesPage>(), {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });

export const chatMessagesQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: chatKey(bookingId),
    queryFn: ({ signal }) => fetchChatPage(bookingId, undefined, signal),
    // Read once per visit, and dropped when the panel goes (a panel opened again reads it afresh: reports, read marks, a
    // chat closed meanwhile); the live stream keeps it current while it is open.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useChatMessages(bookingId: string) {
  return useQuery({ ...chatMessagesQueryOptions(bookingId), enabled: bookingId !== '' });
}
