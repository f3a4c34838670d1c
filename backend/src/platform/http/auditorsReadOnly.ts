// Auditors change nothing: every request of theirs that could change something (any method but GET, HEAD and OPTIONS)
// is refused here, before any route, so a route added later cannot forget it. The exceptions are their own session's:
// signing in and signing out. Each route's own guard still applies to everyone else.
import type Koa from 'koa';
import { ForbiddenError } from './errors';
import { currentUser, type GuardDeps } from './guards';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an auditor may still send: their own session's sign-in and sign-out. */
export const AUDITOR_SESSION_ROUTES = [
  { method: 'POST', path: '/api/login' },
  { method: 'POST', path: '/api/logout' },
] as const;

export const AUDITOR_READ_ONLY = 'Auditors can read the audit but cannot change anything';

const isSessionRoute = (method: string, path: string) => AUDITOR_SESSION_ROUTES.some((route) => route.method === method && route.path === path.replace(/\/+$/, ''));

export function auditorsReadOnly(deps: GuardDeps): Koa.Middleware {
  const refuseAuditors = async (ctx: Koa.Context, next: Koa.Next) => {
    if (!isSessionRoute(ctx.method, ctx.path) && (await currentUser(ctx, deps))?.role === 'auditor') throw new ForbiddenError(AUDITOR_READ_ONLY);
    await next();
  };
  // A read passes straight through, without a promise of its own.
  return (ctx, next) => (readMethods.has(ctx.method) ? next() : refuseAuditors(ctx, next));
}
