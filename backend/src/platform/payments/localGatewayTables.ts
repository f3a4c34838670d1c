// The local gateway's own tables: what a provider would keep on its side (orders, payment attempts, refunds), in our
// PostgreSQL so that an order placed before a restart can still be paid, reconciled and refunded after it.
import type { Knex } from 'knex';

export const localGatewayTables = {
  orders: 'local_gateway_orders',
  payments: 'local_gateway_payments',
  refunds: 'local_gateway_refunds',
} as const;

const { orders, payments, refunds } = localGatewayTables;

const schemaSql = `
create table if not exists ${orders} (
  id text primary key,
  receipt text not null,
  amount_paise integer not null check (amount_paise > 0),
  created_at timestamptz not null default now()
);
create table if not exists ${payments} (
  id text primary key,
  order_id text not null references ${orders} (id),
  amount_paise integer not null,
  status text not null check (status in ('captured', 'failed', 'refunded')),
  created_at timestamptz not null default now()
);
create index if not exists ${payments}_order on ${payments} (order_id, created_at);
create table if not exists ${refunds} (
  id text primary key,
  idempotency_key text not null unique,
  payment_id text not null references ${payments} (id),
  amount_paise integer not null check (amount_paise > 0),
  created_at timestamptz not null default now()
);
create index if not exists ${refunds}_payment on ${refunds} (payment_id);
`;

/**
 * Idempotent, run at every start; several processes starting at once take turns. Once the schema is there it is left
 * alone: `create index if not exists` locks its table even when the index exists, so a process restarting beside others
 * that pay and refund deadlocked with them and died at start-up (found by the multi-process test). A change to the schema
 * must then check for its own last object here.
 */
export async function migrateLocalGateway(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(7401002)');
    const { rows } = await trx.raw<{ rows: { present: boolean }[] }>("select to_regclass('local_gateway_refunds_payment') is not null as present");
    if (rows[0]?.present) return;
    await trx.raw(schemaSql);
  });
}
