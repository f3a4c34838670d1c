import type { Config } from '../config';
import { createLocalGateway } from './localGateway';
import type { PaymentGateway } from './paymentGateway';
import { createRazorpayGateway } from './razorpayGateway';

/** Razorpay when its keys are configured; otherwise the local gateway with its test checkout. */
export function createPaymentGateway(config: Config, serverSecret: string): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) return createRazorpayGateway(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET);
  return createLocalGateway(serverSecret);
}
