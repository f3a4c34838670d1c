// Time-driven: when an order's hold lapses, the gateway is asked whether it was paid after all (the browser may never
// have reported it, a webhook may never have come); paid, the capture is recorded and applied; unpaid, the booking
// expires and its hour is freed. A capture that turns up later still is looked for a few times over the next day.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { processor, type JobOutcome } from '../../platform/processors/processor';
import { loadBooking, runBooking } from './bookings';
import { recordPayment } from './payments';

type Job = { kind: 'lapse'; bookingId: string; holdUntil: string };

/** After the hold lapses, how much later the gateway is asked again about a capture nobody reported. */
const lookAgainAfterMs = [15 * 60_000, 60 * 60_000, 6 * 3_600_000, 24 * 3_600_000];

async function reportedCapture(deps: AppDeps, orderId: string) {
  return (await deps.payments.orderPayments(orderId)).find((payment) => payment.status === 'captured');
}

async function lapse(deps: AppDeps, job: Job, actor: Actor): Promise<JobOutcome> {
  const state = await loadBooking(deps, job.bookingId);
  if (state.phase === 'confirmed' || state.phase === 'completed' || state.captured.size > 0) return;
  const captured = state.orderId ? await reportedCapture(deps, state.orderId) : undefined;
  if (captured && state.orderId) {
    await recordPayment(deps, { orderId: state.orderId, paymentId: captured.id, amountPaise: captured.amount, via: 'reconciler' }, actor);
    return;
  }
  await runBooking(deps, job.bookingId, { type: 'Expire' }, actor);
  if (!state.orderId) return;
  const since = deps.clock.now().getTime() - Date.parse(job.holdUntil);
  const next = lookAgainAfterMs.find((ms) => ms > since);
  return next === undefined ? undefined : { again: new Date(Date.parse(job.holdUntil) + next) };
}

export const holdsProcessor = processor<Job>({
  name: 'holds',
  eventTypes: ['BookingRequested'],
  plan(event) {
    const { bookingId, holdUntil } = bookingEvents.BookingRequested.schema.parse(event.data);
    return [{ kind: 'lapse', bookingId, holdUntil, dueAt: new Date(holdUntil) }];
  },
  run: (job, { deps, actor }) => lapse(deps, job, actor),
});
