// The landing and content pages rendered on the server (frontend/src/entry-server.tsx, built to frontend/dist-ssr) from
// the same data GET /api/user and GET /api/packages answer, so the browser's first render matches it.
import type { ServerData } from '@margdarshak/contracts/api/serverData';
import { listPackages } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { currentAccount } from '../../platform/http/guards';
import { encodeSharedPage, type ServerRender } from '../../platform/http/staticFrontend';
import type { FrontendServer } from './frontendServer';

export function serverRender(deps: Pick<AppDeps, 'db' | 'cache' | 'config'>, entry: FrontendServer): ServerRender {
  return async (ctx, template) => {
    if (!entry.rendersOnServer(ctx.path)) return null;
    // The canonical address: no query string (campaign tags and the like) in og:url, except the Hindi page's ?lang=hi
    // (issue 28: the technical note in Hindi lives at the same route), which is a page of its own.
    const hindi = ctx.query.lang === 'hi' ? '?lang=hi' : '';
    const url = new URL(`${ctx.path}${hindi}`, deps.config.publicUrl).href;
    // Kept in memory until the packages read model changes, as GET /api/packages' answer is.
    const packages = () => deps.cache.get('packages', 'rows', () => listPackages(deps.db));
    const render = async (user: ServerData['user']) => entry.renderPage(template, url, { user, packages: await packages() });
    const user = await currentAccount(ctx, deps);
    if (user) {
      const html = await render(user);
      return html === null ? null : { kind: 'personal', html };
    }
    // Signed out, the page depends on the packages alone: one render, encoded once, serves every visitor until that read
    // model changes.
    const page = await deps.cache.get('packages', `server-rendered ${ctx.path}${hindi}`, async () => {
      const html = await render(null);
      return html === null ? null : encodeSharedPage(html);
    });
    return page && { kind: 'shared', page };
  };
}
