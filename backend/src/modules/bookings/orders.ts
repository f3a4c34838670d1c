// An order for a held slot (POST /api/payment/create-order), and a declined payment that ends it.
import { amountDueMessage, COUPON_RAN_OUT, ORDER_FAILED, ORDER_NOT_FOUND, OWN_BOOKINGS_ONLY, STARTED_BEFORE_BOOKED } from '@margdarshak/contracts/api/bookingMessages';
import { randomUUID } from 'node:crypto';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { PayerStateCode } from '@margdarshak/contracts/invoices/gstStates';
import { formatPaise } from '@margdarshak/contracts/money';
import { HOLD_MINUTES } from '@margdarshak/contracts/schedule/slots';
import { findBookingByOrder } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { quoteCoupon } from '../coupons';
import { holdSessionTime, studentClaimsAt, type ClaimedTime, slotTaken, studentBusy } from '../schedule';
import { settleTime } from './bookingTime';
import { loadBooking, runBooking } from './bookings';
import { sessionOnOffer } from './sessionOffer';

export interface OrderInput {
  amount: number;
  booking: { counsellorId: string; studentId: string; packageId: string; sessionDate: string; timeSlot: string };
  couponCode: string | undefined;
  /** The payer's GST state code, when they gave it: the place of supply on their invoice (decision 0140). */
  payerState?: PayerStateCode | undefined;
}

/** What the browser opens the gateway's checkout with for a booking's order: the student's answer, and the parent's. */
export const orderResponse = (
  deps: Pick<AppDeps, 'payments'>,
  order: { id: string; amountPaise: number },
  bookingId: string,
  holdUntil: string,
  status: CreateOrderResponse['status'] = 'awaiting_payment',
): CreateOrderResponse => ({
  id: order.id,
  amount: order.amountPaise,
  currency: 'INR',
  bookingId,
  gateway: deps.payments.name,
  keyId: deps.payments.keyId,
  holdUntil,
  status,
});

/**
 * Every amount is computed here; a client amount that differs is refused, never charged. `orderedByParentId`: the
 * consenting parent places it for their child (parentOrders.ts checks that first); the booking is the child's.
 */
export async function createOrder(deps: AppDeps, student: Pick<CurrentUser, 'id'>, input: OrderInput, actor: Actor, orderedByParentId?: string): Promise<CreateOrderResponse> {
  const { booking } = input;
  if (booking.studentId !== student.id) throw new ForbiddenError(OWN_BOOKINGS_ONLY);
  const now = deps.clock.now();
  const { counsellor, pkg, startsAt } = await sessionOnOffer(deps, booking, now);
  // A student who opened an order and came back (a reload, another tab) starts afresh: their unpaid holds on any time
  // this session would overlap give way.
  for (const mine of await studentClaimsAt(deps, student.id, booking.sessionDate, booking.timeSlot)) await giveWay(deps, { ...mine, date: booking.sessionDate }, actor);

  const pricePaise = pkg.price * 100;
  const quote = input.couponCode ? await quoteCoupon(deps, { code: input.couponCode, pricePaise, packageType: pkg.type, studentId: student.id }) : undefined;
  const amountPaise = quote ? quote.finalPaise : pricePaise;
  if (input.amount !== amountPaise) throw new DomainError('AMOUNT_MISMATCH', amountDueMessage(formatPaise(amountPaise)), 400);

  // The claims come first (the contested part), then the gateway's order, then the booking: should the process die
  // before the booking is recorded, the claims processor finds claims with no booking and releases them (and a gateway
  // order nobody was given cannot be paid).
  const bookingId = randomUUID();
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const time = { counsellorId: counsellor.id, studentId: student.id, date: booking.sessionDate, slot: booking.timeSlot, bookingId };
  await holdSessionTime(deps, time, holdUntil, actor);
  const order = amountPaise === 0 ? undefined : await gatewayOrder(deps, { amountPaise, receipt: bookingId }, time, actor);
  const request = {
    bookingId,
    studentId: student.id,
    counsellorId: counsellor.id,
    packageId: pkg.id,
    packageType: pkg.type,
    packageName: pkg.name,
    date: booking.sessionDate,
    slot: booking.timeSlot,
    startsAt,
    pricePaise,
    couponCode: quote?.code ?? null,
    discountPaise: quote?.discountPaise ?? 0,
    amountPaise,
    holdUntil: holdUntil.toISOString(),
    ...(orderedByParentId ? { orderedByParentId } : {}),
    ...(input.payerState ? { payerState: input.payerState } : {}),
  };
  await runBooking(deps, bookingId, { type: 'Request', request }, actor, true);
  if (!order) return bookedFree(deps, bookingId, request.holdUntil, actor);
  await runBooking(deps, bookingId, { type: 'RecordOrder', orderId: order.id, gateway: deps.payments.name }, actor);
  return orderResponse(deps, { id: order.id, amountPaise: order.amount }, bookingId, request.holdUntil);
}

/** Said when the gateway would not open an order: nothing was charged, and the time is free again. */
export const ORDER_FAILED_MESSAGE = ORDER_FAILED;

/**
 * The gateway's order for a held time. A refusal (Razorpay's 4xx) or a failure (its network) ends the attempt before any
 * booking is recorded: the hold is released at once and the payer is answered 502, never 500 nor a time held 15 minutes.
 */
async function gatewayOrder(deps: AppDeps, input: { amountPaise: number; receipt: string }, time: ClaimedTime, actor: Actor) {
  try {
    return await deps.payments.createOrder(input);
  } catch (error) {
    deps.logger.warn({ err: error, bookingId: input.receipt, amountPaise: input.amountPaise }, 'the payment gateway did not open an order; the hold is released');
    await settleTime(deps, time, actor);
    throw new DomainError('PAYMENT_ORDER_FAILED', ORDER_FAILED_MESSAGE, 502);
  }
}

/**
 * Nothing to pay (a coupon took the whole price off): the payments processor books it without the gateway, and the
 * answer waits for it. A time or coupon lost meanwhile is refused as a taken slot is, with nothing to refund; the reason
 * is the booking's own (its stream), never a read model that may lag.
 */
async function bookedFree(deps: AppDeps, bookingId: string, holdUntil: string, actor: Actor): Promise<CreateOrderResponse> {
  await deps.workflows.settle(actor);
  const state = await loadBooking(deps, bookingId);
  if (state.phase === 'cancelled') {
    const reason = state.cancelReason;
    if (reason === 'student_busy') throw studentBusy();
    if (reason === 'coupon_used_up') throw new DomainError('COUPON_USED_UP', COUPON_RAN_OUT, 409);
    if (reason === 'session_started') throw new DomainError('SESSION_STARTED', STARTED_BEFORE_BOOKED, 409);
    throw slotTaken();
  }
  return orderResponse(deps, { id: '', amountPaise: 0 }, bookingId, holdUntil, state.phase === 'confirmed' ? 'confirmed' : 'processing');
}

/**
 * The student's own claim on an overlapping time gives way if it is an unpaid order (a reload, another tab); a paid
 * session, or an order still being placed, does not. The booking decides on its own stream, so a payment arriving meanwhile wins.
 */
async function giveWay(deps: AppDeps, claim: { bookingId: string; booked: boolean; counsellorId: string | undefined; date: string; slot: string }, actor: Actor): Promise<void> {
  if (claim.booked || !claim.counsellorId) throw studentBusy();
  try {
    await runBooking(deps, claim.bookingId, { type: 'Abandon' }, actor, true);
  } catch (error) {
    if (error instanceof DomainError) throw studentBusy();
    throw error;
  }
  // The claims processor releases it too; here it must be free before this order claims the hour.
  await settleTime(deps, { bookingId: claim.bookingId, date: claim.date, slot: claim.slot }, actor);
}

/** A declined payment: the booking ends, and the claims processor frees its slot at once. */
export async function failPayment(deps: AppDeps, orderId: string, reason: string, actor: Actor, studentId?: string): Promise<void> {
  const row = await findBookingByOrder(deps.db, orderId);
  if (!row || (studentId !== undefined && row.studentId !== studentId)) throw new NotFoundError(ORDER_NOT_FOUND);
  await runBooking(deps, row.id, { type: 'FailPayment', orderId, reason }, actor);
}
