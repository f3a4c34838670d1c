// POST /api/bookings/{id}/messages/read {upTo}: the messages up to that one count as read (the unread badges drop).
import { useMutation } from '@tanstack/react-query';
import { chatPaths } from '@margdarshak/contracts/api/chat';
import { apiSend } from '../../../lib/apiClient';

export function useMarkChatRead(bookingId: string, onRead?: () => void) {
  return useMutation({
    mutationFn: (upTo: string) => apiSend(chatPaths.read(encodeURIComponent(bookingId)), { method: 'POST', json: { upTo } }),
    ...(onRead ? { onSuccess: onRead } : {}),
  });
}
