// The local gateway on a real database: the payment gateway contract it shares with the Razorpay adapter; what it
// records outlives the process that recorded it; refunds are idempotent in the database itself, not in one process's
// memory; and it signs approvals with Razorpay Checkout's documented scheme.
import { createHmac } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase';
import { createLocalGateway, type LocalGateway } from './localGateway';
import { localGatewayTables, migrateLocalGateway } from './localGatewayTables';
import { verifyCheckoutSignature } from './paymentGateway';
import { runPaymentGatewayContract } from '../../testing/paymentGatewayContract';

const secret = 'local-gateway-spec-secret-0000000000000';
let databaseUrl: string;
const pools: Knex[] = [];

/** A gateway as a freshly started process would make it: its own connection pool, nothing shared in memory. */
function startGateway(): { gateway: LocalGateway; db: Knex } {
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 8 } });
  pools.push(db);
  return { gateway: createLocalGateway(secret, db), db };
}

/** Resolves once `count` sessions on this database are waiting for a lock (bounded, so a broken test fails rather than hangs). */
async function untilWaitingOnLocks(db: Knex, count: number): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { rows } = await db.raw<{ rows: { waiting: number }[] }>("select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} sessions ever waited for a lock`);
}

runPaymentGatewayContract('local', async () => {
  const db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 8 } });
  await migrateLocalGateway(db);
  const gateway = createLocalGateway(secret, db);
  return {
    gateway,
    async pay(orderId, outcome = 'captured') {
      if (outcome === 'captured') return (await gateway.approve(orderId))?.paymentId ?? '';
      const before = new Set((await gateway.orderPayments(orderId)).map((p) => p.id));
      await gateway.decline(orderId);
      return (await gateway.orderPayments(orderId)).find((p) => !before.has(p.id))?.id ?? '';
    },
    cleanup: () => db.destroy(),
  };
});

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const { db } = startGateway();
  await Promise.all([migrateLocalGateway(db), migrateLocalGateway(db)]);
  await migrateLocalGateway(db);
});
afterAll(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
});

describe('the local gateway', () => {
  it('approves, lists and refunds after a restart an order placed before it', async () => {
    const before = startGateway();
    const order = await before.gateway.createOrder({ amountPaise: 199_900, receipt: 'booking-restart' });
    await before.db.destroy();

    const { gateway } = startGateway();
    const approval = await gateway.approve(order.id);
    if (!approval) throw new Error('the order placed before the restart was not found');
    expect(await gateway.orderPayments(order.id)).toEqual([{ id: approval.paymentId, orderId: order.id, amount: 199_900, status: 'captured' }]);
    expect(await gateway.paymentRefunds(approval.paymentId)).toEqual([]);

    const refund = await gateway.refund({ paymentId: approval.paymentId, amountPaise: 199_900, idempotencyKey: 'refund-restart' });
    expect(await gateway.orderPayments(order.id)).toEqual([expect.objectContaining({ id: approval.paymentId, status: 'refunded' })]);
    expect(await gateway.refunds()).toContainEqual({ id: refund.id, paymentId: approval.paymentId, amountPaise: 199_900 });
    expect(await gateway.paymentRefunds(approval.paymentId)).toEqual([{ id: refund.id, paymentId: approval.paymentId, amount: 199_900 }]);
  });

  it('signs an approval as Razorpay Checkout does (HMAC-SHA256 hex of order_id|payment_id), which verifyCheckoutSignature accepts', async () => {
    const { gateway } = startGateway();
    const order = await gateway.createOrder({ amountPaise: 99_900, receipt: 'booking-signature' });
    const approval = await gateway.approve(order.id);
    if (!approval) throw new Error('approve found no order');
    expect(approval.signature).toBe(createHmac('sha256', gateway.keySecret).update(`${order.id}|${approval.paymentId}`).digest('hex'));
    expect(verifyCheckoutSignature(gateway.keySecret, order.id, approval.paymentId, approval.signature)).toBe(true);
    expect(verifyCheckoutSignature(gateway.keySecret, order.id, 'pay_someoneelse', approval.signature)).toBe(false);
    // A gateway started later derives the same key, so a signature made before a restart still verifies.
    expect(verifyCheckoutSignature(startGateway().gateway.keySecret, order.id, approval.paymentId, approval.signature)).toBe(true);
  });

  it('makes one refund of concurrent refunds sent with one idempotency key, and answers each with its id', async () => {
    const { gateway, db } = startGateway();
    const order = await gateway.createOrder({ amountPaise: 149_900, receipt: 'booking-race' });
    const approval = await gateway.approve(order.id);
    if (!approval) throw new Error('approve found no order');
    const other = startGateway().gateway;
    const refund = (via: LocalGateway) => via.refund({ paymentId: approval.paymentId, amountPaise: 149_900, idempotencyKey: 'refund-booking-race' });
    // Eight at once from two gateways (two API processes), all kept waiting in the database until every one is under
    // way: none can pass merely by arriving after another had finished.
    const gate = await db.transaction();
    let attempts: Promise<{ id: string }[]>;
    try {
      await gate.raw(`lock table ${localGatewayTables.refunds} in exclusive mode`);
      attempts = Promise.all(Array.from({ length: 8 }, (_, i) => refund(i % 2 ? other : gateway)));
      await untilWaitingOnLocks(db, 8);
    } finally {
      await gate.commit();
    }
    const answers = await attempts;
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const rows = (await gateway.refunds()).filter((row) => row.paymentId === approval.paymentId);
    expect(rows).toEqual([{ id: answers[0]?.id, paymentId: approval.paymentId, amountPaise: 149_900 }]);
  });

  it('records a decline as a failed payment, which cannot be refunded', async () => {
    const { gateway } = startGateway();
    const order = await gateway.createOrder({ amountPaise: 199_900, receipt: 'booking-declined' });
    expect(await gateway.decline(order.id)).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    const payments = await gateway.orderPayments(order.id);
    expect(payments).toEqual([expect.objectContaining({ orderId: order.id, amount: 199_900, status: 'failed' })]);
    await expect(gateway.refund({ paymentId: payments[0]?.id ?? '', amountPaise: 199_900, idempotencyKey: 'refund-declined' })).rejects.toThrow(/failed/);
  });

  it('refuses to refund more than was paid, or a payment it never took', async () => {
    const { gateway } = startGateway();
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'booking-partial' });
    const approval = await gateway.approve(order.id);
    if (!approval) throw new Error('approve found no order');
    await gateway.refund({ paymentId: approval.paymentId, amountPaise: 30_000, idempotencyKey: 'refund-part-1' });
    await expect(gateway.refund({ paymentId: approval.paymentId, amountPaise: 30_000, idempotencyKey: 'refund-part-2' })).rejects.toThrow(/cannot refund/);
    await expect(gateway.refund({ paymentId: 'pay_unknown', amountPaise: 100, idempotencyKey: 'refund-unknown' })).rejects.toThrow(/no payment/);
  });

  it('finds no order it did not create', async () => {
    const { gateway, db } = startGateway();
    expect(await gateway.approve('order_unknown')).toBeUndefined();
    expect(await gateway.decline('order_unknown')).toBeUndefined();
    expect(await gateway.orderPayments('order_unknown')).toEqual([]);
    expect(await db(localGatewayTables.payments).where({ order_id: 'order_unknown' })).toEqual([]);
  });
});
