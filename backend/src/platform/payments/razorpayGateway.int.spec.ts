// The Razorpay adapter against a local stand-in of Razorpay's HTTP API (testing/razorpayStandIn.ts), reached only through
// configuration (RAZORPAY_API_URL): the payment gateway contract it shares with the local gateway, and what is Razorpay's
// own: HTTP Basic authentication on every call, and refunds sent as Razorpay documents an idempotent one.
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpayStandIn';
import { loadConfig } from '../config';
import { createProcessMetrics } from '../metrics/processMetrics';
import { createPaymentGateway, migratePaymentGateway } from './createPaymentGateway';
import type { PaymentGateway } from './paymentGateway';
import { runPaymentGatewayContract } from '../../testing/paymentGatewayContract';

const serverSecret = 'razorpay-spec-server-secret-000000000000';
const pools: Knex[] = [];

/** The product's own wiring: configuration in, the gateway main.ts would use out. */
async function razorpayFromConfig(standIn: RazorpayStandIn, keySecret = standIn.keySecret): Promise<PaymentGateway> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/unused',
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: 'whsec-spec',
    RAZORPAY_API_URL: standIn.url,
  });
  const db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 2 } });
  pools.push(db);
  await migratePaymentGateway(config, db);
  return createPaymentGateway(config, serverSecret, db, createProcessMetrics({ defaults: false }));
}

afterAll(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
});

runPaymentGatewayContract('Razorpay (against a stand-in of its API)', async () => {
  const standIn = await startRazorpayStandIn();
  return { gateway: await razorpayFromConfig(standIn), pay: async (orderId, outcome) => standIn.pay(orderId, outcome), cleanup: () => standIn.close() };
});

describe('the Razorpay adapter', () => {
  let standIn: RazorpayStandIn;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    gateway = await razorpayFromConfig(standIn);
  });
  afterAll(() => standIn.close());

  it('is the Razorpay gateway, with the keys and webhook secret configured, and makes no local tables', async () => {
    expect(gateway).toMatchObject({ name: 'razorpay', keyId: standIn.keyId, keySecret: standIn.keySecret, webhookSecret: 'whsec-spec' });
    const db = pools.at(-1);
    expect(await db?.schema.hasTable('local_gateway_orders')).toBe(false);
  });

  it('authenticates every call with HTTP Basic of the key id and secret, and creates orders as documented', async () => {
    const from = standIn.requests.length;
    const receipt = randomUUID();
    const order = await gateway.createOrder({ amountPaise: 199_900, receipt });
    await gateway.orderPayments(order.id);
    const seen = standIn.requests.slice(from);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/orders', `GET /v1/orders/${order.id}/payments`]);
    for (const request of seen) expect(request.authorization).toBe(`Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`);
    expect(seen[0]?.body).toEqual({ amount: 199_900, currency: 'INR', receipt });
  });

  it('fails when Razorpay refuses the keys (401), saying so', async () => {
    const wrong = await razorpayFromConfig(standIn, 'not-the-key-secret');
    await expect(wrong.createOrder({ amountPaise: 99_900, receipt: randomUUID() })).rejects.toThrow(/creating an order answered 401 BAD_REQUEST_ERROR: Authentication failed/);
  });

  it('sends a refund as an idempotent request: X-Refund-Idempotency with the key, the same body every time', async () => {
    const order = await gateway.createOrder({ amountPaise: 99_900, receipt: randomUUID() });
    const paymentId = standIn.pay(order.id);
    const idempotencyKey = `refund-${randomUUID()}`;
    const from = standIn.requests.length;
    await gateway.refund({ paymentId, amountPaise: 99_900, idempotencyKey });
    await gateway.refund({ paymentId, amountPaise: 99_900, idempotencyKey });
    const sent = standIn.requests.slice(from);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request).toMatchObject({ method: 'POST', path: `/v1/payments/${paymentId}/refund`, idempotencyKey });
      expect(request.body).toEqual({ amount: 99_900, speed: 'normal', notes: { idempotencyKey } });
    }
  });

  it('retries a refund whose answer was lost with the same key, and Razorpay refunds once', async () => {
    const order = await gateway.createOrder({ amountPaise: 149_900, receipt: randomUUID() });
    const paymentId = standIn.pay(order.id);
    const idempotencyKey = `refund-${randomUUID()}`;
    standIn.loseNextRefundAnswer();
    await expect(gateway.refund({ paymentId, amountPaise: 149_900, idempotencyKey })).rejects.toThrow();
    const made = standIn.refunds().filter((r) => r.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect(await gateway.refund({ paymentId, amountPaise: 149_900, idempotencyKey })).toEqual({ id: made[0]?.id });
    expect(standIn.refunds().filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });
});
