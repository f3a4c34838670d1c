// A released report as JSON (/student/report/{id}; to a parent, written to the parent) and as a PDF download
// (dashboards §7: the file is named after the title). Personal data: never cached by browsers or proxies.
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { reportFileName } from '@margdarshak/contracts/api/personalityTests';
import type { AppDeps } from '../../platform/deps';
import { requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { reportFor, reportPdf, reportView } from './reports';

const reportParam = z.object({ reportId: uuidId('Report not found') });

export function reportsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/reports' });
  const signedIn = requireUser(deps);

  router.get('/:reportId', signedIn, async (ctx) => {
    const { reportId } = parse(reportParam, ctx.params);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await reportFor(deps, reportId, userOf(ctx));
  });

  router.get('/:reportId/download-pdf', signedIn, async (ctx) => {
    const { reportId } = parse(reportParam, ctx.params);
    const released = await reportView(deps, reportId, userOf(ctx));
    const pdf = await reportPdf(deps, released);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(reportFileName(released.view.title));
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });

  return router;
}
