// Time-driven: while an order awaits payment, the gateway is asked every half minute whether it was paid (the browser
// may never have reported it, a webhook may never come); paid, the capture is recorded and applied. When the hold
// lapses unpaid the booking expires and its hour is freed; a capture that turns up later still is looked for a few
// times over the next day.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { after, processor, type JobOutcome } from '../../platform/processors/processor';
import { loadBooking, runBooking } from './bookings';
import { recordPayment } from './payments';

type Job = { kind: 'watch'; bookingId: string; holdUntil: string };

/** How often an order awaiting payment is looked at with the gateway. */
export const WATCH_EVERY_MS = 30_000;
/** After the hold lapses, how much later the gateway is asked again about a capture nobody reported. */
const lookAgainAfterMs = [15 * 60_000, 60 * 60_000, 6 * 3_600_000, 24 * 3_600_000];

async function reportedCapture(deps: AppDeps, orderId: string) {
  return (await deps.payments.orderPayments(orderId)).find((payment) => payment.status === 'captured');
}

async function watch(deps: AppDeps, job: Job, actor: Actor): Promise<JobOutcome> {
  const state = await loadBooking(deps, job.bookingId);
  if (state.phase === 'confirmed' || state.phase === 'completed' || state.captured.size > 0) return;
  const captured = state.orderId ? await reportedCapture(deps, state.orderId) : undefined;
  if (captured && state.orderId) {
    await recordPayment(deps, { orderId: state.orderId, paymentId: captured.id, amountPaise: captured.amount, via: 'reconciler' }, actor);
    return;
  }
  const now = deps.clock.now().getTime();
  const holdUntil = Date.parse(job.holdUntil);
  if (now < holdUntil) return { again: new Date(Math.min(now + WATCH_EVERY_MS, holdUntil)) };
  await runBooking(deps, job.bookingId, { type: 'Expire' }, actor);
  if (!state.orderId) return;
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
