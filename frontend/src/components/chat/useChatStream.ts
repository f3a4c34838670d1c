// The chat's live stream: an EventSource from the page's position (?lastEventId=); when the connection drops (a server
// restart, a network change) the browser reconnects by itself and sends Last-Event-ID, and the server sends what was
// missed. An answer that is not a stream (a 503 while the database is away) closes an EventSource for good: then a new
// one opens a few seconds later from the last message received. Closed when the panel goes away.
import { useEffect, useRef, useState } from 'react';
import { chatPaths, type ChatMessage } from '@margdarshak/contracts/api/chat';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

const REOPEN_AFTER_MS = 3_000;

export function useChatStream(bookingId: string, from: string | undefined, onMessage: (message: ChatMessage) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const [reopened, setReopened] = useState(0);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const received = useRef<string | undefined>(undefined);
  // Declared before the stream's effect so that it runs first: a new page position (another booking, or the page read
  // again) starts from there, not from the last message of the one before.
  useEffect(() => {
    received.current = undefined;
  }, [bookingId, from]);
  useEffect(() => {
    if (!bookingId || from === undefined || typeof EventSource === 'undefined') return;
    const since = received.current ?? from;
    const source = new EventSource(`${chatPaths.stream(encodeURIComponent(bookingId))}?lastEventId=${encodeURIComponent(since)}`, { withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setState('live');
    source.onerror = () => {
      setState('reconnecting');
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setReopened((n) => n + 1), REOPEN_AFTER_MS);
    };
    source.addEventListener('message', (event: MessageEvent<string>) => {
      try {
        const message = JSON.parse(event.data) as ChatMessage;
        received.current = message.position;
        handler.current(message);
      } catch {
        // a frame that is not a message: ignored
      }
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [bookingId, from, reopened]);
  return state;
}
