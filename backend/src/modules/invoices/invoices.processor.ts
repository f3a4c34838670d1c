// Money documents follow the money: a payment a booking was confirmed on gets its invoice (or receipt), and every refund
// its credit note. From the start of the log, so every payment ever kept has its document. In the background: no
// request waits for a document.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { atOnce, processor } from '../../platform/processors/processor';
import { issueCreditNote, issueSaleDocument } from './issueDocuments';

type Job = { kind: 'sale'; bookingId: string; paymentId: string } | { kind: 'credit'; bookingId: string; paymentId: string; refundId: string; amountPaise: number; refundedAt: string };

export const invoicesProcessor = processor<Job>({
  name: 'invoices',
  eventTypes: ['BookingConfirmed', 'RefundIssued'],
  plan(event) {
    if (event.type === 'BookingConfirmed') {
      const { bookingId, paymentId } = bookingEvents.BookingConfirmed.schema.parse(event.data);
      return paymentId ? [{ kind: 'sale', bookingId, paymentId, dueAt: atOnce(event) }] : [];
    }
    const refund = bookingEvents.RefundIssued.schema.parse(event.data);
    return [{ kind: 'credit', ...refund, refundedAt: event.metadata.at, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    switch (job.kind) {
      case 'sale':
        await issueSaleDocument(deps, actor, job.bookingId, job.paymentId);
        return;
      case 'credit':
        await issueCreditNote(deps, actor, { ...job, refundedAt: new Date(job.refundedAt) });
        return;
      default: {
        const unknown: never = job;
        return unknown;
      }
    }
  },
});
