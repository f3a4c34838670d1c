// Every payment message of public-area §8, word for word, in one place; and ours for a booking with nothing to pay, which
// must not speak of a payment.
import type { ToastInput } from '../../lib/toastContext';
import type { Translate } from '../../lib/i18n/catalogue';
import { useT } from '../../lib/i18n/useLanguage';
import type { CheckoutOutcome } from './checkoutOutcome';
import { paymentMessages } from './messages';

type PaymentMessageId = Parameters<ReturnType<typeof paymentMessages.translator>>[0];

/** The toasts in the language of `t` (English: the spec's words, word for word). */
export function paymentToastsIn(t: Translate<PaymentMessageId>) {
  return {
    orderFailed: (serverError: string | undefined): ToastInput => ({ title: t('orderFailed.title'), description: serverError ?? t('orderFailed.text'), variant: 'error' }),
    gatewayUnavailable: { title: t('failed.title'), description: t('unavailable.text'), variant: 'error' } satisfies ToastInput,
    declined: (description: string | undefined): ToastInput => ({ title: t('failed.title'), description: description?.trim() || t('declined.text'), variant: 'error' }),
    verifyFailed: (serverError: string | undefined): ToastInput => ({ title: t('verifyFailed.title'), description: serverError ?? t('verifyFailed.text'), variant: 'error' }),
    error: { title: t('error.title'), description: t('error.text'), variant: 'error' } satisfies ToastInput,
    confirmed: { title: t('confirmed.title'), description: t('confirmed.text'), variant: 'success' } satisfies ToastInput,
    /** 202 from verify: the payment is recorded and the booking is still being confirmed (the dashboard shows it). */
    received: { title: t('received.title'), description: t('received.text'), variant: 'success' } satisfies ToastInput,
    /** A coupon took the whole price off: booked at ₹0, with no checkout and no payment. */
    bookedFree: { title: t('confirmed.title'), description: t('bookedFree.text'), variant: 'success' } satisfies ToastInput,
    /** Nothing to pay, and the session is still being booked (the dashboard shows it). */
    freeProcessing: { title: t('freeProcessing.title'), description: t('freeProcessing.text'), variant: 'success' } satisfies ToastInput,
  };
}

export type PaymentToasts = ReturnType<typeof paymentToastsIn>;

/** In English, as public-area §8 words them. */
export const paymentToasts: PaymentToasts = paymentToastsIn(paymentMessages.translator('en'));

/** In the page's language. */
export const usePaymentToasts = (): PaymentToasts => paymentToastsIn(useT(paymentMessages));

/** What to tell the student when a checkout ends without a payment to verify; nothing when they simply closed it. */
export function checkoutToast(outcome: Exclude<CheckoutOutcome, { kind: 'paid' }>, toasts: PaymentToasts = paymentToasts): ToastInput | null {
  switch (outcome.kind) {
    case 'dismissed':
      return null;
    case 'unavailable':
      return toasts.gatewayUnavailable;
    case 'declined':
      return toasts.declined(outcome.description);
    case 'failed':
      return toasts.error;
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}
