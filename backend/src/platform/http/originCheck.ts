// Refuses state-changing requests sent by another site (defence in depth on top of SameSite cookies).
import type Koa from 'koa';
import { ForbiddenError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request with an Origin header must come from our public origin or the host it was sent to; browsers send Origin on
 * every cross-site POST, so a missing Origin means a non-browser client (curl, a webhook), which cookies alone protect.
 */
export function originCheck(config: { publicUrl: string }): Koa.Middleware {
  const allowed = new URL(config.publicUrl).origin;
  return (ctx, next) => {
    if (!safeMethods.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const sameHost = origin !== '' && safeHost(origin) === ctx.host;
      if ((origin && origin !== allowed && !sameHost) || ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw new ForbiddenError('Cross-site request refused');
      }
    }
    return next();
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
