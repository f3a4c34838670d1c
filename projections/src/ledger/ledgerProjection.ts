// The ledger: one row per amount of money that moved, on the India day it moved, with the event behind it. Every money
// figure (the payments CSV, the reconciliation, the admin revenue, the counsellor's earnings) reads these rows, so they
// cannot disagree. Rows are only ever inserted: a payment belongs to the day it was captured, a refund to the day it was
// issued, and a later event never rewrites an earlier row, so a closed month keeps its figures.
//
// `kind` names what the row is: 'payment' and 'refund' are money moved; 'invoice', 'receipt' and 'credit_note' are the
// documents issued for it (decision 0132), never summed as money; a counsellor statement's 'commission',
// 'commission_return' and 'payout' (ledgerCounsellorRows.ts, decision 0129) only statements read. A new kind is a new
// value of LedgerKind (ledgerTables.ts) and a new case in ledgerRows.ts, never a change to these rows.
import type { Knex } from 'knex';
import type { Projection } from '../projection';
import { counsellorLedgerEventTypes } from './ledgerCounsellorRows';
import { entriesOf } from './ledgerRows';
import { invoiceEvents } from '@margdarshak/contracts/events/invoices';
import { type LedgerKind, ledgerBookingsTable, ledgerDaysTable, ledgerEntriesTable, ledgerKeptTable, migrateLedger } from './ledgerTables';

export const ledgerEventTypes = [
  'BookingRequested',
  'PaymentVerified',
  'BookingConfirmed',
  'RefundIssued',
  ...counsellorLedgerEventTypes,
  ...(Object.keys(invoiceEvents) as (keyof typeof invoiceEvents)[]),
] as const;

// One JSON parameter per statement instead of thousands of placeholders: the bulk path stays fast.
async function insertAll(trx: Knex.Transaction, table: string, conflict: string, rows: readonly object[]) {
  if (rows.length === 0) return;
  await trx.raw(`insert into ?? select * from jsonb_populate_recordset(null::??, ?::jsonb) on conflict (${conflict}) do nothing`, [table, table, JSON.stringify(rows)]);
}

/** Adds the money rows just inserted to their days' sums (a row already there, applied before, added nothing); documents add nothing. */
async function addToDays(trx: Knex.Transaction, rows: readonly { day: string; kind: LedgerKind; amount_paise: string }[]) {
  const days = new Map<string, { day: string; captured_paise: number; refunded_paise: number }>();
  for (const row of rows) {
    // Only money that moved is summed by day: documents (0132) and a statement's rows (0129) are read otherwise.
    if (row.kind !== 'payment' && row.kind !== 'refund') continue;
    const sums = days.get(row.day) ?? { day: row.day, captured_paise: 0, refunded_paise: 0 };
    if (row.kind === 'payment') sums.captured_paise += Number(row.amount_paise);
    else sums.refunded_paise += Number(row.amount_paise);
    days.set(row.day, sums);
  }
  if (days.size === 0) return;
  await trx.raw(
    `insert into ?? as t select * from jsonb_populate_recordset(null::??, ?::jsonb)
     on conflict (day) do update set captured_paise = t.captured_paise + excluded.captured_paise, refunded_paise = t.refunded_paise + excluded.refunded_paise`,
    [ledgerDaysTable, ledgerDaysTable, JSON.stringify([...days.values()])],
  );
}

export const ledgerProjection: Projection = {
  name: 'ledger',
  version: 3,
  eventTypes: ledgerEventTypes,
  tables: [ledgerEntriesTable, ledgerBookingsTable, ledgerKeptTable, ledgerDaysTable],
  migrate: migrateLedger,
  async apply(trx, events) {
    const { bookings, kept, entries } = await entriesOf(trx, events);
    await insertAll(trx, ledgerBookingsTable, 'booking_id', bookings);
    await insertAll(trx, ledgerKeptTable, 'payment_id', kept);
    const inserted: { day: string; kind: LedgerKind; amount_paise: string }[] =
      entries.length === 0
        ? []
        : (
            await trx.raw(`insert into ?? select * from jsonb_populate_recordset(null::??, ?::jsonb) on conflict (event_id, kind) do nothing returning day, kind, amount_paise`, [
              ledgerEntriesTable,
              ledgerEntriesTable,
              JSON.stringify(entries),
            ])
          ).rows;
    await addToDays(trx, inserted);
  },
};
