import type Router from '@koa/router';
import compose from 'koa-compose';
import type Koa from 'koa';

/**
 * A router that only runs for paths under `prefix`: a request elsewhere skips its route matching, which every request
 * would otherwise pay (the hot reads among them).
 */
export function mountedAt(prefix: string, router: Router): Koa.Middleware {
  const dispatch = compose([router.routes(), router.allowedMethods()] as Koa.Middleware[]);
  return (ctx, next) => (ctx.path.startsWith(prefix) ? dispatch(ctx, next) : next());
}
