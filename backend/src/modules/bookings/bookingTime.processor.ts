// Calendars follow bookings: a booking that ends (cancelled, expired, declined) frees its hour, one that moves frees the
// hour it left, both at once and awaited by the request; and every claim a booking takes is looked at again a little
// later, so a claim whose booking never got recorded (a process that died between the two) is freed too.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { scheduleEvents } from '@margdarshak/contracts/events/schedule';
import { after, atOnce, processor } from '../../platform/processors/processor';
import { releaseBookingTime, settleTime } from './bookingTime';

/** A request holds the hour and records its booking within milliseconds; this is far beyond any that is still running. */
export const CLAIM_GRACE_MS = 30_000;

type Job = { kind: 'release'; bookingId: string } | { kind: 'settle'; bookingId: string; date: string; slot: string; counsellorId?: string; studentId?: string };

export const bookingTimeProcessor = processor<Job>({
  name: 'booking-time',
  eventTypes: ['BookingCancelled', 'BookingExpired', 'PaymentFailed', 'BookingRescheduled', 'SlotHeld', 'SlotBooked'],
  // The hour freed at once is awaited; the later look at a claim is not.
  awaits: ['BookingCancelled', 'BookingExpired', 'PaymentFailed', 'BookingRescheduled'],
  plan(event) {
    switch (event.type) {
      case 'BookingRescheduled': {
        const moved = bookingEvents.BookingRescheduled.schema.parse(event.data);
        return [{ kind: 'settle', bookingId: moved.bookingId, date: moved.fromDate, slot: moved.fromSlot, dueAt: atOnce(event) }];
      }
      case 'SlotHeld': {
        const { bookingId, date, slot, counsellorId, studentId } = scheduleEvents.SlotHeld.schema.parse(event.data);
        return [{ kind: 'settle', bookingId, date, slot, counsellorId, studentId, dueAt: after(event, CLAIM_GRACE_MS) }];
      }
      case 'SlotBooked': {
        const { bookingId, date, slot, counsellorId } = scheduleEvents.SlotBooked.schema.parse(event.data);
        return [{ kind: 'settle', bookingId, date, slot, counsellorId, dueAt: after(event, CLAIM_GRACE_MS) }];
      }
      default: {
        const { bookingId } = event.data as { bookingId: string };
        return [{ kind: 'release', bookingId, dueAt: atOnce(event) }];
      }
    }
  },
  async run(job, { deps, actor }) {
    if (job.kind === 'release') return releaseBookingTime(deps, job.bookingId, actor);
    return settleTime(deps, job, actor);
  },
});
