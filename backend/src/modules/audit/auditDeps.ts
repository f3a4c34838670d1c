// What the audit reads: the log, the read models (names, the index, the bookings), and the gateway's own records. The
// routes pass AppDeps; the CLI opens these on the product's data (openLog).
import type { Knex } from 'knex';
import type { EventStore } from '../../platform/eventStore/eventStore';
import type { PaymentGateway } from '../../platform/payments/paymentGateway';
import type { ReadModelCache } from '../../platform/readModelCache';

export interface AuditDeps {
  db: Knex;
  eventStore: EventStore;
  cache: ReadModelCache;
  payments: PaymentGateway;
}
