// The payment provider behind a port. Razorpay in production; a local gateway (the embedded default) that signs with
// the same scheme, so the verification code below runs unchanged in both modes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'authorized' | 'failed' | 'created' | 'refunded';
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
}

export interface PaymentGateway {
  readonly name: 'local' | 'razorpay';
  /** The public key id the browser's checkout needs. */
  readonly keyId: string;
  /** HMAC key of the checkout signature. */
  readonly keySecret: string;
  /** HMAC key of webhook bodies (X-Razorpay-Signature); undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  /** `receipt` is the booking id: unique per order. An amount under MIN_CHARGE_PAISE (₹1) is refused (thrown). */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder>;
  /** The payments made against an order, for the reconciler. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** The refunds made of a payment, as the provider records them, for the audit's reconciliation. */
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** Refunds in full or part; `idempotencyKey` makes a retried refund a no-op at the provider. */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{ id: string }>;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function equalHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Checkout's signature: HMAC-SHA256 of `${orderId}|${paymentId}` with the key secret, hex. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);

export function verifyCheckoutSignature(secret: string, orderId: string, paymentId: string, signature: string): boolean {
  return equalHex(checkoutSignature(secret, orderId, paymentId), signature);
}

/** A webhook's signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function verifyWebhookSignature(secret: string, rawBody: string, signature: string): boolean {
  return equalHex(hmacHex(secret, rawBody), signature);
}

export const webhookSignature = (secret: string, rawBody: string) => hmacHex(secret, rawBody);
