// Razorpay through its SDK, used when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. Its contract is exercised only
// against the real service (not reachable from here); the verification code it relies on is shared with the local one.
import Razorpay from 'razorpay';
import type { GatewayPayment, PaymentGateway } from './paymentGateway';

export function createRazorpayGateway(keyId: string, keySecret: string, webhookSecret: string | undefined): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: 'razorpay',
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    },
    async orderPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.map((p): GatewayPayment => ({ id: p.id, orderId, amount: Number(p.amount), status: p.status as GatewayPayment['status'] }));
    },
    async paymentRefunds(paymentId) {
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      return items.map((refund) => ({ id: refund.id, paymentId, amount: Number(refund.amount) }));
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      // A retry (a processor's job that ran again after a crash) first looks for the refund its key already made: the key
      // travels as the refund's receipt, and Razorpay lists a payment's refunds.
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const earlier = items.find((refund) => refund.receipt === idempotencyKey);
      if (earlier) return { id: earlier.id };
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, receipt: idempotencyKey, notes: { idempotencyKey } });
      return { id: refund.id };
    },
  };
}
