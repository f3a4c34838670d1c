// A parent's view (role parent): the children they consented for, each child's sessions with released reports and
// payments, the counsellor's messages on each, withdrawing consent, and confirming a change of parent the child asked
// for. A child who is not theirs answers 403.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { chatMessagesQuery } from '@margdarshak/contracts/api/chat';
import { parentConfirmChangeRequest, type ParentChild, type ParentChildBooking, type WithdrawConsentResponse } from '@margdarshak/contracts/api/family';
import { myDataPaths } from '@margdarshak/contracts/api/myData';
import { CONSENT_WITHDRAWN_ANSWER, PARENT_CHANGE_CONFIRMED } from '@margdarshak/contracts/messages/family';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { findBooking, studentBookings } from '@margdarshak/projections/bookings/bookingsQueries';
import { childrenOf } from '@margdarshak/projections/family/familyQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { answerLanguage } from '../../platform/http/answerLanguage';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { withTestsAndReports, orderResponse } from '../bookings';
import { counsellorMessagesForParent } from './counsellorMessages';
import { ownChild as ownChildOf } from './ownChild';
import { confirmParentChange, parentChangeView, withdrawConsent } from '../family';

const bookingParam = z.object({ bookingId: uuidId('Booking not found') });

export function parentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/parent' });
  const parent = requireRole(deps, 'parent');

  const ownChild = (ctx: Koa.Context) => ownChildOf(deps, ctx);

  router.get('/children', parent, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const links = await childrenOf(deps.db, userOf(ctx).id);
    const names = await studentNames(
      deps.db,
      links.map((link) => link.childId),
    );
    const body: ParentChild[] = await Promise.all(
      links.flatMap((link) => {
        const name = names.get(link.childId);
        return name === undefined ? [] : [parentChangeView(deps, link.childId).then((parentChange) => ({ id: link.childId, name, consent: link.consent, since: link.since, parentChange }))];
      }),
    );
    ctx.body = body;
  });

  router.get('/children/:childId/bookings', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    ctx.set('Cache-Control', 'no-store');
    const bookings = await withTestsAndReports(deps, await studentBookings(deps.db, childId));
    // A pending booking's order is what the parent pays for the child (the payment endpoints accept them for it).
    const body: ParentChildBooking[] = await Promise.all(
      bookings.map(async (booking) => {
        const row = booking.status === 'pending' ? await findBooking(deps.db, booking.id) : undefined;
        const order = row?.orderId ? orderResponse(deps, { id: row.orderId, amountPaise: row.amountPaise }, row.id, row.holdUntil) : null;
        return { ...booking, orderId: order?.id ?? null, order };
      }),
    );
    ctx.body = body;
  });

  router.get('/children/:childId/bookings/:bookingId/messages', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    const { bookingId } = parse(bookingParam, ctx.params);
    const { before } = parse(chatMessagesQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await counsellorMessagesForParent(deps, childId, bookingId, before);
  });

  router.post('/children/:childId/withdraw-consent', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    await withdrawConsent(deps, userOf(ctx).id, childId, actorOf(ctx));
    const body: WithdrawConsentResponse = {
      message: (await answerLanguage(ctx, deps)) === 'hi' ? (hindiOf(CONSENT_WITHDRAWN_ANSWER) ?? CONSENT_WITHDRAWN_ANSWER) : CONSENT_WITHDRAWN_ANSWER,
      erasure: { method: 'DELETE', path: myDataPaths.childAccount(childId) },
    };
    ctx.body = body;
  });

  router.post('/children/:childId/parent-change/confirm', parent, async (ctx) => {
    const childId = await ownChild(ctx);
    const { requestedAt } = parse(parentConfirmChangeRequest, ctx.request.body);
    await confirmParentChange(deps, childId, { userId: userOf(ctx).id, role: 'parent' }, { requestedAt, reason: null }, actorOf(ctx));
    ctx.body = { message: PARENT_CHANGE_CONFIRMED };
  });

  return router;
}
