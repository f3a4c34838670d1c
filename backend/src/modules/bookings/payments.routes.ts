// POST /api/payment/create-order, /verify and /webhook (public-area §7), the local gateway's test checkout, and the
// state the payer gave last time (GET /api/payment/payer-state, issue 31).
import { BOOKING_MISMATCH, ORDER_NOT_FOUND, PAYMENT_NOT_VERIFIED } from '@margdarshak/contracts/api/bookingMessages';
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { createOrderRequest, localCheckoutRequest, verifyPaymentRequest, type LocalCheckoutApproval, type PayerStateResponse } from '@margdarshak/contracts/api/bookings';
import { findBookingByOrder } from '@margdarshak/projections/bookings/bookingsQueries';
import { rememberedPayerState } from '@margdarshak/projections/payers/payerStatesQueries';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';
import type { AppDeps } from '../../platform/deps';
import { metadataOf, type Actor } from '../../platform/commandHandler';
import { WrongExpectedRevisionError } from '../../platform/eventStore/eventStore';
import { actorOf } from '../../platform/http/actor';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { requireRole, userOf, type CurrentUser } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { verifyCheckoutSignature, verifyWebhookSignature } from '../../platform/payments/paymentGateway';
import { requireMayBook } from '../family';
import { createOrder, failPayment } from './orders';
import { paymentAnswer, recordPayment } from './payments';

/** How long a webhook's answer waits for the payment to be applied (the provider's own timeout is a few seconds). */
const WEBHOOK_SETTLE_MS = 2_000;

const verificationFailed = () => new DomainError('PAYMENT_VERIFICATION_FAILED', PAYMENT_NOT_VERIFIED, 400);

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** The provider's event id, which names the webhook's stream: optional (older deliveries lack it), and bounded. */
const webhookHeaders = z.object({
  'X-Razorpay-Event-Id': z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .regex(/^[\w.:-]+$/, 'Letters, digits and . _ : - only')
    .optional(),
});

export function paymentsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/payment' });
  const student = requireRole(deps, 'student');
  // A parent may pay the order their child placed (not place one): their consent is what let the child place it.
  const payer = requireRole(deps, 'student', 'parent');
  const paysFor = async (user: CurrentUser, studentId: string) => user.id === studentId || (user.role === 'parent' && (await isParentOf(deps.db, user.id, studentId)));

  router.post('/create-order', student, async (ctx) => {
    const input = parse(createOrderRequest, ctx.request.body);
    await requireMayBook(deps, userOf(ctx).id);
    ctx.body = await createOrder(deps, userOf(ctx), input, actorOf(ctx));
  });

  // The state this payer gave on their last order, offered again at checkout (decision 0140): a student's own, or a
  // parent's from the order they placed for their child (the read model is keyed by whoever placed the order).
  router.get('/payer-state', payer, async (ctx) => {
    const body: PayerStateResponse = { payerState: await rememberedPayerState(deps.db, userOf(ctx).id) };
    ctx.body = body;
  });

  router.post('/verify', payer, async (ctx) => {
    const input = parse(verifyPaymentRequest, ctx.request.body);
    const user = userOf(ctx);
    if (!verifyCheckoutSignature(deps.payments.keySecret, input.orderId, input.paymentId, input.signature)) throw verificationFailed();
    const row = await findBookingByOrder(deps.db, input.orderId);
    const { bookingData: b } = input;
    if (!row || !(await paysFor(user, row.studentId))) throw new NotFoundError(ORDER_NOT_FOUND);
    const same = b.studentId === row.studentId && row.counsellorId === b.counsellorId && row.packageId === b.packageId && row.date === b.sessionDate && row.slot === b.timeSlot;
    if (!same) throw new DomainError('BOOKING_MISMATCH', BOOKING_MISMATCH, 400);
    const actor = actorOf(ctx);
    await recordPayment(deps, { orderId: input.orderId, paymentId: input.paymentId, amountPaise: input.amount, via: 'checkout' }, actor, row.id);
    await deps.workflows.settle(actor);
    // 202: recorded, and still being applied (the processor finishes it); the dashboard shows the outcome.
    const { booking, settled } = await paymentAnswer(deps, row.id, input.paymentId);
    ctx.status = settled ? 200 : 202;
    ctx.body = booking;
  });

  router.post('/webhook', async (ctx) => {
    const secret = deps.payments.webhookSecret;
    const signature = ctx.get('X-Razorpay-Signature');
    const raw = ctx.request.rawBody;
    if (!secret) throw new NotFoundError('Webhooks are not configured');
    if (!signature || typeof raw !== 'string' || !verifyWebhookSignature(secret, raw, signature)) throw new DomainError('BAD_SIGNATURE', 'Invalid webhook signature', 400);
    const hook = parse(webhookBody, ctx.request.body);
    const headers = parse(webhookHeaders, { 'X-Razorpay-Event-Id': ctx.get('X-Razorpay-Event-Id') || undefined });
    const eventId = headers['X-Razorpay-Event-Id'] || `${hook.event}:${hook.payload.payment?.entity.id ?? hook.payload.order?.entity.id ?? ''}`;
    const payment = hook.payload.payment?.entity;
    const orderId = payment?.order_id ?? hook.payload.order?.entity.id ?? null;
    // Recorded once (its first append wins); the payments processor records the capture on the booking and applies it,
    // so a crash after this answer, or before it, loses nothing: the provider redelivers what we did not acknowledge.
    const actor: Actor = { role: 'system', correlationId: ctx.state.requestId, causationId: ctx.state.requestId };
    const data = { eventId, event: hook.event, orderId, paymentId: payment?.id ?? null, ...(payment ? { amountPaise: payment.amount } : {}) };
    try {
      const { position } = await deps.eventStore.appendToStream(`payment-webhook-${eventId}`, [{ type: 'PaymentWebhookReceived', data, metadata: metadataOf(actor, deps.clock.now()) }], {
        expectedRevision: 'no_stream',
      });
      actor.appendedUpTo = position;
      actor.appendedTypes = new Set(['PaymentWebhookReceived']);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      ctx.body = { status: 'duplicate' };
      return;
    }
    await deps.workflows.settle(actor, WEBHOOK_SETTLE_MS);
    ctx.body = { status: 'ok' };
  });

  const localGateway = (): LocalGateway => {
    if (deps.payments.name !== 'local') throw new NotFoundError('The test checkout is only available with the local gateway');
    return deps.payments as LocalGateway;
  };
  const ownOrder = async (ctx: Koa.Context) => {
    const { orderId } = parse(localCheckoutRequest, ctx.request.body);
    const row = await findBookingByOrder(deps.db, orderId);
    if (!row || !(await paysFor(userOf(ctx), row.studentId))) throw new NotFoundError(ORDER_NOT_FOUND);
    return { orderId, studentId: row.studentId };
  };

  router.post('/local/approve', payer, async (ctx) => {
    const gateway = localGateway();
    const approval = await gateway.approve((await ownOrder(ctx)).orderId);
    if (!approval) throw new NotFoundError(ORDER_NOT_FOUND);
    const body: LocalCheckoutApproval = { razorpay_payment_id: approval.paymentId, razorpay_order_id: approval.orderId, razorpay_signature: approval.signature };
    ctx.body = body;
  });

  router.post('/local/decline', payer, async (ctx) => {
    const gateway = localGateway();
    const { orderId, studentId } = await ownOrder(ctx);
    const declined = await gateway.decline(orderId);
    if (!declined) throw new NotFoundError(ORDER_NOT_FOUND);
    const actor = actorOf(ctx);
    await failPayment(deps, orderId, declined.description, actor, studentId);
    await deps.workflows.settle(actor);
    ctx.body = { error: declined };
  });

  return router;
}
