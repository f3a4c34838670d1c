// The ledger's tables (ledgerProjection.ts writes them, ledgerQueries.ts and ledgerEarnings.ts read them): the rows of
// money, what the ledger keeps of each booking to name its rows, the payments bookings stood on, and each day's sums.
import type { Knex } from 'knex';

export const ledgerEntriesTable = 'ledger_entries';
/** What the ledger keeps of each booking to name it on its rows: who, which package, which coupon. */
export const ledgerBookingsTable = 'ledger_bookings';
/**
 * The payments a booking was confirmed on (stood on): a counsellor earns these, never a second capture that is owed
 * back. A fact about a payment, not money: it dates nothing and changes no row.
 */
export const ledgerKeptTable = 'ledger_kept_payments';
/** Each India day's sums of the rows, kept as they are added, so a month or the whole history is a few rows to read. */
export const ledgerDaysTable = 'ledger_days';

/** Money that moved: what the money figures (CSV, reconciliation, revenue, earnings) sum. */
export const moneyKinds = ['payment', 'refund'] as const;
/**
 * What a counsellor's statement adds (decision 0129): the platform's commission on a kept payment, the commission a
 * refund gives back, and a payout to the counsellor. Dated by their own events, like every row; never money moved.
 */
export const counsellorLedgerKinds = ['commission', 'commission_return', 'payout'] as const;
/** Money documents issued (decision 0132): in the ledger beside the money they document, never summed with it. */
export const documentLedgerKinds = ['invoice', 'receipt', 'credit_note'] as const;
export const ledgerKinds = [...moneyKinds, ...documentLedgerKinds, ...counsellorLedgerKinds] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export type MoneyKind = (typeof moneyKinds)[number];
/** What a counsellor's statement reads: money moved on their bookings, commission and payouts, never documents. */
export type StatementKind = MoneyKind | (typeof counsellorLedgerKinds)[number];

export interface LedgerEntryRecord {
  event_id: string;
  kind: LedgerKind;
  event_type: string;
  commit_position: string;
  prepare_position: string;
  at: string;
  /** India day, YYYY-MM-DD. */
  day: string;
  /** Null on a payout's row: it is the counsellor's, not a booking's. */
  booking_id: string | null;
  counsellor_id: string | null;
  student_id: string | null;
  package_name: string | null;
  coupon_code: string | null;
  discount_paise: number | null;
  order_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  /** Always positive: the kind says which way it went. */
  amount_paise: number;
  /** A document's number (INV/26-27/00001); null on money rows. */
  document_number: string | null;
}

export interface LedgerBookingRecord {
  booking_id: string;
  counsellor_id: string;
  student_id: string;
  package_name: string;
  coupon_code: string | null;
  discount_paise: number;
}

export async function migrateLedger(db: Knex) {
  if (!(await db.schema.hasTable(ledgerBookingsTable))) {
    await db.schema.createTable(ledgerBookingsTable, (t) => {
      t.uuid('booking_id').primary();
      t.uuid('counsellor_id').notNullable();
      t.uuid('student_id').notNullable();
      t.text('package_name').notNullable();
      t.text('coupon_code');
      t.bigInteger('discount_paise').notNullable();
    });
  }
  if (!(await db.schema.hasTable(ledgerKeptTable))) {
    await db.schema.createTable(ledgerKeptTable, (t) => {
      t.text('payment_id').primary();
      t.uuid('booking_id').notNullable();
    });
  }
  if (!(await db.schema.hasTable(ledgerDaysTable))) {
    await db.schema.createTable(ledgerDaysTable, (t) => {
      t.text('day').primary();
      t.bigInteger('captured_paise').notNullable();
      t.bigInteger('refunded_paise').notNullable();
    });
  }
  if (!(await db.schema.hasTable(ledgerEntriesTable))) {
    await db.schema.createTable(ledgerEntriesTable, (t) => {
      t.uuid('event_id').notNullable();
      t.text('kind').notNullable();
      t.text('event_type').notNullable();
      t.bigInteger('commit_position').notNullable();
      t.bigInteger('prepare_position').notNullable();
      t.timestamp('at', { useTz: true }).notNullable();
      t.text('day').notNullable();
      t.uuid('booking_id').index();
      t.uuid('counsellor_id');
      t.uuid('student_id');
      t.text('package_name');
      t.text('coupon_code');
      t.bigInteger('discount_paise');
      t.text('order_id');
      t.text('payment_id').index();
      t.text('refund_id');
      t.bigInteger('amount_paise').notNullable();
      t.text('document_number');
      t.primary(['event_id', 'kind']);
      t.index(['day', 'commit_position', 'prepare_position']);
      t.index(['counsellor_id', 'day']);
    });
  }
}
