// Every route an app serves, as its routers list them (mountedAt keeps its router reachable as @koa/router's own
// middleware does): for specs that must cover every route, so a route added later cannot be forgotten.
import type Router from '@koa/router';
import type Koa from 'koa';

export interface ServedRoute {
  method: string;
  path: string;
}

export function servedRoutes(koa: Koa): ServedRoute[] {
  const routers = koa.middleware.flatMap((middleware) => {
    const { router } = middleware as { router?: Router };
    return router ? [router] : [];
  });
  return routers.flatMap((router) => router.stack.flatMap((layer) => layer.methods.map((method) => ({ method, path: String(layer.path) }))));
}
