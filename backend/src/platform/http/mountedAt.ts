import type Router from '@koa/router';
import compose from 'koa-compose';
import type Koa from 'koa';

/**
 * A router that only runs for paths under `prefix`: a request elsewhere skips its route matching, which every request
 * would otherwise pay (the hot reads among them).
 */
export function mountedAt(prefix: string, router: Router): Koa.Middleware & { router: Router } {
  const dispatch = compose([router.routes(), router.allowedMethods()] as Koa.Middleware[]);
  const mounted: Koa.Middleware = (ctx, next) => (ctx.path.startsWith(prefix) ? dispatch(ctx, next) : next());
  // Kept reachable, as @koa/router's own middleware keeps it, so a spec can list every route the app serves.
  return Object.assign(mounted, { router });
}
