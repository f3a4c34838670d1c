// Serves the built single-page app: hashed assets cached for a year; the pages the frontend renders on the server, when
// that render is built; every other page of the app (contracts/src/pages.ts) answered with index.html, and any other
// non-API path with index.html too (its router shows the 404 page) but with status 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';
import serve from 'koa-static';
import type { Logger } from 'pino';
import { hindiAddressOf, isHindiPath, isPagePath } from '@margdarshak/contracts/pages';
import { pageWith, type SplicedPage } from './splicedPage';

/** A page every signed-out visitor is sent: its bytes and their brotli and gzip encodings, all computed once. */
export interface SharedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A server render: HTML for this visitor alone, a page shared by every signed-out visitor, or a page shared by every
 * visitor with the same role and language with this visitor's own bytes spliced in (splicedPage.ts).
 */
export type RenderedPage = { kind: 'personal'; html: string } | { kind: 'shared'; page: SharedPage } | { kind: 'spliced'; page: SplicedPage; insert: string };

/** Renders the page on the server from the shell `template`, or answers null when the route renders in the browser. */
export type ServerRender = (ctx: Koa.Context, template: string) => Promise<RenderedPage | null>;

/** The first of `renders` that renders the page. */
export const firstRender =
  (...renders: ServerRender[]): ServerRender =>
  async (ctx, template) => {
    for (const render of renders) {
      const page = await render(ctx, template);
      if (page) return page;
    }
    return null;
  };

export interface FrontendOptions {
  distDir: string;
  /** Absent when the server render is not built: every page then renders in the browser. */
  serverRender?: ServerRender | undefined;
  logger: Logger;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Encodes a shared page once, at the best settings: it is then sent as it is to every visitor until its data changes. */
export async function encodeSharedPage(html: string): Promise<SharedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** How much the client wants an encoding (its q; `*` for any not named; 0 when it takes none). */
function encodingWeights(acceptEncoding: string | undefined): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/**
 * The encoding to send a shared page in: the one of br and gzip the client weighs highest (q), br on a tie, identity
 * when it accepts neither. Koa's own negotiation prefers the first listed, which is gzip in what browsers send.
 */
export function chooseEncoding(acceptEncoding: string | undefined): keyof SharedPage {
  const weightOf = encodingWeights(acceptEncoding);
  const br = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : 'identity';
}

function sendSplicedPage(ctx: Koa.Context, page: SplicedPage, insert: string): void {
  const gzip = encodingWeights(ctx.get('Accept-Encoding') || undefined)('gzip') > 0;
  ctx.vary('Accept-Encoding');
  ctx.compress = false;
  if (gzip) ctx.set('Content-Encoding', 'gzip');
  ctx.body = pageWith(page, insert, gzip);
}

function sendSharedPage(ctx: Koa.Context, page: SharedPage): void {
  const encoding = chooseEncoding(ctx.get('Accept-Encoding') || undefined);
  ctx.vary('Accept-Encoding');
  ctx.compress = false; // encoded already: koa-compress must not encode it again
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = page[encoding];
}

export function staticFrontend(options: FrontendOptions): Koa.Middleware[] {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const index = readFileSync(indexFile, 'utf8');
  // A Hindi page drawn in the browser says its language before its scripts run (screen readers, search engines).
  const hindiIndex = index.replace(/<html lang="[^"]*"/, '<html lang="hi"');
  const shellFor = (pathname: string) => (isHindiPath(pathname) ? hindiIndex : index);
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

  const render = async (ctx: Koa.Context): Promise<RenderedPage | null> => {
    try {
      return (await options.serverRender?.(ctx, index)) ?? null;
    } catch (error) {
      options.logger.error({ err: error, path: ctx.path }, 'server render failed; sending the page to render in the browser');
      return null;
    }
  };

  /** The page rendered on the server, or the plain shell when the route renders in the browser or its render failed. */
  const sendPage = async (ctx: Koa.Context): Promise<void> => {
    const rendered = await render(ctx);
    if (!rendered) {
      ctx.body = shellFor(ctx.path);
      return;
    }
    // The markup may name the signed-in visitor: no shared cache may keep it. A page drawn for one person alone from
    // their own data (a dashboard, the admin's figures) is kept by no cache at all.
    ctx.set('Cache-Control', rendered.kind === 'personal' ? 'no-store' : 'private, no-cache');
    ctx.vary('Cookie');
    if (rendered.kind === 'shared') sendSharedPage(ctx, rendered.page);
    else if (rendered.kind === 'spliced') sendSplicedPage(ctx, rendered.page, rendered.insert);
    else ctx.body = rendered.html;
  };

  const spaFallback: Koa.Middleware = async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body || !['GET', 'HEAD'].includes(ctx.method) || ctx.path === '/api' || ctx.path.startsWith('/api/')) return;
    // A page asked for in Hindi the old way (?lang=hi) lives at its Hindi twin now (issue 33): links in sent mails and
    // saved reports keep working.
    const twin = ctx.query.lang === 'hi' ? hindiAddressOf(ctx.path) : undefined;
    if (twin) {
      ctx.status = 301;
      ctx.redirect(twin);
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    if (isPagePath(ctx.path)) return sendPage(ctx);
    // No page of the app: the shell, whose router shows the 404 page, with the status a crawler or a link checker reads.
    ctx.body = shellFor(ctx.path);
    ctx.status = 404;
  };
  // The shell and signed-in pages are compressed as they are sent (a server-rendered page carries its styles: about 90 KB
  // raw, 10 KB compressed); shared pages come encoded from their cache, assets precompressed from the build.
  const compressPages = compress({
    filter: (type) => type.startsWith('text/html'),
    threshold: 1024,
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // A built asset's name changes with its content and it is cached for a year: nothing revalidates it or traces it back
  // to a request, so it goes without Last-Modified and the request id (about 100 bytes on each of a page's scripts).
  const hashedAssets: Koa.Middleware = async (ctx, next) => {
    await assets(ctx, next);
    if (ctx.path.startsWith('/assets/') && ctx.status === 200) {
      ctx.remove('Last-Modified');
      ctx.remove('X-Request-Id');
    }
  };
  return [compressPages, spaFallback, hashedAssets];
}
