// A local stand-in of the part of Razorpay's HTTP API the Razorpay adapter calls, as Razorpay's API reference documents
// it: HTTP Basic authentication with the key id and secret (401 otherwise); create an order (POST /v1/orders: amount in
// paise, at least 100; receipt at most 40 characters); an order's payments (GET /v1/orders/:id/payments); a payment's
// refunds (GET /v1/payments/:id/refunds, count at most 100); and a refund (POST /v1/payments/:id/refund) of a captured
// payment, in full or in part up to what was captured, idempotent with the X-Refund-Idempotency header (a key of 10 or
// more letters, digits, hyphens or underscores; the same key and body answer the first refund, the same key with
// another body is a 400). A payment reads 'refunded' only once refunded in full. Errors are Razorpay's shape,
// {error: {code, description, ...}}. What a customer does at Checkout is a test control here (`pay`).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: unknown;
  created_at: number;
}
interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  created_at: number;
}
interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: unknown;
  receipt: string | null;
  status: 'processed';
  speed_requested: string;
  speed_processed: 'normal';
  created_at: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  /** Every request received, in order. */
  requests: SeenRequest[];
  /** The customer at Checkout: a captured (or failed) payment of the order's amount; answers its id. */
  pay(orderId: string, outcome?: 'captured' | 'failed'): string;
  /** Refunds made, oldest first. */
  refunds(): Refund[];
  /** The next refund is made, but its answer is lost (the connection drops), as a timeout would lose it. */
  loseNextRefundAnswer(): void;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => alphabet[b % alphabet.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
/** Razorpay answers empty notes as an empty list. */
const notesOf = (notes: unknown) => (notes && typeof notes === 'object' && Object.keys(notes).length > 0 ? notes : []);
/** A refund made whose answer never leaves (the connection is dropped). */
const LOST = Symbol('lost');
const isPaise = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 100;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export async function startRazorpayStandIn(keyId = 'rzp_test_standin0001', keySecret = 'stand-in-key-secret-0000000000'): Promise<RazorpayStandIn> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const byIdempotencyKey = new Map<string, { paymentId: string; body: string; refund: Refund }>();
  const requests: SeenRequest[] = [];
  let loseNextRefundAnswer = false;
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new ApiError(400, 'The id provided does not exist');
    return payment;
  };

  function refund(payment: Payment, body: Record<string, unknown>, key: string | undefined): Refund {
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) throw new ApiError(400, 'The idempotency key must be at least 10 characters: letters, numbers, hyphens and underscores only');
      const earlier = byIdempotencyKey.get(key);
      if (earlier) {
        if (earlier.paymentId !== payment.id || earlier.body !== JSON.stringify(body)) throw new ApiError(400, 'Different request with the same idempotency key has already been processed.');
        return earlier.refund;
      }
    }
    if (payment.status === 'failed') throw new ApiError(400, 'Refunds can be made only on captured payments');
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (!isPaise(amount)) throw new ApiError(400, 'The amount must be at least INR 1.00', 'amount');
    if (payment.amount_refunded + amount > payment.amount) throw new ApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
    const made: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'processed',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      speed_processed: 'normal',
      created_at: now(),
    };
    refunds.push(made);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    if (key !== undefined) byIdempotencyKey.set(key, { paymentId: payment.id, body: JSON.stringify(body), refund: made });
    return made;
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = request.method === 'POST' ? await readJson(request) : {};
    const idempotencyKey = request.headers['x-refund-idempotency'];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body,
    });
    if (request.headers.authorization !== expected) throw new ApiError(401, 'Authentication failed');
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', 'orders', …]
    const [version, entity, id, action] = parts;
    if (version !== 'v1') throw new ApiError(404, 'The requested URL was not found on the server.');
    if (request.method === 'POST' && entity === 'orders' && parts.length === 2) {
      if (!isPaise(body.amount)) throw new ApiError(400, 'The amount must be at least INR 1.00', 'amount');
      if (body.currency !== 'INR') throw new ApiError(400, 'The currency must be INR', 'currency');
      if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) throw new ApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
      const order: Order = {
        id: newId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: 'INR',
        receipt: (body.receipt as string | undefined) ?? null,
        status: 'created',
        attempts: 0,
        notes: notesOf(body.notes),
        created_at: now(),
      };
      orders.set(order.id, order);
      return order;
    }
    if (request.method === 'GET' && entity === 'orders' && id && action === 'payments' && parts.length === 4) {
      if (!orders.has(id)) throw new ApiError(400, 'The id provided does not exist');
      return collection([...payments.values()].filter((p) => p.order_id === id));
    }
    if (request.method === 'GET' && entity === 'payments' && id && action === 'refunds' && parts.length === 4) {
      paymentOf(id);
      const count = Number(url.searchParams.get('count') ?? 10);
      if (!Number.isInteger(count) || count < 1 || count > 100) throw new ApiError(400, 'The count must be between 1 and 100.', 'count');
      return collection(refunds.filter((r) => r.payment_id === id).slice(0, count));
    }
    if (request.method === 'POST' && entity === 'payments' && id && action === 'refund' && parts.length === 4) {
      const made = refund(paymentOf(id), body, typeof idempotencyKey === 'string' ? idempotencyKey : undefined);
      if (loseNextRefundAnswer) {
        loseNextRefundAnswer = false;
        response.socket?.destroy();
        return LOST;
      }
      return made;
    }
    throw new ApiError(404, 'The requested URL was not found on the server.');
  }

  const server = createServer((request, response) => {
    route(request, response).then(
      (answer) => {
        if (answer === LOST) return;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      },
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : 400;
        const description = error instanceof Error ? error.message : 'Bad request';
        const field = error instanceof ApiError ? error.field : undefined;
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } }));
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyId,
    keySecret,
    requests,
    pay(orderId, outcome = 'captured') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The stand-in has no order ${orderId}`);
      const payment: Payment = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: outcome,
        order_id: orderId,
        method: 'upi',
        captured: outcome === 'captured',
        amount_refunded: 0,
        refund_status: null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      order.attempts++;
      if (outcome === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      else order.status = 'attempted';
      return payment.id;
    },
    refunds: () => [...refunds],
    loseNextRefundAnswer() {
      loseNextRefundAnswer = true;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
