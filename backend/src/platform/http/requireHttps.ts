// Production serves its visitors over HTTPS only. A request that did not arrive securely (as Koa sees it: TLS here, or
// X-Forwarded-Proto from a trusted proxy) is sent to PUBLIC_URL if it only reads, and refused if it would change
// something, before any session cookie (Secure in production) could fail to be set. Health probes are exempt: load
// balancers probe over plain HTTP.
import type Koa from 'koa';

const readMethods = new Set(['GET', 'HEAD']);

export function requireHttps(config: { production: boolean; publicUrl: string }): Koa.Middleware {
  if (!config.production) return (_ctx, next) => next();
  const origin = new URL(config.publicUrl).origin;
  return (ctx, next) => {
    if (ctx.secure || ctx.path.startsWith('/api/health/')) return next();
    if (readMethods.has(ctx.method)) {
      ctx.status = 308;
      // Concatenated, never resolved against the origin: a path like //elsewhere.example must stay a path.
      const path = ctx.path.startsWith('/') ? ctx.path : '/';
      ctx.redirect(`${origin}${path}${ctx.search}`);
      return;
    }
    ctx.status = 403;
    ctx.body = { error: `This site accepts changes over HTTPS only. Send the request to ${origin} instead.` };
  };
}
