// A payment gateway that counts its failed calls (margdarshak_payment_gateway_errors_total, by operation), then fails as
// before. A refusal of our own input (an amount under ₹1) counts too: it is the gateway's port saying no.
import type { ProcessMetrics } from '../metrics/processMetrics';
import type { PaymentGateway } from './paymentGateway';

export function countedGateway<Gateway extends PaymentGateway>(gateway: Gateway, metrics: Pick<ProcessMetrics, 'gatewayErrors'>): Gateway {
  const counted =
    <Input, Output>(operation: string, call: (input: Input) => Promise<Output>) =>
    async (input: Input): Promise<Output> => {
      try {
        return await call(input);
      } catch (error) {
        metrics.gatewayErrors.inc({ gateway: gateway.name, operation });
        throw error;
      }
    };
  // Everything else the gateway has stays as it is: the local gateway's test checkout (approve, decline) above all.
  return {
    ...gateway,
    createOrder: counted('createOrder', (input) => gateway.createOrder(input)),
    orderPayments: counted('orderPayments', (orderId) => gateway.orderPayments(orderId)),
    paymentRefunds: counted('paymentRefunds', (paymentId) => gateway.paymentRefunds(paymentId)),
    refund: counted('refund', (input) => gateway.refund(input)),
  };
}
