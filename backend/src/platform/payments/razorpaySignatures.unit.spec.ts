// Known answers for Razorpay's two signatures, as its documentation defines them: Checkout's is the HMAC-SHA256, in hex,
// of `order_id|payment_id` keyed with the key secret; a webhook's (X-Razorpay-Signature) is the HMAC-SHA256, in hex, of
// the raw request body keyed with the webhook secret. Each expected value was computed once outside this code base
// (`printf '%s' '<input>' | openssl dgst -sha256 -hmac '<secret>'`) and is written next to its inputs; the webhook vector
// with secret 123456 is the one Razorpay's own Node SDK tests with. They are checked against our verification functions
// (which compare in constant time), node:crypto computing the scheme directly, and the razorpay SDK's own validators.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature, webhookSignature } from './paymentGateway';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const checkout = {
  keySecret: 'w2lBtgmeuDUfnJVp43UpcaiT',
  orderId: 'order_IluGWxBm9U8zJ8',
  paymentId: 'pay_29QQoUBi66xm2f',
  signature: 'd9633a41532be4fbf1b4782d38d3361263aebbc8c4582f950f92617694a9e21c',
};

const webhooks = [
  { secret: '123456', body: '{"a":1,"b":2,"c":{"d":3}}', signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc' },
  {
    secret: 'whsec-margdarshak-test-0001',
    body: '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","entity":"payment","amount":199900,"currency":"INR","status":"captured","order_id":"order_IluGWxBm9U8zJ8"}}},"created_at":1767225600}',
    signature: 'ccdb44a36c6bd38a0fe07b23b93b5a347f89a5e591417155738bdaa0f9085478',
  },
];

/** The same hex with one character changed. */
const tampered = (hex: string) => `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;

beforeEach(() => {
  vi.mocked(timingSafeEqual).mockClear();
});

describe("Razorpay Checkout's signature", () => {
  it('is the known answer for order_id|payment_id under the key secret', () => {
    expect(createHmac('sha256', checkout.keySecret).update(`${checkout.orderId}|${checkout.paymentId}`).digest('hex')).toBe(checkout.signature);
    expect(checkoutSignature(checkout.keySecret, checkout.orderId, checkout.paymentId)).toBe(checkout.signature);
    expect(validatePaymentVerification({ order_id: checkout.orderId, payment_id: checkout.paymentId }, checkout.signature, checkout.keySecret)).toBe(true);
  });

  it('is accepted by our verification, compared in constant time', () => {
    expect(verifyCheckoutSignature(checkout.keySecret, checkout.orderId, checkout.paymentId, checkout.signature)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it('is refused when one character, the order, the payment, the secret or the case differs, or it is cut short', () => {
    const { keySecret, orderId, paymentId, signature } = checkout;
    expect(verifyCheckoutSignature(keySecret, orderId, paymentId, tampered(signature))).toBe(false);
    expect(verifyCheckoutSignature(keySecret, 'order_IluGWxBm9U8zJ9', paymentId, signature)).toBe(false);
    expect(verifyCheckoutSignature(keySecret, orderId, 'pay_29QQoUBi66xm2g', signature)).toBe(false);
    expect(verifyCheckoutSignature(`${keySecret}x`, orderId, paymentId, signature)).toBe(false);
    expect(verifyCheckoutSignature(keySecret, orderId, paymentId, signature.toUpperCase())).toBe(false);
    expect(verifyCheckoutSignature(keySecret, orderId, paymentId, signature.slice(0, 32))).toBe(false);
    expect(verifyCheckoutSignature(keySecret, orderId, paymentId, '')).toBe(false);
  });
});

describe("Razorpay's webhook signature", () => {
  it.each(webhooks)('is the known answer for the raw body under the webhook secret ($secret)', ({ secret, body, signature }) => {
    expect(createHmac('sha256', secret).update(body).digest('hex')).toBe(signature);
    expect(webhookSignature(secret, body)).toBe(signature);
    expect(validateWebhookSignature(body, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(secret, body, signature)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it.each(webhooks)('is refused for a body re-serialised, changed by one character, or under another secret ($secret)', ({ secret, body, signature }) => {
    expect(verifyWebhookSignature(secret, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(verifyWebhookSignature(secret, body.replace('"b":2', '"b":3').replace('199900', '199901'), signature)).toBe(false);
    expect(verifyWebhookSignature(`${secret}x`, body, signature)).toBe(false);
    expect(verifyWebhookSignature(secret, body, tampered(signature))).toBe(false);
  });
});
