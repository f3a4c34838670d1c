// What the server takes from the frontend: its rendering of the landing and content pages, and of the signed-in
// dashboards with their first screen's data (the markup, its styles and its title arrive with the HTML, so a phone
// paints the page before any JavaScript runs and a crawler reads it whole; the browser then hydrates it, main.tsx, with
// the same data), and the public pages the sitemap lists.
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Role } from '@margdarshak/contracts/api/accounts';
import { packageTypes, type User } from '@margdarshak/contracts/api/shapes';
import { AppProviders } from './app/AppProviders';
import { settledWithin } from './app/firstScreenReads';
import { paths } from './config/paths';
import { matchedPrefetches } from './app/prefetchMatchedRoutes';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { seedQueries, serializeServerData, type ServerData } from './app/serverData';
import { articles } from './features/public';
import { type VisitorApi, withVisitorApi } from './lib/apiFetch.server';
import { isBilingual } from './lib/i18n/hindiPages';
import { type CataloguesHandle, hindiMessagesOf, loadCatalogues } from './lib/i18n/catalogue';
import { familyFrameWords } from './app/layout/familyFrameWords';
import { englishPath, languageOfPath, languageTag, languages, pathIn } from './lib/i18n/language';
import type { PageMeta } from './lib/usePageMeta';

export type { ServerData, VisitorApi };
export { renderAdminFirstScreen } from './admin/firstScreen/renderFirstScreen';

/**
 * Pages rendered on the server: where visitors land from search and links, drawn from the user and the packages alone.
 * A known set, so the cache of signed-out renders stays bounded. Every other route renders in the browser.
 */
const englishServerRendered = [
  paths.home,
  paths.about,
  paths.aboutAssessments,
  paths.services,
  paths.packages,
  paths.counsellors,
  paths.blog,
  ...articles.map((article) => paths.blogPost.to(article.slug)),
  paths.contact,
  paths.terms,
  paths.privacy,
];

/** An English list of pages and the Hindi twins of those written in both. */
const withHindiTwins = (english: string[]): string[] => [...english, ...english.filter(isBilingual).map((path) => pathIn('hi', path))];

const serverRendered = new Set<string>(withHindiTwins(englishServerRendered));

export const rendersOnServer = (pathname: string) => serverRendered.has(pathname);

/**
 * Signed-in pages drawn on the server for their visitor, with the first screen their route prefetches (docs/decisions
 * 0152), and the role each is for. Another role's visitor is sent the page to draw in the browser (which redirects).
 */
const drawnForVisitor = new Map<string, Role>([
  [paths.student.dashboard, 'student'],
  [paths.parent.dashboard, 'parent'],
  [paths.counsellor.dashboard, 'counsellor'],
]);

export const rendersForVisitor = (pathname: string, role: Role) => drawnForVisitor.get(pathname) === role;

/**
 * Reads the first screen of the page at `pathname` for `user` through `api`, as the browser's prefetch would
 * (app/prefetchMatchedRoutes.ts), and answers it dehydrated. A read that failed, or had not answered within
 * FIRST_SCREEN_READS_MS, is left out: the server draws that card waiting, as the browser first will, and the browser
 * asks again (and shows a failure there, as before).
 */
async function readFirstScreen(queryClient: QueryClient, pathname: string, user: User, api: VisitorApi): Promise<unknown> {
  const seeded = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  await withVisitorApi(api, async () => {
    const prefetches = await Promise.all(matchedPrefetches(routes, pathname).map((load) => load()));
    for (const prefetch of prefetches) prefetch(queryClient, user);
    await settledWithin(queryClient);
  });
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !seeded.has(query.queryHash) });
}

const handler = createStaticHandler(routes);

/** The public pages worth a search engine's visit (counsellors' own pages are added by the server, which knows them). */
export function indexedPaths(): string[] {
  return withHindiTwins([
    paths.home,
    paths.about,
    paths.aboutAssessments,
    paths.services,
    paths.packages,
    ...packageTypes.map((type) => paths.packageCounsellors.to(type)),
    paths.counsellors,
    paths.discover,
    paths.blog,
    ...articles.map((article) => paths.blogPost.to(article.slug)),
    paths.contact,
    paths.terms,
    paths.privacy,
  ]);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page written in both languages names both, and English as the default (for search engines). */
function alternates(url: string): string {
  const { origin, pathname } = new URL(url);
  if (!isBilingual(pathname)) return '';
  const english = englishPath(pathname);
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${path}`)}" />`;
  return [...languages.map((language) => link(languageTag[language], pathIn(language, english))), link('x-default', english)].join('');
}

function headFor(meta: PageMeta, url: string): string {
  const tags: [string, string][] = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', 'website'],
    ['og:site_name', 'Margdarshak'],
    ['og:url', url],
  ];
  return tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('') + alternates(url);
}

/**
 * The page at `url` as HTML built on `template` (the built index.html), or null when the route renders in the browser.
 * With `api`, a signed-in page drawn for its visitor (rendersForVisitor) carries the first screen it read through it.
 */
export async function renderPage(template: string, url: string, data: ServerData, api?: VisitorApi): Promise<string | null> {
  const { pathname } = new URL(url);
  const visitor = api && data.user && rendersForVisitor(pathname, data.user.role) ? data.user : null;
  if (!rendersOnServer(pathname) && !visitor) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  seedQueries(queryClient, data);
  if (visitor && api) data = { ...data, queries: await readFirstScreen(queryClient, pathname, visitor, api) };
  // A page in Hindi carries the Hindi words it is drawn with: the browser hydrates with them, asking for nothing. A
  // family's own page is in their account's language (docs/decisions/0164): its words are loaded here first.
  const catalogues = context.matches.flatMap((match) => (match.route.handle as Partial<CataloguesHandle> | undefined)?.catalogues ?? []);
  const language = visitor && (visitor.role === 'student' || visitor.role === 'parent') ? (visitor.language ?? 'en') : languageOfPath(pathname);
  if (visitor && language === 'hi') await loadCatalogues([...familyFrameWords, ...catalogues], 'hi');
  if (language === 'hi') data = { ...data, messages: hindiMessagesOf(visitor ? [...familyFrameWords, ...catalogues] : catalogues) };
  const emotionCache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const recorded: { meta?: PageMeta } = {};
  const markup = renderToString(
    <AppProviders queryClient={queryClient} emotionCache={emotionCache} pageMeta={(meta) => (recorded.meta = meta)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
  );
  queryClient.clear();
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(markup));

  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${languageTag[language]}"`)
    // The signed-in user travels with the page; the preload that asks for it would go unused.
    .replace(/(<!--[^>]*-->\s*)?<link rel="preload" href="\/api\/session"[^>]*>\s*/, '')
    // The page is readable without its scripts: let the browser fetch its styles and images first.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${serializeServerData(data)}`);
  const found = recorded.meta;
  if (found) {
    const { title, description } = found;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(description)}"`)
      .replace('</head>', () => `${headFor(found, url)}</head>`);
  }
  return html;
}
