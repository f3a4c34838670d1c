// The page behind a parent's link (/consent/{token}): what it shows, and the parent's decision. Anyone holding the
// link may read it; consenting needs the parent's password (their account's, or a new one).
import Router from '@koa/router';
import { z } from 'zod';
import { CHANGE_DECLINED, CONSENT_GIVEN, CONSENT_LINK_GONE, CONSENT_REFUSED, consentDecisionRequest, type ConsentDecisionResponse, tooManyConsentAttempts } from '@margdarshak/contracts/api/family';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { answerLanguage } from '../../platform/http/answerLanguage';
import { DomainError } from '../../platform/http/errors';
import { tooManyRequests } from '../../platform/http/rateLimit';
import { signIn } from '../../platform/http/session';
import { parse } from '../../platform/http/validation';
import { knownDevices, loginThrottle, waitPhrase } from '../accounts';
import { consentRequestView, giveConsent, openConsentLink, refuseConsent } from './parentConsent';

const tokenParam = z.object({ token: z.string().min(20).max(200) });

export function consentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/consent' });
  const throttle = loginThrottle(deps.db, deps.serverSecret);
  const devices = knownDevices(deps);
  const tokenOf = (params: unknown) => {
    const parsed = tokenParam.safeParse(params);
    if (!parsed.success) throw new DomainError('CONSENT_LINK_GONE', CONSENT_LINK_GONE, 410);
    return parsed.data.token;
  };

  router.get('/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await consentRequestView(deps, tokenOf(ctx.params), await answerLanguage(ctx, deps));
  });

  router.post('/:token', async (ctx) => {
    const link = await openConsentLink(deps, tokenOf(ctx.params));
    const input = parse(consentDecisionRequest, ctx.request.body);
    const actor = actorOf(ctx);
    // Answered in the words of the notice the parent read.
    const said = (english: string) => (input.noticeLanguage === 'hi' ? (hindiOf(english) ?? english) : english);
    let body: ConsentDecisionResponse;
    if (input.decision === 'give') {
      // The password is checked like a sign-in's, with the same limits on guessing: a browser the parent has signed in
      // on before keeps its own allowance, and the one they consent on is known from now on.
      const now = deps.clock.now();
      const existing = await findUserByEmail(deps.db, link.parentEmail);
      const attempt = { email: link.parentEmail, clientAddress: ctx.ip, knownDeviceId: await devices.knownFor(ctx, existing?.id, now) };
      const check = await throttle.reserveCheck(attempt, now);
      if (!check.admitted) throw tooManyRequests(ctx, check.retryAfterSeconds, 'TOO_MANY_ATTEMPTS', tooManyConsentAttempts(waitPhrase(check.retryAfterSeconds)));
      const parent = await giveConsent(deps, link, input.password, input.noticeLanguage, actor);
      await throttle.clear(attempt);
      await devices.remember(ctx, parent.id, now);
      await signIn(ctx, { id: parent.id, role: 'parent' }, false, now);
      body = { decision: 'give', message: said(CONSENT_GIVEN), parent: { id: parent.id, email: parent.email, role: 'parent' } };
    } else if (link.kind === 'change') {
      await refuseConsent(deps, link, input.noticeLanguage, actor);
      body = { decision: 'decline', message: said(CHANGE_DECLINED) };
    } else {
      await refuseConsent(deps, link, input.noticeLanguage, actor);
      await deps.workflows.settle(actor); // the account is closed before we answer
      body = { decision: 'refuse', message: said(CONSENT_REFUSED) };
    }
    ctx.body = body;
  });

  return router;
}
