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
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
