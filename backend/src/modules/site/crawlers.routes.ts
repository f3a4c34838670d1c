// What search engines read first: robots.txt (which pages are private) and sitemap.xml (the public pages and every
// public counsellor's profile, as absolute addresses).
import Router from '@koa/router';
import { publicCounsellorIds } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { hindiTwin } from '@margdarshak/contracts/pages';
import type { AppDeps } from '../../platform/deps';
import type { FrontendServer } from './frontendServer';

/** Signed-in areas, flows that only make sense mid-booking, and the API: nothing there for a search engine. */
const privatePrefixes = [
  '/admin',
  '/student/',
  '/counsellor/dashboard',
  '/counsellor/profile',
  '/counsellor/availability',
  '/counsellor/session/',
  '/counsellor/earnings',
  '/booking',
  '/reset-password',
  '/auth',
  '/api/',
];
/** A sitemap holds at most 50,000 addresses. */
const MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function crawlersRoutes(deps: Pick<AppDeps, 'db' | 'cache' | 'config'>, frontend: FrontendServer): Router {
  const router = new Router();
  const absolute = (path: string) => new URL(path, deps.config.publicUrl).href;

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = ['User-agent: *', ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
  });

  router.get('/sitemap.xml', async (ctx) => {
    ctx.type = 'application/xml';
    // Kept until the counsellors read model changes: a profile approved, paused or deleted shows in the next sitemap.
    ctx.body = await deps.cache.get('counsellors', 'sitemap', async () => {
      const pages = frontend.indexedPaths();
      // A profile is listed in both its languages.
      const ids = await publicCounsellorIds(deps.db, Math.floor((MAX_URLS - pages.length) / 2));
      const profiles = ids.map((id) => `/counsellors/${encodeURIComponent(id)}`).flatMap((path) => [path, hindiTwin(path)]);
      const urls = [...pages, ...profiles].map((path) => `<url><loc>${escapeXml(absolute(path))}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    });
  });

  return router;
}
