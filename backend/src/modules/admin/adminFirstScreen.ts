// /admin for a signed-in admin: the overview's first screen drawn on the server with its figures, so a phone paints it
// from the HTML while react-admin arrives (docs/decisions/0154). The figures are GET /api/admin/stats asked in process on
// the visitor's behalf (platform/http/visitorApi.ts), so its sign-in and admin checks decide, written once: anyone it
// refuses (an auditor, a student, nobody) gets the plain page as before. The page is theirs alone, sent no-store.
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import { type AppHandler, visitorApi } from '../../platform/http/visitorApi';
import type { ServerRender } from '../../platform/http/staticFrontend';
import type { FrontendServer } from '../site';

/** The back office's landing page: the overview for an admin (react-admin's basename). */
const landing = (pathname: string) => pathname === '/admin' || pathname === '/admin/';

export function adminFirstScreen(entry: FrontendServer, app: () => AppHandler): ServerRender {
  return async (ctx, template) => {
    // No cookie, no session: the plain page without asking.
    if (!landing(ctx.path) || !ctx.get('cookie')) return null;
    const answer = await visitorApi(app(), ctx)('/api/admin/stats');
    if (!answer.ok) return null;
    return { kind: 'personal', html: entry.renderAdminFirstScreen(template, (await answer.json()) as AdminStats) };
  };
}
