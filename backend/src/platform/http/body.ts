// JSON bodies only, with a size limit. The raw text stays available (ctx.request.rawBody) for signature checks. DELETE
// bodies are read too: closing one's own account (DELETE /api/me) carries the password.
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';

export function jsonBody(limit = '100kb'): Koa.Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }) as Koa.Middleware;
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : parse(ctx, next));
}
