// The port for live chat that the app's dependencies carry (AppDeps.chatFeed); the chat module implements it
// (modules/chat/chatFeed.ts).
import type { ChatMessage } from '@margdarshak/contracts/api/chat';
import type { LogPosition } from '@margdarshak/contracts/log';

export interface FeedDelivery {
  position: LogPosition;
  message: ChatMessage;
}

export interface FeedSink {
  /** Sends one message. */
  send(delivery: FeedDelivery): void;
  /** A comment line that keeps proxies from closing an idle stream. */
  ping(): void;
  /** Ends the stream (the process is stopping). */
  end(): void;
}

export interface FeedListener {
  close(): void;
}

export interface ChatFeed {
  /**
   * Adds a stream for a booking's chat. With `after`, the messages after that position are sent first; without it,
   * only messages the follower meets from now on. Resolves once the stream is live.
   */
  join(bookingId: string, after: LogPosition | undefined, sink: FeedSink): Promise<FeedListener>;
  /** Open streams (for the bench and health). */
  size(): number;
  stop(): Promise<void>;
}
