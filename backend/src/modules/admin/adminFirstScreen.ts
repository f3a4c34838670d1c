// /admin for a signed-in admin: the overview's first screen drawn on the server with its figures, so a phone paints it
// from the HTML while react-admin arrives (docs/decisions/0154). The same checks as GET /api/admin/stats: an admin's
// live session; anyone else (an auditor, a student, nobody) gets the plain page as before. The page is theirs alone,
// sent no-store (staticFrontend.ts).
import { adminStats } from '@margdarshak/projections/adminStats/adminStatsQueries';
import type { AppDeps } from '../../platform/deps';
import { currentUser } from '../../platform/http/guards';
import type { ServerRender } from '../../platform/http/staticFrontend';
import type { FrontendServer } from '../site';

/** The back office's landing page: the overview for an admin (react-admin's basename). */
const landing = (pathname: string) => pathname === '/admin' || pathname === '/admin/';

export function adminFirstScreen(deps: Pick<AppDeps, 'db' | 'cache' | 'clock'>, entry: FrontendServer): ServerRender {
  return async (ctx, template) => {
    if (!landing(ctx.path)) return null;
    if ((await currentUser(ctx, deps))?.role !== 'admin') return null;
    const stats = await adminStats(deps.db, deps.clock.now());
    return { kind: 'personal', html: entry.renderAdminFirstScreen(template, stats) };
  };
}
