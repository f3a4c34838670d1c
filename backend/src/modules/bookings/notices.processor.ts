// The student and the counsellor are mailed when a session is booked, moved or cancelled (a cancellation only if it had
// been booked), once: each message's id is derived from the event. A payment the booking could not keep (lost while
// paying, arrived after the start, or a second capture) is mailed to the student with the reason it is coming back.
// Not awaited: a slow mail server never holds a page.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import type { RefundReason } from './booking';
import { sendBookingNotice, type BookingNotice } from './bookingMail';
import { loadBooking } from './bookings';
import { sendReturnedPayment } from './returnedPaymentMail';

type Job = { kind: 'notice'; bookingId: string; notice: BookingNotice } | { kind: 'returned'; bookingId: string; paymentId: string; reason: RefundReason };

/** Cancellations that give back a payment the booking never stood on: the booking was lost while it was being paid. */
const lostWhilePaying = new Set<RefundReason>(['slot_lost', 'student_busy', 'coupon_used_up', 'paid_too_late']);

export const noticesProcessor = processor<Job>({
  name: 'booking-notices',
  eventTypes: ['BookingConfirmed', 'BookingCancelled', 'BookingRescheduled', 'PaymentRefundDue'],
  // Started with this version: the bookings made before it were mailed as they happened.
  from: 'deployment',
  plan(event) {
    const at = atOnce(event);
    switch (event.type) {
      case 'BookingConfirmed':
        return [{ kind: 'notice', bookingId: bookingEvents.BookingConfirmed.schema.parse(event.data).bookingId, notice: 'confirmed', dueAt: at }];
      case 'BookingRescheduled':
        return [{ kind: 'notice', bookingId: bookingEvents.BookingRescheduled.schema.parse(event.data).bookingId, notice: 'rescheduled', dueAt: at }];
      case 'PaymentRefundDue': {
        const { bookingId, paymentId, reason } = bookingEvents.PaymentRefundDue.schema.parse(event.data);
        return [{ kind: 'returned', bookingId, paymentId, reason, dueAt: at }];
      }
      default: {
        const { bookingId, reason, refundDue, paymentId } = bookingEvents.BookingCancelled.schema.parse(event.data);
        if (refundDue && paymentId && lostWhilePaying.has(reason)) return [{ kind: 'returned', bookingId, paymentId, reason, dueAt: at }];
        return [{ kind: 'notice', bookingId, notice: reason === 'counsellor_removed' ? 'counsellor_removed' : 'cancelled', dueAt: at }];
      }
    }
  },
  async run(job, { deps, actor, causedAt }) {
    if (job.kind === 'returned') {
      if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
      const [row, state] = await Promise.all([findBooking(deps.db, job.bookingId), loadBooking(deps, job.bookingId)]);
      if (row) await sendReturnedPayment(deps, row, state.captured.get(job.paymentId) ?? row.amountPaise, job.reason, `${actor.causationId ?? job.paymentId}-returned`);
      return;
    }
    if (job.notice !== 'confirmed' && job.notice !== 'rescheduled' && !(await loadBooking(deps, job.bookingId)).wasConfirmed) return; // nothing was booked
    // The mail shows the booking as of this event: wait until the read model has it.
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingConfirmed'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
    const row = await findBooking(deps.db, job.bookingId);
    if (row) await sendBookingNotice(deps, row, job.notice, `${actor.causationId ?? job.bookingId}-${job.notice}`);
  },
});
