// A payment owed back (a cancellation with a refund due, a booking lost while paying, a capture the booking could not
// take) is refunded through the gateway, with an idempotency key derived from the event that made it due, and the
// refund recorded. Retried for as long as the gateway fails; the student sees 'refund pending' meanwhile.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { atOnce, processor } from '../../platform/processors/processor';
import { refundPayment } from './payments';

type Job = { kind: 'refund'; bookingId: string; paymentId: string | null };

export const refundsProcessor = processor<Job>({
  name: 'refunds',
  eventTypes: ['BookingCancelled', 'PaymentRefundDue'],
  awaits: ['BookingCancelled', 'PaymentRefundDue'],
  plan(event) {
    if (event.type === 'BookingCancelled') {
      const cancelled = bookingEvents.BookingCancelled.schema.parse(event.data);
      if (!cancelled.refundDue) return [];
      return [{ kind: 'refund', bookingId: cancelled.bookingId, paymentId: cancelled.paymentId ?? null, dueAt: atOnce(event) }];
    }
    const due = bookingEvents.PaymentRefundDue.schema.parse(event.data);
    return [{ kind: 'refund', bookingId: due.bookingId, paymentId: due.paymentId, dueAt: atOnce(event) }];
  },
  run: (job, { deps, actor }) => refundPayment(deps, job.bookingId, job.paymentId, `refund-${actor.causationId ?? job.bookingId}`, actor),
});
