// The student and the counsellor are mailed when a session is booked, moved or cancelled (a cancellation only if it had
// been booked), once: each message's id is derived from the event. Not awaited: a slow mail server never holds a page.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { sendBookingNotice, type BookingNotice } from './bookingMail';
import { loadBooking } from './bookings';

type Job = { kind: 'notice'; bookingId: string; notice: BookingNotice };

export const noticesProcessor = processor<Job>({
  name: 'booking-notices',
  eventTypes: ['BookingConfirmed', 'BookingCancelled', 'BookingRescheduled'],
  // Started with this version: the bookings made before it were mailed as they happened.
  from: 'deployment',
  plan(event) {
    const at = atOnce(event);
    switch (event.type) {
      case 'BookingConfirmed':
        return [{ kind: 'notice', bookingId: bookingEvents.BookingConfirmed.schema.parse(event.data).bookingId, notice: 'confirmed', dueAt: at }];
      case 'BookingRescheduled':
        return [{ kind: 'notice', bookingId: bookingEvents.BookingRescheduled.schema.parse(event.data).bookingId, notice: 'rescheduled', dueAt: at }];
      default: {
        const { bookingId, reason } = bookingEvents.BookingCancelled.schema.parse(event.data);
        return [{ kind: 'notice', bookingId, notice: reason === 'counsellor_removed' ? 'counsellor_removed' : 'cancelled', dueAt: at }];
      }
    }
  },
  async run(job, { deps, actor, causedAt }) {
    if (job.notice !== 'confirmed' && job.notice !== 'rescheduled' && !(await loadBooking(deps, job.bookingId)).wasConfirmed) return; // nothing was booked
    // The mail shows the booking as of this event: wait until the read model has it.
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingConfirmed'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
    const row = await findBooking(deps.db, job.bookingId);
    if (row) await sendBookingNotice(deps, row, job.notice, `${actor.causationId ?? job.bookingId}-${job.notice}`);
  },
});
