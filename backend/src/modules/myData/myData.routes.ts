// A person's own data (issue 20, item 3): POST /api/me/export answers a JSON file of everything held about them, DELETE
// /api/me closes the account; a parent does both for a linked child under /api/parent/children/{childId}. Always with
// the actor's own password typed again (passwordCheck.ts); who may act for whom is authorizeSubject's one rule.
// Auditors are refused both before any route (auditorsReadOnly): they change nothing, and their accounts are the admin's.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { ACCOUNT_DELETED_MESSAGE, childAccountDeletedMessage, exportFileName, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { CHILD_STAND_IN, firstWordOf } from '@margdarshak/contracts/names';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError } from '../../platform/http/errors';
import { requireRole, requireUser, userOf } from '../../platform/http/guards';
import { signOut } from '../../platform/http/session';
import { parse } from '../../platform/http/validation';
import { studentDisplayName } from '../accounts';
import { deleteMyAccount } from './deleteMyAccount';
import { exportMyData } from './myDataExport';
import { passwordCheck } from './passwordCheck';
import { authorizeSubject, type Subject } from './subject';

const childParam = z.object({ childId: uuidId('Child not found') });

async function sendExport(ctx: Koa.Context, deps: AppDeps, subject: Subject, byParent: boolean): Promise<void> {
  const data = await exportMyData(deps, subject, { byParent });
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${exportFileName(istDate(deps.clock.now()))}"`);
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(data, null, 2);
}

export function myDataRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/me' });
  const checkPassword = passwordCheck(deps);
  router.use(requireUser(deps));

  router.post('/export', async (ctx) => {
    const { password } = parse(passwordConfirmation, ctx.request.body);
    const actor = userOf(ctx);
    await checkPassword(ctx, actor, password);
    await sendExport(ctx, deps, await authorizeSubject(deps, actor, actor.id), false);
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

/**
 * The same for a parent's linked child. The child is checked before the password, so probing another family's child
 * (403) spends none of the parent's password checks; the parent stays signed in after the child's account goes.
 */
export function childDataRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/parent/children' });
  const checkPassword = passwordCheck(deps);
  const parent = requireRole(deps, 'parent');
  const childOf = async (ctx: Koa.Context) => {
    const { password } = parse(passwordConfirmation, ctx.request.body);
    const actor = userOf(ctx);
    const { childId } = parse(childParam, ctx.params);
    if (childId === actor.id) throw new ForbiddenError('Your own data is under /api/me');
    const subject = await authorizeSubject(deps, actor, childId);
    await checkPassword(ctx, actor, password);
    return subject;
  };

  router.post('/:childId/export', parent, async (ctx) => sendExport(ctx, deps, await childOf(ctx), true));

  router.delete('/:childId', parent, async (ctx) => {
    const child = await childOf(ctx);
    const name = firstWordOf(await studentDisplayName(deps, child.id)) ?? CHILD_STAND_IN;
    await deleteMyAccount(deps, child, actorOf(ctx));
    ctx.body = { message: childAccountDeletedMessage(name) };
  });

  return router;
}
