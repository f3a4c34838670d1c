// The chat's live stream: an EventSource from the page's position (?lastEventId=); when the connection drops (a server
// restart, a network change) the browser reconnects by itself and sends Last-Event-ID, and the server sends what was
// missed. Closed when the panel goes away.
import { useEffect, useRef, useState } from 'react';
import { chatPaths, type ChatMessage } from '@margdarshak/contracts/api/chat';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

export function useChatStream(bookingId: string, from: string | undefined, onMessage: (message: ChatMessage) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!bookingId || from === undefined || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${chatPaths.stream(encodeURIComponent(bookingId))}?lastEventId=${encodeURIComponent(from)}`, { withCredentials: true });
    source.onopen = () => setState('live');
    source.onerror = () => setState('reconnecting');
    source.addEventListener('message', (event: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(event.data) as ChatMessage);
      } catch {
        // a frame that is not a message: ignored
      }
    });
    return () => source.close();
  }, [bookingId, from]);
  return state;
}
