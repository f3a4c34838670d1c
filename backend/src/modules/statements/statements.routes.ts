// A counsellor's monthly statement (issue 31, item 2): GET /api/counsellors/{id}/statements/{YYYY-MM} as JSON, and
// /pdf and /csv beside it; for that counsellor and admins (decision 0129).
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { statementMonth } from '@margdarshak/contracts/api/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { counsellorName, findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { NO_COUNSELLOR } from './payouts';
import { statementOf } from './statement';
import { statementCsv } from './statementCsv';
import { statementPdf } from './statementPdf';

const params = z.object({ id: uuidId(NO_COUNSELLOR), month: statementMonth });

export function statementsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/counsellors/:id/statements/:month' });
  router.use(requireRole(deps, 'counsellor', 'admin'));

  /** The statement asked for, once the caller may read it: their own, or any as an admin. */
  async function asked(ctx: Koa.Context) {
    const { id, month } = parse(params, ctx.params);
    const user = userOf(ctx);
    if (user.role === 'counsellor' && user.id !== id) throw new ForbiddenError();
    if (month > istDate(deps.clock.now()).slice(0, 7)) throw new ValidationError([{ path: 'month', message: 'That month has not begun yet' }]);
    if (!(await findCounsellor(deps.db, id))) throw new NotFoundError(NO_COUNSELLOR);
    ctx.set('Cache-Control', 'private, no-store');
    return statementOf(deps.db, id, month);
  }

  router.get('/', async (ctx) => {
    ctx.body = await asked(ctx);
  });
  router.get('/csv', async (ctx) => {
    const statement = await asked(ctx);
    ctx.attachment(`margdarshak-statement-${statement.month}.csv`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = statementCsv(statement);
  });
  router.get('/pdf', async (ctx) => {
    const statement = await asked(ctx);
    const pdf = await statementPdf(deps, statement, await counsellorName(deps.db, statement.counsellorId));
    ctx.attachment(`margdarshak-statement-${statement.month}.pdf`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });
  return router;
}
