// Razorpay Checkout, loaded from Razorpay's host only when a student pays with the Razorpay gateway (the one external
// script of the product).
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { CheckoutOutcome } from './checkoutOutcome';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const loaded = () => (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = loaded();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const razorpay = loaded();
      if (razorpay) resolve(razorpay);
      else reject(new Error('Razorpay did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.body.appendChild(script);
  });
}

/** What Checkout may fill in for the student. */
export interface CheckoutPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

export async function openRazorpayCheckout(order: CreateOrderResponse, prefill: CheckoutPrefill): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript().catch(() => null);
  if (!Razorpay) return { kind: 'unavailable' };
  return new Promise((resolve) => {
    // After a failed attempt Checkout stays open and offers a retry: the outcome is known only when it closes or pays.
    let failure: string | undefined;
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: 'Margdarshak',
      description: 'Career counselling session',
      prefill,
      handler: (response: RazorpayResponse) => resolve({ kind: 'paid', paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id, signature: response.razorpay_signature }),
      modal: { ondismiss: () => resolve(failed ? { kind: 'declined', description: failure } : { kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      failed = true;
      failure = response.error.description;
    });
    checkout.open();
  });
}
