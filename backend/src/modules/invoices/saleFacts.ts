// What a document about a payment says of the sale, read from the booking's own stream (not a read model, which may lag):
// what was booked, its price and coupon, who paid, and when the payment was captured. Only a payment the booking was
// confirmed on is a sale; a payment it could not take was returned whole and is no sale (decision 0117).
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { EventMetadata } from '@margdarshak/contracts/log';
import type { AppDeps } from '../../platform/deps';
import { bookingStream } from '../bookings';

export interface SaleFacts {
  bookingId: string;
  paymentId: string;
  studentId: string;
  payer: { role: 'student' | 'parent'; userId: string };
  description: string;
  pricePaise: number;
  couponCode: string | null;
  discountPaise: number;
  /** What was captured. */
  amountPaise: number;
  capturedAt: Date;
  /** The payer's GST state code as given at checkout; null when they gave none (decision 0140). */
  payerState: string | null;
}

/**
 * Who paid: the parent whose request verified the payment (a parent may pay the order their child placed), else the
 * parent who placed the order (a payment the provider's webhook applied has no person behind it), else the student.
 */
function payerOf(studentId: string, orderedByParentId: string | undefined | null, verifiedBy: EventMetadata | undefined): SaleFacts['payer'] {
  if (verifiedBy?.role === 'parent' && verifiedBy.userId) return { role: 'parent', userId: verifiedBy.userId };
  if (orderedByParentId) return { role: 'parent', userId: orderedByParentId };
  return { role: 'student', userId: studentId };
}

export async function saleFacts(deps: Pick<AppDeps, 'eventStore'>, bookingId: string, paymentId: string): Promise<SaleFacts | undefined> {
  const events = await deps.eventStore.readStream(bookingStream(bookingId));
  const requestedEvent = events.find((event) => event.type === 'BookingRequested');
  const confirmed = events.find((event) => event.type === 'BookingConfirmed' && bookingEvents.BookingConfirmed.schema.parse(event.data).paymentId === paymentId);
  if (!requestedEvent || !confirmed) return undefined;
  const requested = bookingEvents.BookingRequested.schema.parse(requestedEvent.data);
  const verifiedEvent = events.find((event) => event.type === 'PaymentVerified' && bookingEvents.PaymentVerified.schema.parse(event.data).paymentId === paymentId);
  const verified = verifiedEvent && bookingEvents.PaymentVerified.schema.parse(verifiedEvent.data);
  return {
    bookingId,
    paymentId,
    studentId: requested.studentId,
    payer: payerOf(requested.studentId, requested.orderedByParentId, verifiedEvent?.metadata),
    description: `Career counselling: ${requested.packageName} package, one session`,
    pricePaise: requested.pricePaise,
    couponCode: requested.couponCode,
    discountPaise: requested.discountPaise,
    amountPaise: verified?.amountPaise ?? requested.amountPaise,
    capturedAt: new Date((verifiedEvent ?? confirmed).metadata.at),
    payerState: requested.payerState ?? null,
  };
}
