// A captured payment, from whichever reports it first (the checkout's verify, a webhook, the reconciler): recorded once
// on the booking, then applied by the payments processor, which books the slot and the student's hour, redeems the
// coupon and confirms; or, when the booking cannot take it, owes it back, and the refunds processor refunds it.
import { lostBookingMessage } from '@margdarshak/contracts/api/bookingMessages';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { formatPaise } from '@margdarshak/contracts/money';
import { findBookingByOrder } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { counsellorStatus } from '../schedule';
import { paymentSettled, type BookingState } from './booking';
import type { LostReason } from './booking.decider';
import { settleTime } from './bookingTime';
import { claimSession } from './claimSession';
import { loadBooking, runBooking, timeOf, viewBooking } from './bookings';
import { refundReasons } from './refundReasons';

export interface PaymentInput {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  via: 'checkout' | 'webhook' | 'reconciler';
}

/**
 * Records the capture on the order's booking (once); answers the booking's id. Its read-model wait is left to what
 * follows: the payment's workflow (settle), whose last step waits for the read models.
 */
export async function recordPayment(deps: AppDeps, payment: PaymentInput, actor: Actor, bookingId?: string): Promise<string> {
  const id = bookingId ?? (await findBookingByOrder(deps.db, payment.orderId))?.id;
  if (!id) throw new NotFoundError('Order not found');
  await runBooking(deps, id, { type: 'RecordPayment', ...payment }, actor, true);
  return id;
}

/** The payment went through but the booking could not keep it: refunded, and said so. */
export class LostBookingError extends DomainError {
  constructor(message: string) {
    super('BOOKING_LOST', message, 409, { refunded: true });
  }
}

/**
 * What the payer is told once the payment's workflow has run: the confirmed booking; a 409 saying the payment is
 * refunded (or on its way back); or, if it is still being applied, the booking as it stands (`settled: false`).
 */
export async function paymentAnswer(deps: AppDeps, bookingId: string, paymentId: string): Promise<{ booking: StudentBooking; settled: boolean }> {
  const state = await loadBooking(deps, bookingId);
  const refund = state.refunds.get(paymentId);
  if (refund) {
    const amount = formatPaise(state.captured.get(paymentId) ?? state.request?.amountPaise ?? 0);
    throw new LostBookingError(lostBookingMessage(refundReasons[refund.reason], amount, Boolean(refund.refundId)));
  }
  return { booking: await viewBooking(deps, bookingId), settled: paymentSettled(state, paymentId) };
}

const open = (state: BookingState) => state.phase === 'pending' || state.phase === 'failed' || state.phase === 'expired';

/**
 * Read from the counsellors read model (kept in memory): a deletion racing this payment is caught by the removal
 * processor's second sweep, which cancels and refunds a session confirmed in that instant.
 */
const counsellorRemoved = async (deps: AppDeps, counsellorId: string) => (await counsellorStatus(deps, counsellorId)) === undefined;

/**
 * Why money applied once the session has started goes back, said truthfully: it reached us after the start, or it reached
 * us before (the capture's recorded time) and the session began while it was being applied.
 */
const startedReason = (startsAt: number, capturedAt: Date | undefined, now: Date): LostReason => ((capturedAt ?? now).getTime() >= startsAt ? 'paid_too_late' : 'session_started');

/**
 * The payments processor's job for one recorded capture. Each step decides on its own stream and is a no-op when done
 * already, so running it again after a crash, or beside another copy, finishes the work without doubling any of it.
 * `capturedAt` is when the capture reached us (its PaymentVerified), when known.
 */
export async function applyPayment(deps: AppDeps, bookingId: string, paymentId: string, actor: Actor, capturedAt?: Date): Promise<void> {
  const state = await loadBooking(deps, bookingId);
  const request = state.request;
  if (!request || !state.captured.has(paymentId) || paymentSettled(state, paymentId)) return;
  const startsAt = Date.parse(request.startsAt);
  const refuse = (current: BookingState) => runBooking(deps, bookingId, { type: 'RefusePayment', paymentId, reason: current.phase === 'cancelled' ? 'paid_after_cancel' : 'already_paid' }, actor);
  /** Owes the payment back with the booking lost, or, should the booking have been cancelled or paid meanwhile, alone. */
  const lose = async (reason: LostReason) => {
    try {
      await runBooking(deps, bookingId, { type: 'LoseBooking', paymentId, reason }, actor);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const latest = await loadBooking(deps, bookingId);
      if (!paymentSettled(latest, paymentId)) await refuse(latest);
    }
  };
  if (!open(state)) {
    await refuse(state);
    return;
  }
  // A capture applied once the session's start has passed (a late webhook or verify, the reconciler's later looks, or
  // one that reached us in time and waited) is given back in full, never kept: there is no session left to give for it.
  const now = deps.clock.now();
  if (startsAt <= now.getTime()) {
    await lose(startedReason(startsAt, capturedAt, now));
    return;
  }
  if (await counsellorRemoved(deps, request.counsellorId)) {
    await lose('counsellor_removed');
    return;
  }

  const time = timeOf(request);
  const lost = await claimSession(deps, request, actor);
  if (lost) {
    await lose(lost);
    await settleTime(deps, time, actor);
    return;
  }
  try {
    await runBooking(deps, bookingId, { type: 'ConfirmPayment', paymentId }, actor);
  } catch (error) {
    // Given up by the student (another order for the hour), paid by another capture while this one was applied, or the
    // session's start passed meanwhile (the booking is still open then).
    if (!(error instanceof DomainError)) throw error;
    const latest = await loadBooking(deps, bookingId);
    if (paymentSettled(latest, paymentId)) return;
    // Still open: only a start that has passed loses it; any other refusal (a lasting conflict) is retried by the caller.
    if (open(latest) && error.code !== 'SESSION_STARTED') throw error;
    if (open(latest)) await lose(startedReason(startsAt, capturedAt, deps.clock.now()));
    else await refuse(latest);
    await settleTime(deps, time, actor);
  }
}

/** The refunds processor's job: refunds the payment in full through the gateway, once, and records it. */
export async function refundPayment(deps: AppDeps, bookingId: string, paymentId: string | null, idempotencyKey: string, actor: Actor): Promise<void> {
  const state = await loadBooking(deps, bookingId);
  const owed = paymentId ?? state.paymentId;
  const refund = owed ? state.refunds.get(owed) : undefined;
  if (!owed || !refund || refund.refundId) return;
  const amountPaise = state.captured.get(owed) ?? state.request?.amountPaise ?? 0;
  const issued = await deps.payments.refund({ paymentId: owed, amountPaise, idempotencyKey });
  await runBooking(deps, bookingId, { type: 'RecordRefund', paymentId: owed, refundId: issued.id }, actor);
}
