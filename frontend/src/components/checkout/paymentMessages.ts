// Every payment message of public-area §8, word for word, in one place; and ours for a booking with nothing to pay, which
// must not speak of a payment.
import type { ToastInput } from '../../lib/toastContext';
import type { CheckoutOutcome } from './checkoutOutcome';

export const DECLINE_FALLBACK = 'There was an issue with your payment. Please try again.';

export const paymentToasts = {
  orderFailed: (serverError: string | undefined): ToastInput => ({ title: 'Failed to create order', description: serverError ?? 'Could not create payment order', variant: 'error' }),
  gatewayUnavailable: { title: 'Payment Failed', description: 'Could not load payment gateway. Please try again.', variant: 'error' } satisfies ToastInput,
  declined: (description: string | undefined): ToastInput => ({ title: 'Payment Failed', description: description?.trim() || DECLINE_FALLBACK, variant: 'error' }),
  verifyFailed: (serverError: string | undefined): ToastInput => ({ title: 'Payment Verification Failed', description: serverError ?? 'Could not verify payment', variant: 'error' }),
  error: { title: 'Payment Error', description: 'There was an issue processing your payment. Please try again.', variant: 'error' } satisfies ToastInput,
  confirmed: { title: 'Booking Confirmed!', description: 'Payment Successful', variant: 'success' } satisfies ToastInput,
  /** 202 from verify: the payment is recorded and the booking is still being confirmed (the dashboard shows it). */
  received: { title: 'Payment received', description: 'We are confirming your booking; it appears on your dashboard in a moment.', variant: 'success' } satisfies ToastInput,
  /** A coupon took the whole price off: booked at ₹0, with no checkout and no payment. */
  bookedFree: { title: 'Booking Confirmed!', description: 'Your coupon covered the whole price, so there is nothing to pay.', variant: 'success' } satisfies ToastInput,
  /** Nothing to pay, and the session is still being booked (the dashboard shows it). */
  freeProcessing: {
    title: 'Booking received',
    description: 'Your coupon covered the whole price, so there is nothing to pay. We are confirming your session; it appears on your dashboard in a moment.',
    variant: 'success',
  } satisfies ToastInput,
};

/** What to tell the student when a checkout ends without a payment to verify; nothing when they simply closed it. */
export function checkoutToast(outcome: Exclude<CheckoutOutcome, { kind: 'paid' }>): ToastInput | null {
  switch (outcome.kind) {
    case 'dismissed':
      return null;
    case 'unavailable':
      return paymentToasts.gatewayUnavailable;
    case 'declined':
      return paymentToasts.declined(outcome.description);
    case 'failed':
      return paymentToasts.error;
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}
