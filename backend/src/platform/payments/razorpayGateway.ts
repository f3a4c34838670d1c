// Razorpay through its SDK, used when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. Its HTTP contract (what the SDK
// sends and what Razorpay's API documentation says it answers) is pinned by razorpayGateway.int.spec.ts against a local
// stand-in of the API (testing/razorpayStandIn.ts), reached through RAZORPAY_API_URL; unset, the SDK's own address is used.
import Razorpay from 'razorpay';
import { z } from 'zod';
import type { GatewayPayment, PaymentGateway } from './paymentGateway';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Another origin for Razorpay's API (a stand-in in tests); undefined keeps the SDK's https://api.razorpay.com. */
  apiUrl?: string;
}

/**
 * The SDK's HTTP client (an axios instance it does not type): its base URL is the only way to point the SDK elsewhere,
 * and refunds need a header (X-Refund-Idempotency) that the SDK's refund call cannot send. Checked when the gateway is
 * made, so an SDK that changed fails at start-up and in the contract spec, not at the first refund.
 */
interface SdkHttp {
  defaults: { baseURL?: string };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}

function sdkHttp(client: Razorpay): SdkHttp {
  const http = (client.api as unknown as { rq?: Partial<SdkHttp> }).rq;
  if (!http?.defaults || typeof http.post !== 'function') throw new Error('The razorpay SDK no longer exposes its HTTP client as api.rq: update razorpayGateway.ts for this SDK version');
  return http as SdkHttp;
}

const order = z.object({ id: z.string(), amount: z.coerce.number() });
const payments = z.object({ items: z.array(z.object({ id: z.string(), amount: z.coerce.number(), status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']) })) });
const refund = z.object({ id: z.string(), amount: z.coerce.number() });
const refunds = z.object({ items: z.array(refund) });

const razorpayError = z.object({ code: z.string(), description: z.string() }).partial();
/** What a refused call throws: the SDK's `{statusCode, error}`, or axios's error with Razorpay's `{error}` as its body. */
const refusal = z.union([
  z.object({ statusCode: z.number(), error: razorpayError.optional() }).transform(({ statusCode, error }) => ({ status: statusCode, error })),
  z
    .object({ response: z.object({ status: z.number(), data: z.object({ error: razorpayError.optional() }).optional() }) })
    .transform(({ response }) => ({ status: response.status, error: response.data?.error })),
]);

/** Razorpay's refusal as an Error naming what was asked; anything else (the network) is thrown as it came. */
function gatewayError(what: string, error: unknown): unknown {
  const refused = refusal.safeParse(error);
  if (!refused.success) return error;
  const { status, error: detail } = refused.data;
  return new Error(`Razorpay: ${what} answered ${status}${detail ? ` ${detail.code ?? ''}: ${detail.description ?? ''}` : ''}`, { cause: error });
}

async function ask<T>(what: string, call: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    throw gatewayError(what, error);
  }
  return schema.parse(answer);
}

export function createRazorpayGateway({ keyId, keySecret, webhookSecret, apiUrl }: RazorpaySettings): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = sdkHttp(client);
  if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/+$/, '');

  return {
    name: 'razorpay',
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      const created = await ask('creating an order', () => client.orders.create({ amount: amountPaise, currency: 'INR', receipt }), order);
      return { id: created.id, amount: created.amount, currency: 'INR' };
    },
    async orderPayments(orderId) {
      const { items } = await ask(`listing the payments of ${orderId}`, () => client.orders.fetchPayments(orderId), payments);
      return items.map((p): GatewayPayment => ({ id: p.id, orderId, amount: p.amount, status: p.status }));
    },
    async paymentRefunds(paymentId) {
      const { items } = await ask(`listing the refunds of ${paymentId}`, () => client.payments.fetchMultipleRefund(paymentId, { count: 100 }), refunds);
      return items.map((r) => ({ id: r.id, paymentId, amount: r.amount }));
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      // Razorpay's idempotent refund: a retry (a job run again after a crash or a lost answer) sends the same key and the
      // same body, and is answered with the first refund. The key is kept in the refund's notes too, for people to read.
      const body = { amount: amountPaise, speed: 'normal', notes: { idempotencyKey } };
      const { data } = await ask(
        `refunding ${paymentId}`,
        () => http.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, { headers: { 'X-Refund-Idempotency': idempotencyKey } }),
        z.object({ data: refund }),
      );
      return { id: data.id };
    },
  };
}
