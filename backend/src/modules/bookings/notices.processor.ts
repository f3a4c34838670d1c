// The student and the counsellor are mailed when a session is booked, moved or cancelled (a cancellation only if it had
// been booked), once: each message's id is derived from the event. Every payment the booking never stood on (lost while
// paying, the counsellor gone meanwhile, arrived or applied after the start, or a second capture) is mailed to the student
// with the reason it is coming back. A session cancelled because its counsellor did not come is told in the no-show mails.
// Not awaited: a slow mail server never holds a page.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { atOnce, processor, type JobContext } from '../../platform/processors/processor';
import type { RefundReason } from './booking';
import { sendBookingNotice, type BookingNotice } from './bookingMail';
import { loadBooking } from './bookings';
import { sendReturnedPayment } from './returnedPaymentMail';

type Job = { kind: 'notice'; bookingId: string; notice: BookingNotice } | { kind: 'returned'; bookingId: string; paymentId: string; reason: RefundReason };

/** Cancellations that give back a payment the booking never stood on: the booking was lost while it was being paid. */
const lostWhilePaying = new Set<RefundReason>(['slot_lost', 'student_busy', 'coupon_used_up', 'paid_too_late', 'session_started']);

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
        // An admin found the counsellor did not come: the no-show mails say so, and the refund (noShowNotices.processor.ts).
        if (reason === 'counsellor_no_show') return [];
        if (refundDue && paymentId && lostWhilePaying.has(reason)) return [{ kind: 'returned', bookingId, paymentId, reason, dueAt: at }];
        return [{ kind: 'notice', bookingId, notice: reason === 'counsellor_removed' ? 'counsellor_removed' : 'cancelled', dueAt: at }];
      }
    }
  },
  async run(job, { deps, actor, causedAt }) {
    if (job.kind === 'returned') return mailReturned(deps, job.bookingId, job.paymentId, job.reason, actor, causedAt);
    if (job.notice !== 'confirmed' && job.notice !== 'rescheduled') {
      const state = await loadBooking(deps, job.bookingId);
      if (!state.wasConfirmed) {
        // Nothing was booked, so there is no session to call off; but a payment lost with it (the counsellor left while it
        // was being paid) is on its way back, and its payer is told why like every payment the booking never stood on.
        const refund = state.paymentId ? state.refunds.get(state.paymentId) : undefined;
        if (state.paymentId && refund) await mailReturned(deps, job.bookingId, state.paymentId, refund.reason, actor, causedAt);
        return;
      }
    }
    // The mail shows the booking as of this event: wait until the read model has it.
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingConfirmed'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
    const row = await findBooking(deps.db, job.bookingId);
    if (row) await sendBookingNotice(deps, row, job.notice, `${actor.causationId ?? job.bookingId}-${job.notice}`);
  },
});

/** The payment's amount and why it is coming back, to its payer; the mail's id is derived from the causing event. */
async function mailReturned(deps: AppDeps, bookingId: string, paymentId: string, reason: RefundReason, actor: Actor, causedAt: JobContext['causedAt']): Promise<void> {
  if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
  const [row, state] = await Promise.all([findBooking(deps.db, bookingId), loadBooking(deps, bookingId)]);
  if (row) await sendReturnedPayment(deps, row, state.captured.get(paymentId) ?? row.amountPaise, reason, `${actor.causationId ?? paymentId}-returned`);
}
