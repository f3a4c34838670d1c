// What the API says to a family booking and paying for a session (public-area §7, §8): refusals of a time, an order or
// a payment. In one place so that their Hindi (messages/hindi.ts) follows them.
export const SLOT_TAKEN = 'This time slot is no longer available. Please choose another.';
export const STUDENT_BUSY = 'You already have a session at this time';
export const SLOT_NOT_OFFERED = 'This time slot is not available on that day';
export const OWN_BOOKINGS_ONLY = 'You can only book sessions for yourself';
export const COUPON_RAN_OUT = 'The coupon ran out while you were booking. Please try again without it.';
export const STARTED_BEFORE_BOOKED = 'This session started before it could be booked. Please choose another time.';
export const ORDER_FAILED = 'We could not start the payment just now, so nothing was charged and the time is not held. Please try again in a minute.';
export const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENT_NOT_VERIFIED = 'Could not verify payment';
export const BOOKING_MISMATCH = 'The booking details do not match this order';
/** The order's amount is not the price (less the coupon): `due` is what is, written as money ('₹1,999.00'). */
export const amountDueMessage = (due: string) => `The amount does not match the price: ${due} is due`;

/**
 * A payment that could not become a booking, given back: `reason` is the sentence for why (bookings' refundReasons),
 * `amount` the money, `refunded` whether the refund is made already or on its way.
 */
export const lostBookingMessage = (reason: string, amount: string, refunded: boolean) =>
  `${reason}. Your payment of ${amount} ${refunded ? 'has been refunded in full' : 'is being refunded in full'}; it reaches your account within 5-7 business days.`;
