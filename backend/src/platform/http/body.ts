// JSON bodies only, with a size limit. The raw text stays available (ctx.request.rawBody) for signature checks.
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';

export function jsonBody(limit = '100kb'): Koa.Middleware {
  return bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' }) as Koa.Middleware;
}
