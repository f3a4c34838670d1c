// Serves the built single-page app: hashed assets cached for a year, every other non-API GET answered with index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';

export function staticFrontend(distDir: string): Koa.Middleware[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const index = readFileSync(indexFile);
  const assets = serve(distDir, {
    index: false,
    // The build writes .br and .gz beside each asset (frontend/scripts/precompress.mjs).
    brotli: true,
    gzip: true,
    setHeaders: (res, file) => {
      res.setHeader('Vary', 'Accept-Encoding');
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const spaFallback: Koa.Middleware = async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body || !['GET', 'HEAD'].includes(ctx.method) || ctx.path.startsWith('/api/')) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = index;
  };
  return [spaFallback, assets];
}
