// A booking with nothing to pay: a coupon took the whole price off. There is no gateway order and no capture; the
// payments processor books it as it applies a payment: the slot and the student's hour, then the coupon, then
// `BookingConfirmed` with amount 0 and the coupon recorded. Should the time or the coupon's last use go meanwhile, the
// booking is lost (cancelled, nothing to refund), and a coupon use it took is given back (couponReturns.processor.ts).
// Each step decides on its own stream and is a no-op once done.
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import type { LostReason } from './booking.decider';
import { settleTime } from './bookingTime';
import { claimSession } from './claimSession';
import { loadBooking, runBooking, timeOf } from './bookings';

export async function applyFreeBooking(deps: AppDeps, bookingId: string, actor: Actor): Promise<void> {
  const state = await loadBooking(deps, bookingId);
  const request = state.request;
  if (request?.amountPaise !== 0 || state.phase !== 'pending') return;
  const time = timeOf(request);
  const lose = async (reason: LostReason) => {
    await runBooking(deps, bookingId, { type: 'LoseFree', reason }, actor);
    await settleTime(deps, time, actor);
  };
  const lost = await claimSession(deps, request, actor);
  if (lost) {
    await lose(lost);
    return;
  }
  try {
    await runBooking(deps, bookingId, { type: 'ConfirmFree' }, actor);
  } catch (error) {
    // Given up meanwhile (the student placed another order for this time): its claims go with it. Or the session's start
    // passed while it was being booked: it is lost, so that it ends (and its coupon's use goes back) rather than lapse.
    if (!(error instanceof DomainError)) throw error;
    if ((await loadBooking(deps, bookingId)).phase !== 'pending') await settleTime(deps, time, actor);
    // Still open: only a start that has passed loses it; any other refusal (a lasting conflict) is the caller's to retry.
    else if (error.code === 'SESSION_STARTED') await lose('session_started');
    else throw error;
  }
}
