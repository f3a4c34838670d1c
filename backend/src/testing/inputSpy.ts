// A middleware for specs, put first in an app: it notes which query parameters and headers a request's handling reads
// (ctx.query / ctx.request.query, ctx.get / ctx.request.get, ctx.headers), so a spec can check that every input a route
// reads is one its table covers.
import type Koa from 'koa';

export interface InputReads {
  query: Set<string>;
  /** Lower-cased header names. */
  headers: Set<string>;
}

/** The accessor that `name` has on the request's prototype chain (Koa's request object). */
function accessorOf(request: object, name: string): PropertyDescriptor {
  for (let proto: object | null = Object.getPrototypeOf(request); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor;
  }
  throw new Error(`Koa's request has no ${name}`);
}

const noting = <T extends object>(target: T, into: Set<string>, lower = false): T =>
  new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'string') into.add(lower ? key.toLowerCase() : key);
      return Reflect.get(object, key, receiver) as unknown;
    },
  });

export function inputSpy(): { middleware: Koa.Middleware; last(): InputReads } {
  let last: InputReads = { query: new Set(), headers: new Set() };
  const middleware: Koa.Middleware = async (ctx, next) => {
    const reads: InputReads = { query: new Set(), headers: new Set() };
    last = reads;
    const request = ctx.request;
    const query = accessorOf(request, 'query');
    const get = request.get.bind(request);
    Object.defineProperty(request, 'query', {
      configurable: true,
      get: () => noting(query.get?.call(request) as object, reads.query),
      set: (value: unknown) => query.set?.call(request, value),
    });
    Object.defineProperty(request, 'get', {
      configurable: true,
      value: (field: string) => {
        reads.headers.add(field.toLowerCase());
        return get(field);
      },
    });
    for (const name of ['headers', 'header']) Object.defineProperty(request, name, { configurable: true, get: () => noting(request.req.headers, reads.headers, true) });
    await next();
  };
  return { middleware, last: () => last };
}
