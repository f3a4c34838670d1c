// A Server-Sent Events reader for specs (and the chat bench's clients): opens a stream with fetch, parses its frames
// as EventSource would, and lets a test wait for the events it expects.
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  contentType: string | null;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  waitForComment(timeoutMs?: number): Promise<string>;
  /** The id of the last event received (what a reconnecting EventSource sends as Last-Event-ID). */
  lastEventId(): string | undefined;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** Feeds text in, calls back per complete event or comment. Lines may end in \n, \r\n or \r. */
export function eventStreamParser(onEvent: (event: StreamEvent) => void, onComment: (text: string) => void = () => {}) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
        data = [];
        event = '';
        continue;
      }
      if (line.startsWith(':')) {
        onComment(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id') id = value;
    }
  };
}

export async function openEventStreamClient(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => {};
  const changed = () => wake();
  const parse = eventStreamParser(
    (event) => {
      events.push(event);
      changed();
    },
    (text) => {
      comments.push(text);
      changed();
    },
  );
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // closed by us
    }
  })();
  const until = async (done: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    events,
    comments,
    async waitForEvents(count, timeoutMs = 10_000) {
      await until(() => events.length >= count, timeoutMs, `${count} events (have ${events.length})`);
      return events.slice(0, count);
    },
    async waitForComment(timeoutMs = 10_000) {
      await until(() => comments.length > 0, timeoutMs, 'a comment');
      return comments[0] ?? '';
    },
    lastEventId: () => events.at(-1)?.id,
    close: () => abort.abort(),
    ended,
  };
}
