// Commission follows the money (decision 0127): when a booking is confirmed on a payment, the platform's share of it is
// charged at the rate configured then; when that payment is refunded, the share is given back in proportion. From the
// start of the log, so every kept payment has its commission. In the background: no request waits for it.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { CommissionEvent } from '@margdarshak/contracts/events/statements';
import { type Actor, handleCommand } from '../../platform/commandHandler';
import { commissionRateFor } from '../../platform/commissionConfig';
import type { AppDeps } from '../../platform/deps';
import { atOnce, processor } from '../../platform/processors/processor';
import { type CommissionState, commissionStream, evolveCommission, initialCommission } from './commission';
import { type CommissionCommand, decideCommission } from './commission.decider';
import { keptSale } from './keptSale';

type Job = { kind: 'charge'; bookingId: string; paymentId: string } | { kind: 'return'; bookingId: string; paymentId: string; refundId: string; amountPaise: number };

const aggregate = { initialState: initialCommission, evolve: evolveCommission };
const run = (deps: AppDeps, actor: Actor, command: CommissionCommand) =>
  handleCommand<CommissionState, CommissionEvent>(deps, aggregate, commissionStream(command.bookingId), (state) => decideCommission(command, state), actor);

/** Charges the commission on a payment the booking kept; nothing for one it did not keep. */
async function charge(deps: AppDeps, actor: Actor, bookingId: string, paymentId: string): Promise<void> {
  const sale = await keptSale(deps, bookingId, paymentId);
  if (!sale) return;
  await run(deps, actor, { type: 'Charge', ...sale, rateBasisPoints: commissionRateFor(deps.config.commission, sale.packageType) });
}

export const commissionProcessor = processor<Job>({
  name: 'commission',
  eventTypes: ['BookingConfirmed', 'RefundIssued'],
  plan(event) {
    if (event.type === 'BookingConfirmed') {
      const { bookingId, paymentId } = bookingEvents.BookingConfirmed.schema.parse(event.data);
      return paymentId ? [{ kind: 'charge', bookingId, paymentId, dueAt: atOnce(event) }] : [];
    }
    const { bookingId, paymentId, refundId, amountPaise } = bookingEvents.RefundIssued.schema.parse(event.data);
    return [{ kind: 'return', bookingId, paymentId, refundId, amountPaise, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    switch (job.kind) {
      case 'charge':
        await charge(deps, actor, job.bookingId, job.paymentId);
        return;
      case 'return':
        // The charge first, in case its own job has not run yet (charging twice decides nothing).
        await charge(deps, actor, job.bookingId, job.paymentId);
        await run(deps, actor, { type: 'Return', bookingId: job.bookingId, paymentId: job.paymentId, refundId: job.refundId, refundPaise: job.amountPaise });
        return;
      default: {
        const unknown: never = job;
        return unknown;
      }
    }
  },
});
