import type { Knex } from 'knex';
import type { Config } from '../config';
import type { ProcessMetrics } from '../metrics/processMetrics';
import { countedGateway } from './countedGateway';
import { createLocalGateway } from './localGateway';
import { migrateLocalGateway } from './localGatewayTables';
import type { PaymentGateway } from './paymentGateway';
import { createRazorpayGateway } from './razorpayGateway';

const razorpayKeys = (config: Config) => (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET ? { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET } : undefined);

/** Creates the local gateway's tables when it is the one in use; nothing with Razorpay. */
export async function migratePaymentGateway(config: Config, db: Knex): Promise<void> {
  if (!razorpayKeys(config)) await migrateLocalGateway(db);
}

/** Razorpay when its keys are configured; otherwise the local gateway with its test checkout, kept in `db`. Failed calls are counted for /metrics. */
export function createPaymentGateway(config: Config, serverSecret: string, db: Knex, metrics: Pick<ProcessMetrics, 'gatewayErrors'>): PaymentGateway {
  const razorpay = razorpayKeys(config);
  const gateway = razorpay ? createRazorpayGateway({ ...razorpay, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET, apiUrl: config.RAZORPAY_API_URL }) : createLocalGateway(serverSecret, db);
  return countedGateway(gateway, metrics);
}
