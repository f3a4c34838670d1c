// POST /api/bookings/{id}/messages/{messageId}/report {reason?}: an administrator then reads the conversation.
import { useMutation } from '@tanstack/react-query';
import { chatPaths, reportChatMessageRequest } from '@margdarshak/contracts/api/chat';
import { apiRequest, messageResponse } from '../../../lib/apiClient';

export function useReportChatMessage(bookingId: string) {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      apiRequest(chatPaths.report(encodeURIComponent(bookingId), encodeURIComponent(messageId)), messageResponse, {
        method: 'POST',
        json: reportChatMessageRequest.parse(reason.trim() ? { reason } : {}),
      }),
  });
}
