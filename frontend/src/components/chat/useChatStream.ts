// The chat's live stream: an EventSource from the page's position (?lastEventId=); when the connection drops (a server
// restart, a network change) the browser reconnects by itself and sends Last-Event-ID, and the server sends what was
// missed. An answer that is not a stream closes an EventSource for good: then the panel asks why (streamFailure.ts) and
// opens a new one from the last message received, later and later while the product is away, or stops with a line and
// 'Try again' when the answer is a refusal (too many chats open at once). Closed when the panel goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatPaths, type ChatMessage } from '@margdarshak/contracts/api/chat';
import { afterFailure, askStream } from './streamFailure';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface ChatStream {
  state: StreamState;
  /** Why live updates stopped (state 'stopped'). */
  problem: string | undefined;
  /** Opens the stream again after it stopped. */
  retry(): void;
}

export function useChatStream(bookingId: string, from: string | undefined, onMessage: (message: ChatMessage) => void): ChatStream {
  const [state, setState] = useState<StreamState>('connecting');
  const [problem, setProblem] = useState<string | undefined>();
  const [reopened, setReopened] = useState(0);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const received = useRef<string | undefined>(undefined);
  const failures = useRef(0);
  // Declared before the stream's effect so that it runs first: a new page position (another booking, or the page read
  // again) starts from there, not from the last message of the one before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bookingId and from are what the reset runs on, not values it reads
  useEffect(() => {
    received.current = undefined;
  }, [bookingId, from]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopened is the retry's trigger: a new value opens the stream again
  useEffect(() => {
    if (!bookingId || from === undefined || typeof EventSource === 'undefined' || problem !== undefined) return;
    const since = received.current ?? from;
    const url = `${chatPaths.stream(encodeURIComponent(bookingId))}?lastEventId=${encodeURIComponent(since)}`;
    const source = new EventSource(url, { withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    source.onopen = () => {
      failures.current = 0;
      setState('live');
    };
    source.onerror = () => {
      setState('reconnecting');
      if (source.readyState !== EventSource.CLOSED) return;
      void askStream(url).then((answer) => {
        if (gone) return;
        const next = afterFailure(answer, failures.current);
        failures.current += 1;
        if ('stop' in next) {
          setState('stopped');
          setProblem(next.stop);
        } else retry = setTimeout(() => setReopened((n) => n + 1), next.reopenInMs);
      });
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
      gone = true;
      clearTimeout(retry);
      source.close();
    };
  }, [bookingId, from, reopened, problem]);
  const retry = useCallback(() => {
    failures.current = 0;
    setState('connecting');
    setProblem(undefined);
  }, []);
  return { state, problem, retry };
}
