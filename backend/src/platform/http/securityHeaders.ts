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

/**
 * What a browser never shows as a page of its own: JSON from the API, and the scripts, styles, fonts and raster images a
 * page loads (nosniff keeps each to its type). The policies below govern documents, so these go without them: about
 * 400 bytes less on each of a page's scripts. HTML, SVG, PDF, text and anything unknown keep them.
 */
const neverADocument = /^(application\/(json|javascript|manifest\+json|wasm)|text\/(javascript|css)|font\/|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))\b/;

/** Sets them on an answer once it is made, when its type is known. */
export function securityHeaders(production: boolean): (ctx: Koa.Context) => void {
  return (ctx) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // The header as set (`application/json; charset=utf-8`): the pattern reads only its start, as `ctx.type` would give it.
    if (neverADocument.test(String(ctx.response.get('Content-Type')))) return;
    ctx.set('Content-Security-Policy', csp);
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  };
}
