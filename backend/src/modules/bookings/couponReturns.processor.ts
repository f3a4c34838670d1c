// A coupon's use goes back to it when the booking that redeemed it ends without ever being confirmed: the coupon is
// redeemed just before the confirmation, and that confirmation can still fail (the session's start passed meanwhile, or
// the student gave the order up for another). It goes back too when the platform called a confirmed session off (the
// back office cancelled it, the counsellor left, or did not come): the student lost nothing by it. Looked at when a booking is cancelled (the only end such a booking comes
// to) and when a coupon is redeemed (a redemption may land just after the cancellation), so whichever comes last in the
// log finds both. The coupon's stream decides, so the two looks, a replay or a second copy give it back once.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { couponEvents } from '@margdarshak/contracts/events/coupons';
import { atOnce, processor } from '../../platform/processors/processor';
import { returnCouponUse } from '../coupons';
import { calledOffByPlatform } from './booking';
import { loadBooking } from './bookings';

type Job = { kind: 'return-use'; bookingId: string };

export const couponReturnsProcessor = processor<Job>({
  name: 'coupon-returns',
  eventTypes: ['BookingCancelled', 'CouponRedeemed'],
  awaits: ['BookingCancelled', 'CouponRedeemed'],
  plan(event) {
    const { bookingId } = event.type === 'CouponRedeemed' ? couponEvents.CouponRedeemed.schema.parse(event.data) : bookingEvents.BookingCancelled.schema.parse(event.data);
    return [{ kind: 'return-use', bookingId, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    const state = await loadBooking(deps, job.bookingId);
    const code = state.request?.couponCode;
    // A cancelled booking never stands again; one that was confirmed keeps its use, unless the platform called it off.
    if (!code || state.phase !== 'cancelled' || (state.wasConfirmed && !calledOffByPlatform(state))) return;
    await returnCouponUse(deps, { code, bookingId: job.bookingId }, actor);
  },
});
