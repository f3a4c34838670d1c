// Turns every failure into `{ error }` JSON with the right status: 400 with `issues` for invalid input, the domain's
// own status for refused commands, and a bare 500 (logged with the request id) for anything unexpected.
import type Koa from 'koa';
import type { Logger } from 'pino';
import { DomainError, ValidationError } from './errors';

const unexpected = 'Something went wrong. Please try again.';

declare module 'koa' {
  interface DefaultState {
    /** Set by routes whose spec'd clients read `message` rather than `error`. */
    errorAlsoAsMessage?: boolean;
  }
}

export function errorMiddleware(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { error: 'Not found' };
      }
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = { error: error.message, issues: error.issues };
      } else if (error instanceof DomainError) {
        ctx.status = error.status;
        ctx.body = { ...error.extra, error: error.message };
      } else if (isClientHttpError(error)) {
        ctx.status = error.status;
        ctx.body = { error: clientMessage(error) };
      } else {
        logger.error({ err: error, requestId: ctx.state.requestId }, 'unexpected error');
        ctx.status = 500;
        ctx.body = { error: unexpected, requestId: ctx.state.requestId };
      }
      if (ctx.state.errorAlsoAsMessage) ctx.body = { ...(ctx.body as object), message: (ctx.body as { error: string }).error };
    }
  };
}

/** Errors thrown by Koa and body parsing (http-errors) with a 4xx status and a message meant for clients. */
function isClientHttpError(error: unknown): error is { status: number; message: string; expose?: boolean } {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientMessage(error: { status: number; message: string; expose?: boolean }): string {
  if (error.status === 413) return 'Request body is too large';
  if (error.status === 415) return 'Unsupported content type: send JSON';
  if (error.status === 400 && /json/i.test(error.message)) return 'Request body is not valid JSON';
  return error.expose ? error.message : 'Bad request';
}
