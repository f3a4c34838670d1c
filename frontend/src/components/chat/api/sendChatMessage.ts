// POST /api/bookings/{id}/messages {text}: answers the message as the stream will also bring it.
import { useMutation } from '@tanstack/react-query';
import { chatPaths, sendChatMessageRequest, type ChatMessage } from '@margdarshak/contracts/api/chat';
import { apiRequest, typed } from '../../../lib/apiClient';

export function useSendChatMessage(bookingId: string) {
  return useMutation({
    mutationFn: (text: string) => apiRequest(chatPaths.messages(encodeURIComponent(bookingId)), typed<ChatMessage>(), { method: 'POST', json: sendChatMessageRequest.parse({ text }) }),
  });
}
