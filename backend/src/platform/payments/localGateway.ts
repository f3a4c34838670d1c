// The embedded default: orders and payments kept in this process, approved or declined from the browser's test
// checkout. It signs exactly as Razorpay does, so /api/payment/verify cannot tell the two apart.
import { createHmac, randomBytes } from 'node:crypto';
import { checkoutSignature, type GatewayOrder, type GatewayPayment, type PaymentGateway } from './paymentGateway';

export interface LocalGateway extends PaymentGateway {
  readonly name: 'local';
  /** The test checkout's Approve: a captured payment and Checkout's three fields. */
  approve(orderId: string): { paymentId: string; orderId: string; signature: string } | undefined;
  /** The test checkout's Decline. */
  decline(orderId: string): { code: string; description: string } | undefined;
  /** Refunds made, for tests and the reconciler. */
  refunds(): { id: string; paymentId: string; amountPaise: number }[];
}

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createLocalGateway(serverSecret: string): LocalGateway {
  // Derived, so restarts keep verifying signatures made before them.
  const keySecret = createHmac('sha256', serverSecret).update('local-payment-gateway').digest('hex');
  const webhookSecret = createHmac('sha256', serverSecret).update('local-payment-webhooks').digest('hex');
  const orders = new Map<string, GatewayOrder & { receipt: string; payments: GatewayPayment[] }>();
  const refundsByKey = new Map<string, { id: string; paymentId: string; amountPaise: number }>();

  return {
    name: 'local',
    keyId: 'local_test_key',
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      const order = { id: id('order'), amount: amountPaise, currency: 'INR' as const, receipt, payments: [] };
      orders.set(order.id, order);
      return { id: order.id, amount: order.amount, currency: order.currency };
    },
    async orderPayments(orderId) {
      return [...(orders.get(orderId)?.payments ?? [])];
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const existing = refundsByKey.get(idempotencyKey);
      if (existing) return { id: existing.id };
      const refund = { id: id('rfnd'), paymentId, amountPaise };
      refundsByKey.set(idempotencyKey, refund);
      for (const order of orders.values()) for (const payment of order.payments) if (payment.id === paymentId) payment.status = 'refunded';
      return { id: refund.id };
    },
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) return undefined;
      const payment: GatewayPayment = { id: id('pay'), orderId, amount: order.amount, status: 'captured' };
      order.payments.push(payment);
      return { paymentId: payment.id, orderId, signature: checkoutSignature(keySecret, orderId, payment.id) };
    },
    decline(orderId) {
      const order = orders.get(orderId);
      if (!order) return undefined;
      order.payments.push({ id: id('pay'), orderId, amount: order.amount, status: 'failed' });
      return { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment (test mode: no money was taken).' };
    },
    refunds: () => [...refundsByKey.values()],
  };
}
