import type Router from '@koa/router';
import compose from 'koa-compose';
import type Koa from 'koa';

/**
 * A router that only runs for paths under `prefix`: a request elsewhere skips its route matching, which every request
 * would otherwise pay (the hot reads among them). A GET or HEAD of one of its routes without parameters (the catalogue's
 * `/api/packages`) is found by its exact path; anything else goes through the router (docs/decisions/0169).
 */
export function mountedAt(prefix: string, router: Router): Koa.Middleware & { router: Router } {
  const dispatch = compose([router.routes(), router.allowedMethods()] as Koa.Middleware[]);
  const exact = exactGets(router);
  const mounted: Koa.Middleware = (ctx, next) => {
    if (!ctx.path.startsWith(prefix)) return next();
    const route = ctx.method === 'GET' || ctx.method === 'HEAD' ? exact.get(ctx.path) : undefined;
    return route ? route(ctx, next) : dispatch(ctx, next);
  };
  // Kept reachable, as @koa/router's own middleware keeps it, so a spec can list every route the app serves.
  return Object.assign(mounted, { router });
}

type Layer = Router['stack'][number];

/**
 * The router's GET routes without parameters, by each exact path the router would match them at (with and without a
 * trailing slash), each running as the router would run it: its handlers, with the route's pattern where the metrics
 * look for it (`_matchedRoute`) and no parameters. @koa/router matches every route's pattern and composes the matched
 * handlers again at each request: a tenth of the catalogue's time on the server. Left to the router: every path of a
 * router with middleware of its own (`router.use`), which would have to run first, and a path more than one route
 * matches for GET (`/things/featured` beside `/things/:id`), whose routes the router would run in turn.
 */
function exactGets(router: Router): Map<string, Koa.Middleware> {
  const routes = new Map<string, Koa.Middleware>();
  const layers: Layer[] = router.stack;
  if (layers.some((layer) => layer.methods.length === 0)) return routes;
  const gets = layers.filter((layer) => layer.methods.includes('GET'));
  for (const layer of gets) {
    const pattern = layer.path;
    if (typeof pattern !== 'string' || layer.paramNames.length > 0) continue;
    const run = compose(layer.stack as Koa.Middleware[]);
    const route: Koa.Middleware = (ctx, next) => {
      ctx.params = {};
      Reflect.set(ctx, '_matchedRoute', pattern);
      return run(ctx, next);
    };
    const paths = [pattern, pattern.endsWith('/') ? pattern.slice(0, -1) : `${pattern}/`];
    for (const path of paths) if (layer.match(path) && gets.filter((other) => other.match(path)).length === 1) routes.set(path, route);
  }
  return routes;
}
