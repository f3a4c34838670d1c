// A booking's chat (stream chat-{bookingId}) as its rules need it: the messages in order with their writers, how far
// each participant has read (their own messages count as read), and which reports were made.
import type { ChatEvent } from '@margdarshak/contracts/events/chat';

export interface ChatState {
  /** Message id -> its place in the chat (0-based) and its writer. */
  messages: ReadonlyMap<string, { index: number; fromUserId: string }>;
  /** User id -> the place of the newest message they have read. */
  readUpTo: ReadonlyMap<string, number>;
  /** `${messageId}:${userId}` of every report. */
  reports: ReadonlySet<string>;
}

export const initialChat: ChatState = { messages: new Map(), readUpTo: new Map(), reports: new Set() };

export const chatStream = (bookingId: string) => `chat-${bookingId}`;
export const chatStreamPrefix = 'chat-';
export const reportKey = (messageId: string, userId: string) => `${messageId}:${userId}`;

export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ChatMessageSent': {
      const index = state.messages.size;
      return {
        ...state,
        messages: new Map(state.messages).set(event.data.messageId, { index, fromUserId: event.data.fromUserId }),
        readUpTo: new Map(state.readUpTo).set(event.data.fromUserId, index),
      };
    }
    case 'ChatMessageRead': {
      const index = state.messages.get(event.data.upTo)?.index;
      if (index === undefined || index <= (state.readUpTo.get(event.data.userId) ?? -1)) return state;
      return { ...state, readUpTo: new Map(state.readUpTo).set(event.data.userId, index) };
    }
    case 'ChatMessageReported':
      return { ...state, reports: new Set(state.reports).add(reportKey(event.data.messageId, event.data.byUserId)) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
