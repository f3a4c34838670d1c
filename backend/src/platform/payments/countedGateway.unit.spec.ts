// The counting wrapper keeps what it does not count: the local gateway's test checkout (approve, decline) is reached
// through the wrapped gateway (payments.routes.ts), and was lost once when only the port's methods were copied.
import { describe, expect, it } from 'vitest';
import { countedGateway } from './countedGateway';
import type { PaymentGateway } from './paymentGateway';

const failing = () => Promise.reject(new Error('down'));

describe('countedGateway', () => {
  it("keeps the gateway's other members, and counts a failed call by operation", async () => {
    const approve = (orderId: string) => Promise.resolve({ orderId });
    const gateway = { name: 'local', keyId: 'k', keySecret: 's', webhookSecret: undefined, createOrder: failing, orderPayments: failing, paymentRefunds: failing, refund: failing, approve };
    const counted: string[] = [];
    const wrapped = countedGateway(gateway as unknown as PaymentGateway, { gatewayErrors: { inc: (labels: { operation: string }) => counted.push(labels.operation) } } as never);
    expect((wrapped as unknown as { approve: typeof approve }).approve).toBe(approve);
    await expect(wrapped.refund({ paymentId: 'p', amount: 100 } as never)).rejects.toThrow('down');
    expect(counted).toEqual(['refund']);
  });
});
