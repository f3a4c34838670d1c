// Runs beside the API: asks the gateway about orders still pending (a payment the browser never reported, a webhook
// that never came), then expires holds that lapsed without payment, so their slots are free in the record too.
import { lapsedBookingIds, pendingOrders } from '@margdarshak/projections/bookings/bookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { confirmPayment, expireBooking } from './bookings';

export async function reconcilePayments(deps: AppDeps): Promise<number> {
  let confirmed = 0;
  for (const { orderId } of await pendingOrders(deps.db, deps.clock.now())) {
    const captured = (await deps.payments.orderPayments(orderId)).find((payment) => payment.status === 'captured');
    if (!captured) continue;
    try {
      await confirmPayment(deps, { orderId, paymentId: captured.id, amountPaise: captured.amount, via: 'reconciler' }, { role: 'system' });
      confirmed++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.logger.warn({ orderId, err: error }, 'reconciler could not confirm a captured payment');
    }
  }
  return confirmed;
}

export async function expireLapsedHolds(deps: AppDeps): Promise<number> {
  const ids = await lapsedBookingIds(deps.db, deps.clock.now());
  for (const id of ids) await expireBooking(deps, id);
  return ids.length;
}

/** Every minute, one pass after the other; stop() waits for a pass under way. */
export function startBookingHousekeeping(deps: AppDeps, everyMs = 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const pass = async () => {
    try {
      await reconcilePayments(deps);
      await expireLapsedHolds(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'booking housekeeping failed');
    }
  };
  const timer = setInterval(() => {
    running = running.then(pass);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
