// What the payment gateway itself recorded about the orders and payments a reconciliation looks at: asked once per
// order and once per payment, a few at a time (Razorpay limits how fast it is asked).
import type { GatewayPayment, GatewayRefund, PaymentGateway } from '../../platform/payments/paymentGateway';

const AT_ONCE = 4;

async function eachLimited<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

export interface GatewayRecords {
  /** The gateway's payments of each order asked about. */
  payments: Map<string, GatewayPayment[]>;
  /** The gateway's refunds of each payment asked about. */
  refunds: Map<string, GatewayRefund[]>;
}

/** Money the gateway took: a payment it captured, whether or not refunded since. */
export const wasCaptured = (payment: GatewayPayment) => payment.status === 'captured' || payment.status === 'refunded';

export async function gatewayRecords(gateway: PaymentGateway, orderIds: readonly string[], paymentIds: readonly string[], onProgress?: (done: number, total: number) => void): Promise<GatewayRecords> {
  const records: GatewayRecords = { payments: new Map(), refunds: new Map() };
  const total = orderIds.length + paymentIds.length;
  let done = 0;
  const tick = () => onProgress?.(++done, total);
  await eachLimited(orderIds, async (orderId) => {
    records.payments.set(orderId, await gateway.orderPayments(orderId));
    tick();
  });
  await eachLimited(paymentIds, async (paymentId) => {
    records.refunds.set(paymentId, await gateway.paymentRefunds(paymentId));
    tick();
  });
  return records;
}
