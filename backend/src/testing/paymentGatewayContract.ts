// One behaviour, every payment adapter: the local gateway and the Razorpay adapter (against a stand-in of Razorpay's
// API) each run this suite with their own factory, so what the product relies on (orders, the payments an order
// received, refunds in full or in part that a retry never repeats) holds in both modes, as Razorpay documents it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../platform/payments/paymentGateway';

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** What a customer does at Checkout: a captured or a failed payment of the whole order; answers its id. */
  pay(orderId: string, outcome?: 'captured' | 'failed'): Promise<string>;
  cleanup(): Promise<void>;
}

/** A key of the refund processor's shape (`refund-{causing event id}`). */
const refundKey = () => `refund-${randomUUID()}`;

export function runPaymentGatewayContract(name: string, makeGateway: () => Promise<GatewayUnderTest>) {
  describe(`${name} payment gateway contract`, () => {
    let subject: GatewayUnderTest | undefined;
    let gateway: PaymentGateway;
    let pay: GatewayUnderTest['pay'];
    const paidOrder = async (amountPaise: number) => {
      const order = await gateway.createOrder({ amountPaise, receipt: randomUUID() });
      return { order, paymentId: await pay(order.id) };
    };
    // Lists are compared as sets: neither adapter's order of listing is part of the contract.
    const amountsOf = async (paymentId: string) => (await gateway.paymentRefunds(paymentId)).map((r) => r.amount).sort((a, b) => a - b);

    beforeAll(async () => {
      subject = await makeGateway();
      ({ gateway, pay } = subject);
    });
    afterAll(async () => subject?.cleanup());

    it('creates an order of the amount in rupees, with no payment yet', async () => {
      const order = await gateway.createOrder({ amountPaise: 199_900, receipt: randomUUID() });
      expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 199_900, currency: 'INR' });
      expect(await gateway.orderPayments(order.id)).toEqual([]);
    });

    it('refuses an order under 100 paise (₹1), as Razorpay does, and takes one of exactly 100', async () => {
      await expect(gateway.createOrder({ amountPaise: 99, receipt: randomUUID() })).rejects.toThrow();
      await expect(gateway.createOrder({ amountPaise: 1, receipt: randomUUID() })).rejects.toThrow();
      expect(await gateway.createOrder({ amountPaise: 100, receipt: randomUUID() })).toEqual({ id: expect.stringMatching(/^order_/), amount: 100, currency: 'INR' });
    });

    it("lists an order's payments, captured or failed, with their amounts", async () => {
      const order = await gateway.createOrder({ amountPaise: 99_900, receipt: randomUUID() });
      const failed = await pay(order.id, 'failed');
      const captured = await pay(order.id, 'captured');
      const listed = await gateway.orderPayments(order.id);
      expect(listed).toHaveLength(2);
      expect(listed).toEqual(
        expect.arrayContaining([
          { id: failed, orderId: order.id, amount: 99_900, status: 'failed' },
          { id: captured, orderId: order.id, amount: 99_900, status: 'captured' },
        ]),
      );
    });

    it('refunds a payment in full: the payment reads refunded and lists the refund', async () => {
      const { order, paymentId } = await paidOrder(149_900);
      const refund = await gateway.refund({ paymentId, amountPaise: 149_900, idempotencyKey: refundKey() });
      expect(refund.id).toMatch(/^rfnd_/);
      expect(await gateway.orderPayments(order.id)).toEqual([expect.objectContaining({ id: paymentId, status: 'refunded' })]);
      expect(await gateway.paymentRefunds(paymentId)).toEqual([{ id: refund.id, paymentId, amount: 149_900 }]);
    });

    it('answers a refund retried with the same key with the first refund, and refunds once', async () => {
      const { paymentId } = await paidOrder(99_900);
      const idempotencyKey = refundKey();
      const first = await gateway.refund({ paymentId, amountPaise: 99_900, idempotencyKey });
      const retries = await Promise.all([1, 2, 3].map(() => gateway.refund({ paymentId, amountPaise: 99_900, idempotencyKey })));
      expect(retries).toEqual([first, first, first]);
      expect(await gateway.paymentRefunds(paymentId)).toEqual([{ id: first.id, paymentId, amount: 99_900 }]);
    });

    it('refuses a key already used for another refund', async () => {
      const { paymentId } = await paidOrder(99_900);
      const idempotencyKey = refundKey();
      await gateway.refund({ paymentId, amountPaise: 40_000, idempotencyKey });
      await expect(gateway.refund({ paymentId, amountPaise: 50_000, idempotencyKey })).rejects.toThrow();
      expect(await amountsOf(paymentId)).toEqual([40_000]);
    });

    it('refunds in parts up to what was paid, the payment captured until refunded in full, and refuses more', async () => {
      const { order, paymentId } = await paidOrder(100_000);
      await gateway.refund({ paymentId, amountPaise: 30_000, idempotencyKey: refundKey() });
      expect(await gateway.orderPayments(order.id)).toEqual([expect.objectContaining({ id: paymentId, status: 'captured' })]);
      await expect(gateway.refund({ paymentId, amountPaise: 70_001, idempotencyKey: refundKey() })).rejects.toThrow();
      await gateway.refund({ paymentId, amountPaise: 70_000, idempotencyKey: refundKey() });
      expect(await gateway.orderPayments(order.id)).toEqual([expect.objectContaining({ id: paymentId, status: 'refunded' })]);
      expect(await amountsOf(paymentId)).toEqual([30_000, 70_000]);
    });

    it('refuses to refund a failed payment or one it never took', async () => {
      const order = await gateway.createOrder({ amountPaise: 99_900, receipt: randomUUID() });
      const failed = await pay(order.id, 'failed');
      await expect(gateway.refund({ paymentId: failed, amountPaise: 99_900, idempotencyKey: refundKey() })).rejects.toThrow();
      await expect(gateway.refund({ paymentId: 'pay_NoSuchPayment01', amountPaise: 99_900, idempotencyKey: refundKey() })).rejects.toThrow();
      expect(await gateway.paymentRefunds(failed)).toEqual([]);
    });
  });
}
