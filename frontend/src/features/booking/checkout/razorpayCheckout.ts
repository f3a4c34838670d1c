// Razorpay Checkout, loaded from Razorpay's host only when a student pays with the Razorpay gateway.
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

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay did not load'));
    document.body.appendChild(script);
  });
}

export async function openRazorpayCheckout(order: CreateOrderResponse, prefill: { email?: string }): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript().catch(() => null);
  if (!Razorpay) return { kind: 'unavailable' };
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: 'Margdarshak',
      description: 'Career counselling session',
      prefill,
      handler: (response: RazorpayResponse) =>
        resolve({ kind: 'paid', paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id, signature: response.razorpay_signature }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => resolve({ kind: 'declined', description: response.error.description }));
    checkout.open();
  });
}
