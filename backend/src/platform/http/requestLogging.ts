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

export function requestLogging(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const level = ctx.state.routine ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) logger[level]({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
