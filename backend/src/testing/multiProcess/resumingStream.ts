// An event stream that behaves as a browser's EventSource across API processes: opened on one process, and when that
// process dies under it, opened again on the other with the Last-Event-ID of the last event it received.
import { openEventStreamClient, type EventStreamClient, type StreamEvent } from '../eventStreamClient';

export interface ResumingStream {
  /** Every event received, over every connection, in order. */
  events: StreamEvent[];
  /** The process each connection was opened on, in order (the first is where it was pinned). */
  openedOn: string[];
  close(): void;
}

export function resumingStream(urls: readonly [string, string], path: string, headers: Record<string, string>, firstEventId: string): ResumingStream {
  const events: StreamEvent[] = [];
  const openedOn: string[] = [];
  let closed = false;
  let current: EventStreamClient | undefined;
  (async () => {
    let on = 0;
    while (!closed) {
      const url = urls[on] ?? urls[0];
      const lastEventId = events.at(-1)?.id ?? firstEventId;
      const client = await openEventStreamClient(`${url}${path}`, { ...headers, 'Last-Event-ID': lastEventId }).catch(() => undefined);
      if (client?.status === 200) {
        current = client;
        openedOn.push(url);
        // Received events move to the stream's own list as they arrive; the client's list is per connection.
        let taken = 0;
        const take = () => {
          events.push(...client.events.slice(taken));
          taken = client.events.length;
        };
        const pump = setInterval(take, 20);
        await client.ended;
        clearInterval(pump);
        take();
      } else {
        client?.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      on = on === 0 ? 1 : 0; // the process died (or refused): the other one
    }
  })();
  return {
    events,
    openedOn,
    close() {
      closed = true;
      current?.close();
    },
  };
}
