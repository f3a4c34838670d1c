// A mounted router answers every request over HTTP as @koa/router alone answers it: the same status, body, `Allow` and
// route pattern for the metrics. Its GET routes without parameters are found by their exact path, never entering the
// router (docs/decisions/0169); a router with middleware of its own, or a path two routes match, is left to the router.
import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { mountedAt } from './mountedAt';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app serving `router` either mounted or as @koa/router's own middleware, telling in headers how it was routed. */
async function serve(router: Router, mounted: boolean): Promise<string> {
  const app = new Koa();
  app.use(async (ctx, next) => {
    await next();
    ctx.set('X-Route', String(Reflect.get(ctx, '_matchedRoute') ?? '-'));
    // Set by @koa/router when it matched the route itself.
    ctx.set('X-Through-Router', Reflect.get(ctx, 'routerPath') === undefined ? 'no' : 'yes');
  });
  app.use(mounted ? mountedAt('/api/things', router) : router.routes());
  if (!mounted) app.use(router.allowedMethods());
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function things(): Router {
  const router = new Router({ prefix: '/api/things' });
  router.get('/', (ctx) => {
    ctx.body = { list: true, params: ctx.params };
  });
  router.get('/featured', (ctx) => {
    ctx.body = { featured: true };
  });
  router.get('/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.post('/', (ctx) => {
    ctx.status = 201;
  });
  return router;
}

const paths = ['/api/things', '/api/things/', '/api/things/featured', '/api/things/featured/', '/api/things/42', '/api/thingsmore', '/api/things/a/b'];
const methods = ['GET', 'HEAD', 'POST', 'DELETE'];

async function answer(base: string, method: string, path: string) {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: await response.text(), allow: response.headers.get('allow'), route: response.headers.get('x-route') };
}

describe('a router mounted at its prefix', () => {
  it('answers every method and path as the router alone does', async () => {
    const [alone, mounted] = [await serve(things(), false), await serve(things(), true)];
    for (const path of paths) for (const method of methods) expect(await answer(mounted, method, path), `${method} ${path}`).toEqual(await answer(alone, method, path));
  });

  it('finds a GET or HEAD of a route without parameters by its exact path, and the rest through the router', async () => {
    const mounted = await serve(things(), true);
    const through = async (method: string, path: string) => (await fetch(`${mounted}${path}`, { method })).headers.get('x-through-router');
    for (const path of ['/api/things', '/api/things/']) {
      expect(await through('GET', path), path).toBe('no');
      expect(await through('HEAD', path), path).toBe('no');
    }
    expect(await through('GET', '/api/things/42')).toBe('yes');
    // `/:id` matches it too: the router runs the two in turn.
    expect(await through('GET', '/api/things/featured')).toBe('yes');
    expect(await through('POST', '/api/things')).toBe('yes');
  });

  /** A router whose first step marks the answer and calls on, and whose last answers: run by the router, both run. */
  async function twoSteps(first: (router: Router, step: Koa.Middleware) => void): Promise<string[]> {
    const router = new Router({ prefix: '/api/things' });
    first(router, (ctx, next) => {
      ctx.set('X-First', 'yes');
      return next();
    });
    router.get('/', (ctx) => {
      ctx.body = 'answered';
    });
    const response = await fetch(`${await serve(router, true)}/api/things`);
    return [response.headers.get('x-first') ?? 'no', response.headers.get('x-through-router') ?? '', await response.text()];
  }

  it('leaves every path to the router when it has middleware of its own, which runs first', async () => {
    expect(await twoSteps((router, step) => router.use(step))).toEqual(['yes', 'yes', 'answered']);
  });

  it('leaves a path two routes match to the router, which runs them in turn', async () => {
    expect(await twoSteps((router, step) => router.get('/', step))).toEqual(['yes', 'yes', 'answered']);
  });
});
