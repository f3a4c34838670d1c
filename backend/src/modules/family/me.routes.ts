// The student's own age and consent: the date of birth asked at first sign-in, where consent stands, and the
// resend and change-address actions of the dashboard's waiting card. The card's sentences are in the student's language.
import Router from '@koa/router';
import { ageRequest, parentEmailRequest } from '@margdarshak/contracts/api/family';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { recordAge, requestConsentAgain } from './consentRequests';
import { consentStatusOf } from './consents';
import { consentStatusForReader } from './consentWords';

export function meRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/me' });
  const student = requireRole(deps, 'student');

  router.get('/consent', student, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await consentStatusForReader(ctx, deps, await consentStatusOf(deps, userOf(ctx).id));
  });

  router.post('/age', student, async (ctx) => {
    const input = parse(ageRequest, ctx.request.body);
    await recordAge(deps, userOf(ctx), { dateOfBirth: input.dateOfBirth, parentEmail: input.parentEmail }, actorOf(ctx));
    ctx.status = 201;
    ctx.body = await consentStatusForReader(ctx, deps, await consentStatusOf(deps, userOf(ctx).id));
  });

  router.post('/consent/resend', student, async (ctx) => {
    await requestConsentAgain(deps, userOf(ctx), undefined, actorOf(ctx));
    ctx.body = await consentStatusForReader(ctx, deps, await consentStatusOf(deps, userOf(ctx).id));
  });

  router.put('/consent/parent-email', student, async (ctx) => {
    const { parentEmail } = parse(parentEmailRequest, ctx.request.body);
    await requestConsentAgain(deps, userOf(ctx), parentEmail, actorOf(ctx));
    ctx.body = await consentStatusForReader(ctx, deps, await consentStatusOf(deps, userOf(ctx).id));
  });

  return router;
}
