// Time-driven: an order's captures are looked for at the gateway (the browser may never have reported one, a webhook may
// never come, a student may have paid twice): every half minute while the hold runs and nothing is paid, then 15 min, 1 h,
// 6 h and 24 h after it. Every capture found that the booking has not recorded is recorded, and so applied or refunded.
// A hold that lapses with nothing paid expires, freeing its hour.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { after, processor, type JobOutcome } from '../../platform/processors/processor';
import { loadBooking, runBooking } from './bookings';
import { recordPayment } from './payments';

type Job = { kind: 'watch'; bookingId: string; holdUntil: string };

/** How often an order awaiting payment is looked at with the gateway. */
export const WATCH_EVERY_MS = 30_000;
/** After the hold, how much later the gateway is asked again about captures nobody reported. */
const lookAgainAfterMs = [15 * 60_000, 60 * 60_000, 6 * 3_600_000, 24 * 3_600_000];

async function watch(deps: AppDeps, job: Job, actor: Actor): Promise<JobOutcome> {
  const state = await loadBooking(deps, job.bookingId);
  const { orderId } = state;
  const captures = orderId ? (await deps.payments.orderPayments(orderId)).filter((payment) => payment.status === 'captured') : [];
  for (const payment of captures) {
    if (orderId && !state.captured.has(payment.id)) await recordPayment(deps, { orderId, paymentId: payment.id, amountPaise: payment.amount, via: 'reconciler' }, actor, job.bookingId);
  }
  const now = deps.clock.now().getTime();
  const holdUntil = Date.parse(job.holdUntil);
  const paid = captures.length > 0 || state.captured.size > 0;
  if (!paid && now < holdUntil) return { again: new Date(Math.min(now + WATCH_EVERY_MS, holdUntil)) };
  if (!paid) await runBooking(deps, job.bookingId, { type: 'Expire' }, actor);
  if (!orderId) return;
  const next = lookAgainAfterMs.find((ms) => ms > now - holdUntil);
  return next === undefined ? undefined : { again: new Date(holdUntil + next) };
}

export const holdsProcessor = processor<Job>({
  name: 'holds',
  eventTypes: ['BookingRequested'],
  plan(event) {
    const { bookingId, holdUntil } = bookingEvents.BookingRequested.schema.parse(event.data);
    return [{ kind: 'watch', bookingId, holdUntil, dueAt: after(event, WATCH_EVERY_MS) }];
  },
  run: (job, { deps, actor }) => watch(deps, job, actor),
});
