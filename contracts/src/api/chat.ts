// Chat per booking (issue 19): its student and counsellor write to each other; either may report a message, and admins
// read only the conversations with a report. Live updates come as Server-Sent Events that follow the log.
import { z } from 'zod';
import { logPosition, uuidId } from './bounds';

export const CHAT_MESSAGE_MAX = 2_000;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_REPORT_REASON_MAX = 500;
/** The most messages one person may send in CHAT_THROTTLE_WINDOW_MS, over all their chats. */
export const CHAT_THROTTLE_MAX = 10;
export const CHAT_THROTTLE_WINDOW_MS = 10_000;
/** Live streams one person may hold open at once over all their chats, in one API process (a tab holds one). */
export const CHAT_STREAMS_PER_PERSON = 8;
/** Live streams one booking's chat may have open at once, both sides together, in one API process. */
export const CHAT_STREAMS_PER_BOOKING = 10;

export const chatPaths = {
  /** GET: the newest page (?before={messageId} pages back); POST {text}: sends one. */
  messages: (bookingId: string) => `/api/bookings/${bookingId}/messages`,
  /** POST {upTo: messageId}: everything up to that message counts as read by the caller. */
  read: (bookingId: string) => `/api/bookings/${bookingId}/messages/read`,
  /** POST {reason?}. */
  report: (bookingId: string, messageId: string) => `/api/bookings/${bookingId}/messages/${messageId}/report`,
  /** GET text/event-stream: `event: message`, `id:` the log position; resumes from Last-Event-ID (or ?lastEventId=). */
  stream: (bookingId: string) => `/api/bookings/${bookingId}/messages/stream`,
  adminConversations: '/api/admin/conversations',
  adminConversation: (bookingId: string) => `/api/admin/conversations/${bookingId}`,
};

const messageText = z
  .string('Message must be text')
  .trim()
  .min(1, 'Write a message first')
  .max(CHAT_MESSAGE_MAX, `A message can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-IN')} characters`);

export const sendChatMessageRequest = z.object({ text: messageText });
export const markChatReadRequest = z.object({ upTo: uuidId('Choose a message of this chat') });
export const reportChatMessageRequest = z.object({
  reason: z.string('Reason must be text').trim().max(CHAT_REPORT_REASON_MAX, `A reason can be at most ${CHAT_REPORT_REASON_MAX} characters`).optional(),
});
export const chatMessagesQuery = z.object({ before: uuidId('Choose a message of this chat').optional() });

/** The stream's event ids (log positions, `commit/prepare`): where a stream resumes. */
export const chatEventId = logPosition('/', 'Last-Event-ID must be an event id this stream sent');
/** GET …/messages/stream: `?lastEventId=` on the first open (EventSource cannot set headers). */
export const chatStreamQuery = z.object({ lastEventId: chatEventId.optional() });
/** …and the Last-Event-ID header a reconnecting EventSource sends, which wins over the query. */
export const chatStreamHeaders = z.object({ 'Last-Event-ID': chatEventId.optional() });

export interface ChatMessage {
  id: string;
  bookingId: string;
  fromUserId: string;
  fromRole: 'student' | 'counsellor';
  /** null once the writer's account has been erased. */
  text: string | null;
  /** ISO instant. */
  sentAt: string;
  /** The log position it was recorded at: the stream's event id, and where a stream resumes from. */
  position: string;
}

/** GET /api/bookings/{id}/messages: oldest first within the page. */
export interface ChatMessagesPage {
  messages: (ChatMessage & { reportedByMe: boolean })[];
  /** More, older messages: ask again with before = the first message's id. */
  hasMore: boolean;
  /** Open the stream from here (the newest message's position, or the start when there is none). */
  lastEventId: string;
  /** The newest message the caller has read (their own messages count as read), or null. */
  readUpTo: string | null;
  /** Sending is closed for both sides: the booking was cancelled, or the student's parent withdrew their consent. */
  closed: boolean;
  /** Why, in the words the panel shows in place of the box (null while open). */
  closedMessage: string | null;
}

/** A conversation with at least one reported message, for admins. */
export interface ReportedConversation {
  id: string;
  bookingId: string;
  studentId: string;
  studentName: string;
  counsellorId: string;
  counsellorName: string;
  messageCount: number;
  reportCount: number;
  lastReportedAt: string;
}

export interface ReportedConversationDetail extends ReportedConversation {
  messages: (ChatMessage & { reports: { byUserId: string; reason: string | null; at: string }[] })[];
}
