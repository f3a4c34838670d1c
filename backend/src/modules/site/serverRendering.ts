// The landing and content pages rendered on the server (frontend/src/entry-server.tsx, built to frontend/dist-ssr) from
// the same data GET /api/user and GET /api/packages answer, so the browser's first render matches it.
import type { ServerData } from '@margdarshak/contracts/api/serverData';
import type { User } from '@margdarshak/contracts/api/shapes';
import { listPackages } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { accountOf, currentAccount } from '../../platform/http/guards';
import { splicePage } from '../../platform/http/splicedPage';
import { encodeSharedPage, type ServerRender } from '../../platform/http/staticFrontend';
import { type AppHandler, visitorApi } from '../../platform/http/visitorApi';
import type { FrontendServer } from './frontendServer';

/**
 * A signed-in page differs between visitors of one role and language only in the user serialized with it (the markup
 * shows the role's links, never who it is: serverRendering.int.spec.ts compares a spliced page with a whole render for
 * that visitor). So it is drawn once for a stand-in of theirs, and each visitor's own user is spliced in its place.
 */
const standInFor = (user: User): User => accountOf({ id: 'signed-in-stand-in', email: 'stand-in@margdarshak.invalid', role: user.role }, user.language);
/** As the frontend's serializeServerData writes a value into the page's JSON script. */
const serialized = (user: User) => JSON.stringify(user).replace(/</g, '\\u003c');

/**
 * `app` answers the API requests a signed-in dashboard's render makes for its visitor: the app this render is part of,
 * asked for once the first such page is (it is built after its frontend's middleware).
 */
export function serverRender(deps: Pick<AppDeps, 'db' | 'cache' | 'config'>, entry: FrontendServer, app: () => AppHandler): ServerRender {
  // Kept in memory until the packages read model changes, as GET /api/packages' answer is.
  const packages = () => deps.cache.get('packages', 'rows', () => listPackages(deps.db));
  return async (ctx, template) => {
    if (!entry.rendersOnServer(ctx.path)) return visitorsPage(ctx, template);
    // The canonical address: no query string (campaign tags and the like) in og:url. A page in Hindi has an address of
    // its own (/hi/…; issue 33).
    const url = new URL(ctx.path, deps.config.publicUrl).href;
    const render = async (user: ServerData['user']) => entry.renderPage(template, url, { user, packages: await packages() });
    const user = await currentAccount(ctx, deps);
    if (user) {
      const standIn = standInFor(user);
      const page = await deps.cache.get('packages', `server-rendered for ${user.role} ${user.language ?? ''} ${ctx.path}`, async () => {
        const html = await render(standIn);
        const at = html?.indexOf(serialized(standIn)) ?? -1;
        if (html === null || at < 0 || html.lastIndexOf(serialized(standIn)) !== at) return null;
        return splicePage(html.slice(0, at), html.slice(at + serialized(standIn).length));
      });
      if (page) return { kind: 'spliced', page, insert: serialized(user) };
      const html = await render(user);
      return html === null ? null : { kind: 'personal', html };
    }
    // Signed out, the page depends on the packages alone: one render, encoded once, serves every visitor until that read
    // model changes.
    const page = await deps.cache.get('packages', `server-rendered ${ctx.path}`, async () => {
      const html = await render(null);
      return html === null ? null : encodeSharedPage(html);
    });
    return page && { kind: 'shared', page };
  };

  /** A signed-in dashboard, drawn for this visitor alone from what the API answers them: never cached, never shared. */
  async function visitorsPage(ctx: Parameters<ServerRender>[0], template: string): ReturnType<ServerRender> {
    const user = await currentAccount(ctx, deps);
    if (!user || !entry.rendersForVisitor(ctx.path, user.role)) return null;
    const url = new URL(ctx.path, deps.config.publicUrl).href;
    const html = await entry.renderPage(template, url, { user, packages: await packages() }, visitorApi(app(), ctx));
    return html === null ? null : { kind: 'personal', html };
  }
}
