// A capture recorded on a booking is applied (confirmed, or owed back); a provider's webhook for a capture is recorded on
// its booking; a booking with nothing to pay (a coupon took the whole price off) is booked without the gateway. Each is
// awaited by the request that led to it.
import { bookingEvents, paymentWebhookEvents } from '@margdarshak/contracts/events/bookings';
import { atOnce, processor } from '../../platform/processors/processor';
import { applyFreeBooking } from './freeBooking';
import { applyPayment, recordPayment } from './payments';

/** `capturedAt`: when the capture reached us (its PaymentVerified); absent on jobs planned before it was carried. */
type Job =
  | { kind: 'apply'; bookingId: string; paymentId: string; capturedAt?: string }
  | { kind: 'record-capture'; orderId: string; paymentId: string; amountPaise: number }
  | { kind: 'free'; bookingId: string };

const capturing = new Set(['payment.captured', 'order.paid']);

export const paymentsProcessor = processor<Job>({
  name: 'payments',
  eventTypes: ['PaymentVerified', 'PaymentWebhookReceived', 'BookingRequested'],
  awaits: ['PaymentVerified', 'PaymentWebhookReceived', 'BookingRequested'],
  plan(event) {
    if (event.type === 'BookingRequested') {
      const { bookingId, amountPaise } = bookingEvents.BookingRequested.schema.parse(event.data);
      return amountPaise === 0 ? [{ kind: 'free', bookingId, dueAt: atOnce(event) }] : [];
    }
    if (event.type === 'PaymentVerified') {
      const { bookingId, paymentId } = bookingEvents.PaymentVerified.schema.parse(event.data);
      return [{ kind: 'apply', bookingId, paymentId, capturedAt: event.metadata.at, dueAt: atOnce(event) }];
    }
    const hook = paymentWebhookEvents.PaymentWebhookReceived.schema.parse(event.data);
    // Webhooks recorded before they carried the amount were applied as they arrived.
    if (!capturing.has(hook.event) || !hook.orderId || !hook.paymentId || hook.amountPaise === undefined) return [];
    return [{ kind: 'record-capture', orderId: hook.orderId, paymentId: hook.paymentId, amountPaise: hook.amountPaise, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor, causedAt }) {
    switch (job.kind) {
      case 'apply':
        return applyPayment(deps, job.bookingId, job.paymentId, actor, job.capturedAt ? new Date(job.capturedAt) : undefined);
      case 'free':
        return applyFreeBooking(deps, job.bookingId, actor);
      case 'record-capture':
        // The order was recorded before it could be paid: once the bookings read model has the log up to this webhook,
        // an order it does not know is not ours (a refusal, not something to retry).
        if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['PaymentOrderCreated'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
        await recordPayment(deps, { orderId: job.orderId, paymentId: job.paymentId, amountPaise: job.amountPaise, via: 'webhook' }, actor);
        return;
      default: {
        const unknown: never = job;
        return unknown;
      }
    }
  },
});
