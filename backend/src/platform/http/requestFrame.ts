// What happens around every request, in one async frame: its id and log line, its metrics, the answer made of a failure,
// that answer's words in its reader's language, and the security headers. Each is its own module's; they were five Koa
// layers, and their promises and frames were most of what a cached read paid above bare Koa (docs/decisions/0166).
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { DatabaseProbe } from '../db/databaseProbe';
import { httpMetrics } from '../metrics/httpMetrics';
import type { ProcessMetrics } from '../metrics/processMetrics';
import { answersInLanguage } from './answerLanguage';
import { errorAnswers } from './errorAnswers';
import type { GuardDeps } from './guards';
import { identifyRequest, requestLogging } from './requestLogging';
import { securityHeaders } from './securityHeaders';

export interface RequestFrameDeps extends GuardDeps {
  logger: Logger;
  metrics: Pick<ProcessMetrics, 'httpSeconds'>;
  config: { production: boolean };
}

export function requestFrame(deps: RequestFrameDeps, database?: Pick<DatabaseProbe, 'failed'>): Koa.Middleware {
  const observe = httpMetrics(deps.metrics);
  const logLine = requestLogging(deps.logger);
  const answers = errorAnswers(deps.logger, database);
  const inReadersLanguage = answersInLanguage(deps);
  const setSecurityHeaders = securityHeaders(deps.config.production);
  return async (ctx, next) => {
    const started = performance.now();
    identifyRequest(ctx);
    // Stays true only when the frame's own steps throw: Koa then answers a bare 500, counted as one.
    let failed = true;
    try {
      try {
        await next();
        answers.unanswered(ctx);
      } catch (error) {
        answers.failed(ctx, error);
      }
      const wording = inReadersLanguage(ctx);
      if (wording) await wording;
      setSecurityHeaders(ctx);
      failed = false;
    } finally {
      logLine(ctx, started);
      observe(ctx, started, failed);
    }
  };
}
