// One log line per request, with a request id that error responses and logs share (also sent as X-Request-Id).
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from 'pino';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    /** A request made on a schedule (a metrics scrape): logged at debug, so the log is not one line per scrape. */
    routine?: boolean;
  }
}

/** Gives the request its id, in its state and its answer's header. */
export function identifyRequest(ctx: Koa.Context): void {
  const requestId = randomUUID();
  ctx.state.requestId = requestId;
  ctx.set('X-Request-Id', requestId);
}

/** Writes the request's line once it is answered. */
export function requestLogging(logger: Logger): (ctx: Koa.Context, started: number) => void {
  return (ctx, started) => {
    const level = ctx.state.routine ? 'debug' : 'info';
    if (logger.isLevelEnabled(level)) logger[level]({ requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
