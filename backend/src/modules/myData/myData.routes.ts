// A person's own data (issue 20, item 3): POST /api/me/export answers a JSON file of everything held about them, DELETE
// /api/me closes the account. Both only for the signed-in person, who types their password again (passwordCheck.ts).
// Auditors are refused both before any route (auditorsReadOnly): they change nothing, and their accounts are the admin's.
import Router from '@koa/router';
import { ACCOUNT_DELETED_MESSAGE, exportFileName, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireUser, userOf } from '../../platform/http/guards';
import { signOut } from '../../platform/http/session';
import { parse } from '../../platform/http/validation';
import { deleteMyAccount } from './deleteMyAccount';
import { exportMyData } from './myDataExport';
import { passwordCheck } from './passwordCheck';
import { authorizeSubject } from './subject';

export function myDataRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/me' });
  const checkPassword = passwordCheck(deps);
  router.use(requireUser(deps));

  router.post('/export', async (ctx) => {
    const { password } = parse(passwordConfirmation, ctx.request.body);
    const actor = userOf(ctx);
    await checkPassword(ctx, actor, password);
    const subject = await authorizeSubject(deps, actor, actor.id);
    const data = await exportMyData(deps, subject);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(istDate(deps.clock.now()))}"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.delete('/', async (ctx) => {
    const { password } = parse(passwordConfirmation, ctx.request.body);
    const actor = userOf(ctx);
    await checkPassword(ctx, actor, password);
    const subject = await authorizeSubject(deps, actor, actor.id);
    await deleteMyAccount(deps, subject, actorOf(ctx));
    signOut(ctx);
    ctx.body = { message: ACCOUNT_DELETED_MESSAGE };
  });

  return router;
}
