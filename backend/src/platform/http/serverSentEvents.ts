// A Server-Sent Events response in Koa: the body is a PassThrough stream that Koa pipes to the socket unbuffered (this
// app compresses nothing on the fly), with headers that keep proxies (nginx's X-Accel-Buffering) from holding it back.
// A PassThrough rather than ctx.respond = false: the middleware after the route (the session's cookie refresh) still
// runs before the headers go out. A reader that cannot keep up is cut off: the browser reconnects with Last-Event-ID.
import { PassThrough } from 'node:stream';
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
  req.socket.setTimeout(0);
  req.socket.setNoDelay(true);
  req.socket.setKeepAlive(true);
  const body = new PassThrough();
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set({ 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  ctx.body = body;
  body.write(`retry: ${options.retryMs ?? 3_000}\n\n`);
  const handlers: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const handler of handlers) handler();
  };
  res.on('close', close);
  body.on('close', close);
  const write = (chunk: string) => {
    if (closed) return;
    body.write(chunk);
    if (body.writableLength + res.writableLength > maxBacklogBytes) {
      body.destroy();
      res.destroy();
    }
  };
  return {
    event: (id, name, data) => write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    end: () => {
      if (!closed) body.end();
    },
    onClose: (handler) => {
      if (closed) handler();
      else handlers.push(handler);
    },
  };
}
