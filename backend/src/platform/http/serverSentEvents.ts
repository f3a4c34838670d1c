// A Server-Sent Events response in Koa: Koa steps aside (ctx.respond = false) and the stream is written straight to
// Node's response, unbuffered and uncompressed, with headers that keep proxies (nginx's X-Accel-Buffering) from holding
// it back. Writes a slow reader cannot keep up with end the stream: the browser reconnects with Last-Event-ID.
import type Koa from 'koa';

export interface EventStreamResponse {
  /** One event: `id:`, `event:` and the data as JSON on one line. */
  event(id: string, name: string, data: unknown): void;
  /** A comment line (`: ping`), which EventSource ignores. */
  comment(text: string): void;
  end(): void;
  /** Called once when the stream ends, whichever side ended it. */
  onClose(handler: () => void): void;
}

/** Unsent bytes past which a reader counts as gone. */
const maxBacklogBytes = 1024 * 1024;

export function openEventStream(ctx: Koa.Context, options: { retryMs?: number } = {}): EventStreamResponse {
  const { req, res } = ctx;
  ctx.respond = false;
  ctx.status = 200;
  req.socket.setTimeout(0);
  req.socket.setNoDelay(true);
  req.socket.setKeepAlive(true);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write(`retry: ${options.retryMs ?? 3_000}\n\n`);
  const handlers: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const handler of handlers) handler();
  };
  res.on('close', close);
  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > maxBacklogBytes) res.destroy();
  };
  return {
    event: (id, name, data) => write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    end: () => {
      if (!closed) res.end();
    },
    onClose: (handler) => {
      if (closed) handler();
      else handlers.push(handler);
    },
  };
}
