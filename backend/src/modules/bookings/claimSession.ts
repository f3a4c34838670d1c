// What a booking takes before it is confirmed, paid or free: its time on the counsellor's and the student's calendars,
// then its coupon's use. Each step decides on its own stream and is a no-op once done, so the payments processor can run
// it again after a crash. Answers why the booking cannot stand, or undefined when everything was taken.
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, DomainError } from '../../platform/http/errors';
import { redeemCoupon } from '../coupons';
import { bookSessionTime } from '../schedule';
import type { BookingState } from './booking';
import type { LostReason } from './booking.decider';
import { timeOf } from './bookings';

export async function claimSession(
  deps: AppDeps,
  request: NonNullable<BookingState['request']>,
  actor: Actor,
): Promise<Extract<LostReason, 'slot_lost' | 'student_busy' | 'coupon_used_up'> | undefined> {
  try {
    await bookSessionTime(deps, timeOf(request), actor);
  } catch (error) {
    // A collision with another write to the same day is no lost hour: thrown, the payment's job is tried again.
    if (!(error instanceof ConflictError) || error.code === 'CONCURRENT_CHANGE') throw error;
    return error.code === 'STUDENT_BUSY' ? 'student_busy' : 'slot_lost';
  }
  if (!request.couponCode) return undefined;
  const { couponCode: code, bookingId, studentId, pricePaise, packageType, discountPaise } = request;
  try {
    await redeemCoupon(deps, { code, bookingId, studentId, pricePaise, packageType, discountPaise }, actor);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return 'coupon_used_up';
  }
  return undefined;
}
