// Turns every failure into `{ error }` JSON with the right status: 400 with `issues` for invalid input, the domain's
// own status for refused commands, 503 with Retry-After while the database cannot be reached (a page then gets the
// 'back in a minute' page), and a bare 500 (logged with the request id) for anything unexpected.
import type Koa from 'koa';
import { BAD_REQUEST, BODY_NOT_JSON, BODY_TOO_LARGE, NOT_FOUND, UNEXPECTED_ERROR } from '@margdarshak/contracts/api/errors';
import type { Logger } from 'pino';
import { isConnectionFailure } from '../db/connectionFailure';
import type { DatabaseProbe } from '../db/databaseProbe';
import { answerDatabaseUnavailable } from './databaseOutage';
import { DomainError, ValidationError } from './errors';

declare module 'koa' {
  interface DefaultState {
    /** Set by routes whose spec'd clients read `message` rather than `error`. */
    errorAlsoAsMessage?: boolean;
  }
}

export interface ErrorAnswers {
  /** An API path no route answered: `{ error: 'Not found' }` rather than Koa's bare text. */
  unanswered(ctx: Koa.Context): void;
  /** The answer to a request that threw `error`. */
  failed(ctx: Koa.Context, error: unknown): void;
}

export function errorAnswers(logger: Logger, database?: Pick<DatabaseProbe, 'failed'>): ErrorAnswers {
  return {
    unanswered(ctx) {
      if (ctx.status === 404 && ctx.body === undefined && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
        ctx.status = 404;
        ctx.body = { error: NOT_FOUND };
      }
    },
    failed(ctx, error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = { error: error.message, issues: error.issues };
      } else if (error instanceof DomainError) {
        ctx.status = error.status;
        ctx.body = { ...error.extra, error: error.message };
      } else if (isClientHttpError(error)) {
        ctx.status = error.status;
        ctx.body = { error: clientMessage(error) };
      } else if (isConnectionFailure(error)) {
        // The probe logs the outage once; a line per request would bury it.
        database?.failed(error);
        logger.debug({ err: error, requestId: ctx.state.requestId }, 'database unreachable');
        answerDatabaseUnavailable(ctx);
      } else {
        logger.error({ err: error, requestId: ctx.state.requestId }, 'unexpected error');
        ctx.status = 500;
        ctx.body = { error: UNEXPECTED_ERROR, requestId: ctx.state.requestId };
      }
      if (ctx.state.errorAlsoAsMessage && isErrorBody(ctx.body)) ctx.body = { ...ctx.body, message: ctx.body.error };
    },
  };
}

function isErrorBody(body: unknown): body is { error: string } {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

/** Errors thrown by Koa and body parsing (http-errors) with a 4xx status and a message meant for clients. */
function isClientHttpError(error: unknown): error is { status: number; message: string; expose?: boolean } {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientMessage(error: { status: number; message: string; expose?: boolean }): string {
  if (error.status === 413) return BODY_TOO_LARGE;
  if (error.status === 415) return 'Unsupported content type: send JSON';
  if (error.status === 400 && /json/i.test(error.message)) return BODY_NOT_JSON;
  return error.expose ? error.message : BAD_REQUEST;
}
