// Paying for a chosen slot: order, checkout (test or Razorpay), verification, and every message of public-area §8.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingData, CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { serverErrorOf } from '../../lib/apiClient';
import { useToast } from '../../lib/toastContext';
import { clearPendingBooking } from '../auth/pendingBooking';
import { createOrder, verifyPayment } from './api/bookingApi';
import type { CheckoutOutcome } from './checkout/checkoutOutcome';
import { openRazorpayCheckout } from './checkout/razorpayCheckout';

export const CONFIRMED_REDIRECT_MS = 2000;

export function usePayment({ booking, amountPaise, couponCode, email }: { booking: BookingData; amountPaise: number; couponCode: string | undefined; email: string | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  /** The order awaiting the local test checkout's answer. */
  const [testOrder, setTestOrder] = useState<CreateOrderResponse | null>(null);

  const afterCheckout = async (order: CreateOrderResponse, outcome: CheckoutOutcome) => {
    setTestOrder(null);
    try {
      switch (outcome.kind) {
        case 'dismissed':
          return;
        case 'unavailable':
          toast.error('Payment Failed', 'Could not load payment gateway. Please try again.');
          return;
        case 'declined':
          toast.error('Payment Failed', outcome.description || 'There was an issue with your payment. Please try again.');
          return;
        case 'paid':
          try {
            await verifyPayment({ paymentId: outcome.paymentId, orderId: outcome.orderId, signature: outcome.signature, bookingData: booking, amount: order.amount, ...(couponCode ? { couponCode } : {}) });
          } catch (error) {
            toast.error('Payment Verification Failed', serverErrorOf(error) ?? 'Could not verify payment');
            return;
          }
          clearPendingBooking();
          toast.success('Booking Confirmed!', 'Payment Successful');
          window.setTimeout(() => navigate('/student/dashboard?booking=confirmed'), CONFIRMED_REDIRECT_MS);
          return;
        default: {
          const unknown: never = outcome;
          return unknown;
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    setBusy(true);
    let order: CreateOrderResponse;
    try {
      order = await createOrder({ amount: amountPaise, booking, ...(couponCode ? { couponCode } : {}) });
    } catch (error) {
      setBusy(false);
      toast.error('Failed to create order', serverErrorOf(error) ?? 'Could not create payment order');
      return;
    }
    try {
      if (order.gateway === 'local') setTestOrder(order);
      else await afterCheckout(order, await openRazorpayCheckout(order, email ? { email } : {}));
    } catch {
      setBusy(false);
      toast.error('Payment Error', 'There was an issue processing your payment. Please try again.');
    }
  };

  return { pay, busy, testOrder, finishTest: (outcome: CheckoutOutcome) => (testOrder ? afterCheckout(testOrder, outcome) : Promise.resolve()) };
}
