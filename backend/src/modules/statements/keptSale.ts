// What the commission is charged on, read from the booking's own stream (not a read model, which may lag): the counsellor,
// the package type and what was captured of the payment the booking was confirmed on; undefined when the booking never
// kept that payment (it was returned whole, and no sale).
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { AppDeps } from '../../platform/deps';
import { bookingStream } from '../bookings';

export interface KeptSale {
  bookingId: string;
  counsellorId: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  paymentId: string;
  paidPaise: number;
}

export async function keptSale(deps: Pick<AppDeps, 'eventStore'>, bookingId: string, paymentId: string): Promise<KeptSale | undefined> {
  const events = await deps.eventStore.readStream(bookingStream(bookingId));
  const requestedEvent = events.find((event) => event.type === 'BookingRequested');
  const kept = events.some((event) => event.type === 'BookingConfirmed' && bookingEvents.BookingConfirmed.schema.parse(event.data).paymentId === paymentId);
  const verified = events
    .filter((event) => event.type === 'PaymentVerified')
    .map((event) => bookingEvents.PaymentVerified.schema.parse(event.data))
    .find((payment) => payment.paymentId === paymentId);
  if (!requestedEvent || !kept || !verified) return undefined;
  const requested = bookingEvents.BookingRequested.schema.parse(requestedEvent.data);
  return { bookingId, counsellorId: requested.counsellorId, packageType: requested.packageType, paymentId, paidPaise: verified.amountPaise };
}
