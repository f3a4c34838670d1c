// The embedded default: orders, payments and refunds kept in the database (localGatewayTables.ts), approved or declined
// from the browser's test checkout. It signs exactly as Razorpay does, so /api/payment/verify cannot tell the two apart.
import { createHmac, randomBytes } from 'node:crypto';
import { MIN_CHARGE_PAISE } from '@margdarshak/contracts/money';
import type { Knex } from 'knex';
import { checkoutSignature, type GatewayPayment, type PaymentGateway } from './paymentGateway';
import { localGatewayTables as tables } from './localGatewayTables';

export interface LocalRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

export interface LocalGateway extends PaymentGateway {
  readonly name: 'local';
  /** The test checkout's Approve: a captured payment and Checkout's three fields; undefined for an unknown order. */
  approve(orderId: string): Promise<{ paymentId: string; orderId: string; signature: string } | undefined>;
  /** The test checkout's Decline: a failed payment; undefined for an unknown order. */
  decline(orderId: string): Promise<{ code: string; description: string } | undefined>;
  /** Refunds made, oldest first, for tests. */
  refunds(): Promise<LocalRefund[]>;
}

interface OrderRow {
  id: string;
  receipt: string;
  amount_paise: number;
}

interface PaymentRow {
  id: string;
  order_id: string;
  amount_paise: number;
  status: 'captured' | 'failed' | 'refunded';
}

interface RefundRow {
  id: string;
  idempotency_key: string;
  payment_id: string;
  amount_paise: number;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createLocalGateway(serverSecret: string, db: Knex): LocalGateway {
  // Derived, so restarts keep verifying signatures made before them.
  const keySecret = createHmac('sha256', serverSecret).update('local-payment-gateway').digest('hex');
  const webhookSecret = createHmac('sha256', serverSecret).update('local-payment-webhooks').digest('hex');
  const findOrder = (orderId: string) => db<OrderRow>(tables.orders).where({ id: orderId }).first();
  const addPayment = async (order: OrderRow, status: PaymentRow['status']) => {
    const payment: PaymentRow = { id: newId('pay'), order_id: order.id, amount_paise: order.amount_paise, status };
    await db<PaymentRow>(tables.payments).insert(payment);
    return payment;
  };

  return {
    name: 'local',
    keyId: 'local_test_key',
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      // As Razorpay: an order is of whole paise, at least 100 (₹1).
      if (!Number.isInteger(amountPaise) || amountPaise < MIN_CHARGE_PAISE)
        throw new Error(`Local gateway: an order must be of at least ${MIN_CHARGE_PAISE} paise in whole paise; asked for ${amountPaise}`);
      const order: OrderRow = { id: newId('order'), receipt, amount_paise: amountPaise };
      await db<OrderRow>(tables.orders).insert(order);
      return { id: order.id, amount: amountPaise, currency: 'INR' };
    },
    async orderPayments(orderId) {
      const rows = await db<PaymentRow>(tables.payments)
        .where({ order_id: orderId })
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row): GatewayPayment => ({ id: row.id, orderId: row.order_id, amount: row.amount_paise, status: row.status }));
    },
    async paymentRefunds(paymentId) {
      const rows = await db<RefundRow>(tables.refunds)
        .where({ payment_id: paymentId })
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row) => ({ id: row.id, paymentId: row.payment_id, amount: row.amount_paise }));
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      // As Razorpay's X-Refund-Idempotency: the same key for the same refund answers the first; for another, it is refused.
      const sameRefund = (earlier: RefundRow) => {
        if (earlier.payment_id !== paymentId || earlier.amount_paise !== amountPaise) throw new Error(`Local gateway: idempotency key ${idempotencyKey} was used for another refund`);
        return { id: earlier.id };
      };
      return db.transaction(async (trx) => {
        // Refunds of one payment are decided one at a time, so a retry finds the first and the total stays within the payment.
        const payment = await trx<PaymentRow>(tables.payments).where({ id: paymentId }).forUpdate().first();
        if (!payment) throw new Error(`Local gateway: no payment ${paymentId} to refund`);
        const earlier = await trx<RefundRow>(tables.refunds).where({ idempotency_key: idempotencyKey }).first();
        if (earlier) return sameRefund(earlier);
        if (payment.status === 'failed') throw new Error(`Local gateway: payment ${paymentId} failed; there is nothing to refund`);
        const [total] = await trx<RefundRow>(tables.refunds).where({ payment_id: paymentId }).sum<{ refunded: string | null }[]>({ refunded: 'amount_paise' });
        const refunded = Number(total?.refunded ?? 0);
        if (!Number.isInteger(amountPaise) || amountPaise <= 0 || refunded + amountPaise > payment.amount_paise) {
          throw new Error(`Local gateway: cannot refund ${amountPaise} paise of payment ${paymentId} (${payment.amount_paise} paid, ${refunded} refunded)`);
        }
        const refund: RefundRow = { id: newId('rfnd'), idempotency_key: idempotencyKey, payment_id: paymentId, amount_paise: amountPaise };
        // The same key sent for another payment at the same instant: the unique key lets one insert through.
        const inserted = await trx<RefundRow>(tables.refunds).insert(refund).onConflict('idempotency_key').ignore().returning('id');
        if (inserted.length === 0) {
          const winner = await trx<RefundRow>(tables.refunds).where({ idempotency_key: idempotencyKey }).first();
          if (!winner) throw new Error(`Local gateway: refund ${idempotencyKey} conflicted but cannot be found`);
          return sameRefund(winner);
        }
        // A payment reads 'refunded' once refunded in full; refunded in part it stays 'captured', as Razorpay's do.
        if (refunded + amountPaise === payment.amount_paise) await trx<PaymentRow>(tables.payments).where({ id: paymentId }).update({ status: 'refunded' });
        return { id: refund.id };
      });
    },
    async approve(orderId) {
      const order = await findOrder(orderId);
      if (!order) return undefined;
      const payment = await addPayment(order, 'captured');
      return { paymentId: payment.id, orderId, signature: checkoutSignature(keySecret, orderId, payment.id) };
    },
    async decline(orderId) {
      const order = await findOrder(orderId);
      if (!order) return undefined;
      await addPayment(order, 'failed');
      return { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment (test mode: no money was taken).' };
    },
    async refunds() {
      const rows = await db<RefundRow>(tables.refunds).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row) => ({ id: row.id, paymentId: row.payment_id, amountPaise: row.amount_paise }));
    },
  };
}
