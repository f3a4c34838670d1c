// The ledger projection's rebuild rate (issue 31: at least 20,000 events/s): 1,00,000 money events of 25,000 bookings
// (each requested, paid, confirmed on its payment and refunded) spread over 120 India days, replayed from the log's
// start into empty tables; beside it, the same rows copied straight into a table of the same shape, in batches.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import { ledgerEntriesTable } from '@margdarshak/projections/ledger/ledgerTables';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import type { NewEvent } from '../backend/src/platform/eventStore/eventStore';
import { createPostgresEventStore, migrateEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { bookingRequestedData } from '../backend/src/testing/bookingRequested';
import { row, type BenchRow } from './results';

const bookings = 25_000;
const perAppend = 250;
const started = Date.parse('2026-08-01T04:30:00Z');

function moneyOf(k: number): NewEvent[] {
  const bookingId = randomUUID();
  const paymentId = `pay_${bookingId}`;
  const at = (minutes: number) => ({ at: new Date(started + ((k * 7) % (120 * 24 * 60)) * 60_000 + minutes * 60_000).toISOString(), role: 'system' as const });
  const amountPaise = 99_900 + (k % 3) * 100_000;
  const startsAt = new Date(started + 150 * 86_400_000).toISOString();
  return [
    {
      type: 'BookingRequested',
      data: bookingRequestedData({ bookingId, startsAt, pricePaise: amountPaise, holdUntil: startsAt }),
      metadata: at(0),
    },
    { type: 'PaymentVerified', data: { bookingId, orderId: `order_${bookingId}`, paymentId, amountPaise, via: 'checkout' }, metadata: at(1) },
    { type: 'BookingConfirmed', data: { bookingId, paymentId }, metadata: at(1) },
    { type: 'RefundIssued', data: { bookingId, paymentId, refundId: `rfnd_${bookingId}`, amountPaise }, metadata: at(3 * 24 * 60) },
  ];
}

export async function benchLedgerRebuild(databaseUrl: string): Promise<BenchRow[]> {
  await migrateEventStore({ connectionString: databaseUrl });
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  for (let i = 0; i < bookings / perAppend; i++) {
    const events = Array.from({ length: perAppend }, (_, k) => moneyOf(i * perAppend + k)).flat();
    await store.appendToStream(`benchledger-${i}`, events, { expectedRevision: 'no_stream' });
  }
  const total = bookings * 4;

  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  const result = await rebuildProjection({ db, log: store, projection: ledgerProjection, context: { openPersonalData: async () => undefined } });
  if (result.events < total) throw new Error(`the ledger's rebuild replayed ${result.events} of ${total} events`);
  const [{ n } = { n: '0' }] = await db(ledgerEntriesTable).count<{ n: string }[]>({ n: '*' });
  if (Number(n) !== bookings * 2) throw new Error(`the ledger holds ${n} rows, not ${bookings * 2}`);

  // Baseline: the rows it wrote, copied straight into a table of the same shape, 1,000 to a transaction.
  await db.raw(`create table bench_ledger_copy (like ${ledgerEntriesTable} including all)`);
  const copyStarted = performance.now();
  for (let offset = 0; offset < bookings * 2; offset += 1_000) {
    await db.raw(`insert into bench_ledger_copy select * from ${ledgerEntriesTable} order by event_id, kind offset ? limit 1000`, [offset]);
  }
  const direct = total / ((performance.now() - copyStarted) / 1000);
  await db.destroy();
  await store.close();

  return row({
    name: `ledger projection rebuild (${total.toLocaleString('en-IN')} events)`,
    value: result.eventsPerSecond,
    unit: 'events/s',
    target: 20_000,
    better: 'higher',
    baseline: direct,
  });
}
