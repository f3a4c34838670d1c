// Serves the built single-page app: hashed assets cached for a year; the pages the frontend renders on the server, when
// that render is built; every other non-API GET answered with index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';
import serve from 'koa-static';
import type { Logger } from 'pino';

/** A page rendered on the server as HTML built on the shell `template`, or null when the route renders in the browser. */
export type ServerRender = (ctx: Koa.Context, template: string) => Promise<string | null>;

export interface FrontendOptions {
  distDir: string;
  /** Absent when the server render is not built: every page then renders in the browser. */
  serverRender?: ServerRender | undefined;
  logger: Logger;
}

export function staticFrontend(options: FrontendOptions): Koa.Middleware[] {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const index = readFileSync(indexFile, 'utf8');
  const assets = serve(options.distDir, {
    index: false,
    // The build writes .br and .gz beside each asset (frontend/scripts/precompress.mjs).
    brotli: true,
    gzip: true,
    setHeaders: (res, file) => {
      res.setHeader('Vary', 'Accept-Encoding');
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  /** The page as HTML, or the plain shell when the route renders in the browser or its render fails. */
  const pageFor = async (ctx: Koa.Context): Promise<string> => {
    try {
      const html = await options.serverRender?.(ctx, index);
      if (!html) return index;
      // The markup may name the signed-in visitor: no shared cache may keep it.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.vary('Cookie');
      return html;
    } catch (error) {
      options.logger.error({ err: error, path: ctx.path }, 'server render failed; sending the page to render in the browser');
      return index;
    }
  };

  const spaFallback: Koa.Middleware = async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body || !['GET', 'HEAD'].includes(ctx.method) || ctx.path.startsWith('/api/')) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await pageFor(ctx);
  };
  // Pages are compressed as they are sent (a server-rendered page carries its styles: about 90 KB raw, 10 KB compressed);
  // assets come precompressed.
  const compressPages = compress({
    filter: (type) => type.startsWith('text/html'),
    threshold: 1024,
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  return [compressPages, spaFallback, assets];
}
