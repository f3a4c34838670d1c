// Headers every response carries. Nothing from another origin may run, frame us or be framed, except where a later
// payment step allows Razorpay Checkout explicitly.
import type Koa from 'koa';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function securityHeaders(production: boolean): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // A policy governs documents; JSON from the API is never rendered as one (nosniff), so it carries only the above.
    if (ctx.path.startsWith('/api/') && ctx.type === 'application/json') return;
    ctx.set('Content-Security-Policy', csp);
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  };
}
