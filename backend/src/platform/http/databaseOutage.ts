// While the database is away: 503 with Retry-After, `{error}` for the API, the 'back in a minute' page for pages.
import type Koa from 'koa';
import type { DatabaseProbe } from '../db/databaseProbe';
import { outagePage } from './outagePage';

export const retryAfterSeconds = 30;
export const databaseUnavailableMessage = 'We cannot reach our database just now. Please try again in a minute.';

export function answerDatabaseUnavailable(ctx: Koa.Context): void {
  ctx.status = 503;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.set('Cache-Control', 'no-store');
  if (ctx.path.startsWith('/api/')) {
    ctx.body = { error: databaseUnavailableMessage };
  } else {
    ctx.type = 'html';
    ctx.body = outagePage;
  }
}

/**
 * A page may render without the database (a cached render, the shell of the browser app), and the app would then fail
 * call by call: while the database is known to be away, a page request gets the outage page instead.
 */
export function outagePages(database: Pick<DatabaseProbe, 'reachable'>): Koa.Middleware {
  const pageOrOutage = async (ctx: Koa.Context, next: Koa.Next) => {
    if (!(await database.reachable())) return answerDatabaseUnavailable(ctx);
    await next();
  };
  // Not async itself: every other request passes straight through, without a promise of its own.
  return (ctx, next) => (isPageRequest(ctx) ? pageOrOutage(ctx, next) : next());
}

/** What a browser sends when it navigates: a GET for HTML outside the API (assets and fetches accept other types). */
function isPageRequest(ctx: Koa.Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/') && ctx.get('Accept').includes('text/html');
}
