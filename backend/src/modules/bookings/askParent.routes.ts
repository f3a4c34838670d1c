// POST /api/me/consent/ask-parent (issue 30): before consent, the student's "Ask my parent" with the session they chose.
// Here rather than in family because the session is checked and priced as create-order does it (sessionOffer.ts);
// family records the request and its processor mails the parent. 202: the mail goes from the processor. Holds nothing.
import Router from '@koa/router';
import { askParentRequest } from '@margdarshak/contracts/api/family';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { askParentAnswerForReader, askParentToBook, requireConsentAwaited } from '../family';
import { sessionOnOffer } from './sessionOffer';

export function askParentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/me/consent' });

  router.post('/ask-parent', requireRole(deps, 'student'), async (ctx) => {
    const input = parse(askParentRequest, ctx.request.body);
    const student = userOf(ctx);
    await requireConsentAwaited(deps, student.id);
    const { pkg } = await sessionOnOffer(deps, input, deps.clock.now());
    const session = { counsellorId: input.counsellorId, packageId: pkg.id, date: input.sessionDate, slot: input.timeSlot, pricePaise: pkg.price * 100 };
    ctx.body = await askParentAnswerForReader(ctx, deps, await askParentToBook(deps, student, session, actorOf(ctx)));
    ctx.status = 202;
  });

  return router;
}
