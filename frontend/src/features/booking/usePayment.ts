// Paying for a chosen slot (public-area §4): order, checkout (test or Razorpay), verification, then 'Booking Confirmed!'
// and the dashboard 2 seconds later. Every message is public-area §8's (see paymentMessages).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingData, CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { PayerStateCode } from '@margdarshak/contracts/invoices/gstStates';
import { paths } from '../../config/paths';
import { ApiError, serverErrorOf } from '../../lib/apiClient';
import { useToast, type ToastInput } from '../../lib/toastContext';
import { clearPendingBooking } from '../auth';
import { createOrder } from './api/createOrder';
import { releaseOrder } from './api/releaseOrder';
import { verifyPayment } from '../../components/checkout/verifyPayment';
import { heldOrderUse, orderKey, orderStaysOpen, type HeldOrder } from './checkout/heldOrder';
import type { CheckoutPrefill } from '../../components/checkout/razorpayCheckout';
import { useCheckout } from '../../components/checkout/useCheckout';
import { checkoutToast, usePaymentToasts } from '../../components/checkout/paymentMessages';
import { useT } from '../../lib/i18n/useLanguage';
import { bookingMessages } from './messages';

export const CONFIRMED_REDIRECT_MS = 2000;

interface PaymentInput {
  booking: BookingData;
  amountPaise: number;
  couponCode: string | undefined;
  /** The payer's GST state code for their invoice, when they chose one (issue 31). */
  payerState: PayerStateCode | undefined;
  prefill: CheckoutPrefill;
}

export function usePayment({ booking, amountPaise, couponCode, payerState, prefill }: PaymentInput) {
  const toast = useToast();
  const navigate = useNavigate();
  const { openCheckout, checkoutDialog } = useCheckout(prefill);
  const paymentToasts = usePaymentToasts();
  const t = useT(bookingMessages);
  const held = useRef<HeldOrder | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  /** Why the server would not take this slot (409: just taken, or the student is busy then), to offer another time. */
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const orderToPay = async (): Promise<CreateOrderResponse | null> => {
    const key = orderKey(booking, amountPaise, couponCode, payerState);
    const previous = held.current;
    const use = heldOrderUse(previous, key, new Date());
    if (use === 'reuse' && previous) return previous.order;
    held.current = null;
    // If releasing fails, the new order meets the old hold and its 409 says so.
    if (use === 'release' && previous) await releaseOrder(previous.order.bookingId).catch(() => undefined);
    try {
      const order = await createOrder({ amount: amountPaise, booking, ...(couponCode ? { couponCode } : {}), ...(payerState ? { payerState } : {}) });
      held.current = { key, order };
      return order;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(serverErrorOf(error) ?? t('refusal.slotGone'));
      // 403: booking waits for a parent's consent (or a date of birth); the summary keeps saying why.
      if (error instanceof ApiError && error.status === 403) setRefusal(serverErrorOf(error) ?? t('consent.cannotBook'));
      toast.show(paymentToasts.orderFailed(serverErrorOf(error)));
      return null;
    }
  };

  /** Booked (or still being booked): 'Booking Confirmed!' (or what is true instead), then the dashboard 2 seconds later. */
  const done = (message: ToastInput) => {
    clearPendingBooking();
    setConfirmed(true);
    toast.show(message);
    redirect.current = window.setTimeout(() => navigate(paths.student.dashboardAfterBooking), CONFIRMED_REDIRECT_MS);
  };

  const pay = async () => {
    if (busy || confirmed) return;
    setBusy(true);
    setRefusal(null);
    try {
      const order = await orderToPay();
      if (!order) return;
      // Nothing to pay (a coupon took the whole price off): the server booked it without a checkout, and no payment was made.
      if (order.status !== 'awaiting_payment') {
        done(order.status === 'confirmed' ? paymentToasts.bookedFree : paymentToasts.freeProcessing);
        return;
      }
      const outcome = await openCheckout(order);
      if (!orderStaysOpen(order.gateway, outcome)) held.current = null;
      if (outcome.kind !== 'paid') {
        const message = checkoutToast(outcome, paymentToasts);
        if (message) toast.show(message);
        return;
      }
      let verified: Awaited<ReturnType<typeof verifyPayment>>;
      try {
        verified = await verifyPayment({
          paymentId: outcome.paymentId,
          orderId: outcome.orderId,
          signature: outcome.signature,
          bookingData: booking,
          amount: order.amount,
          ...(couponCode ? { couponCode } : {}),
        });
      } catch (error) {
        // 409: the slot was lost meanwhile and the payment refunded; the server's text says so.
        if (error instanceof ApiError && error.status === 409) setRefusal(serverErrorOf(error) ?? t('refusal.slotGone'));
        toast.show(paymentToasts.verifyFailed(serverErrorOf(error)));
        return;
      }
      done(verified.status === 'confirmed' ? paymentToasts.confirmed : paymentToasts.received);
    } catch {
      toast.show(paymentToasts.error);
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy, confirmed, refusal, checkoutDialog };
}
