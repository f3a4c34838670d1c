// The ledger: one row per amount of money that moved, on the India day it moved, with the event behind it. Every money
// figure (the payments CSV, the reconciliation, the admin revenue, the counsellor's earnings) reads these rows, so they
// cannot disagree. Rows are only ever inserted: a payment belongs to the day it was captured, a refund to the day it was
// issued, and a later event never rewrites an earlier row, so a closed month keeps its figures.
//
// `kind` names what the row is. Today 'payment' and 'refund'; invoices, credit notes, commission and payouts are meant
// to arrive as kinds of their own (their event id, their day, their amount in paise, the booking or counsellor behind
// them), each a new case below and a new value of LedgerKind, never a change to these rows.
import type { Knex } from 'knex';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import type { Projection } from '../projection';

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

export const ledgerKinds = ['payment', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface LedgerEntryRecord {
  event_id: string;
  kind: LedgerKind;
  event_type: string;
  commit_position: string;
  prepare_position: string;
  at: string;
  /** India day, YYYY-MM-DD. */
  day: string;
  booking_id: string;
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
}

interface LedgerBookingRecord {
  booking_id: string;
  counsellor_id: string;
  student_id: string;
  package_name: string;
  coupon_code: string | null;
  discount_paise: number;
}

async function migrate(db: Knex) {
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
      t.uuid('booking_id').notNullable().index();
      t.uuid('counsellor_id');
      t.uuid('student_id');
      t.text('package_name');
      t.text('coupon_code');
      t.bigInteger('discount_paise');
      t.text('order_id');
      t.text('payment_id').index();
      t.text('refund_id');
      t.bigInteger('amount_paise').notNullable();
      t.primary(['event_id', 'kind']);
      t.index(['day', 'commit_position', 'prepare_position']);
      t.index(['counsellor_id', 'day']);
    });
  }
}

export const ledgerEventTypes = ['BookingRequested', 'PaymentVerified', 'BookingConfirmed', 'RefundIssued'] as const;

/** The booking and payment rows a batch needs but did not bring: read once per batch. */
async function knownBefore(trx: Knex.Transaction, bookingIds: string[], paymentIds: string[]) {
  const [bookings, payments] = await Promise.all([
    bookingIds.length === 0 ? [] : (trx(ledgerBookingsTable).whereIn('booking_id', bookingIds) as Promise<LedgerBookingRecord[]>),
    paymentIds.length === 0
      ? []
      : (trx(ledgerEntriesTable).where({ kind: 'payment' }).whereIn('payment_id', paymentIds).select('payment_id', 'order_id') as Promise<{ payment_id: string; order_id: string }[]>),
  ]);
  return { bookings: new Map(bookings.map((b) => [b.booking_id, b])), orders: new Map(payments.map((p) => [p.payment_id, p.order_id])) };
}

function entry(
  event: RecordedEvent,
  kind: LedgerKind,
  booking: LedgerBookingRecord | undefined,
  ids: { bookingId: string; orderId: string | null; paymentId: string; refundId: string | null; amountPaise: number },
): LedgerEntryRecord {
  return {
    event_id: event.id,
    kind,
    event_type: event.type,
    commit_position: String(event.position.commit),
    prepare_position: String(event.position.prepare),
    at: event.metadata.at,
    day: istDate(new Date(event.metadata.at)),
    booking_id: ids.bookingId,
    counsellor_id: booking?.counsellor_id ?? null,
    student_id: booking?.student_id ?? null,
    package_name: booking?.package_name ?? null,
    coupon_code: booking?.coupon_code ?? null,
    discount_paise: booking?.discount_paise ?? null,
    order_id: ids.orderId,
    payment_id: ids.paymentId,
    refund_id: ids.refundId,
    amount_paise: ids.amountPaise,
  };
}

/** The rows a batch adds, in log order; pure but for the two reads of what earlier batches wrote. */
export async function entriesOf(
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
): Promise<{ bookings: LedgerBookingRecord[]; kept: { payment_id: string; booking_id: string }[]; entries: LedgerEntryRecord[] }> {
  const requested = new Map<string, LedgerBookingRecord>();
  const kept: { payment_id: string; booking_id: string }[] = [];
  const captured = new Map<string, string>();
  const wantBookings = new Set<string>();
  const wantOrders = new Set<string>();
  for (const event of events) {
    if (event.type === 'BookingRequested') {
      const d = bookingEvents.BookingRequested.schema.parse(event.data);
      requested.set(d.bookingId, {
        booking_id: d.bookingId,
        counsellor_id: d.counsellorId,
        student_id: d.studentId,
        package_name: d.packageName,
        coupon_code: d.couponCode,
        discount_paise: d.discountPaise,
      });
    } else if (event.type === 'BookingConfirmed') {
      const d = bookingEvents.BookingConfirmed.schema.parse(event.data);
      if (d.paymentId !== null) kept.push({ payment_id: d.paymentId, booking_id: d.bookingId });
    } else if (event.type === 'PaymentVerified' || event.type === 'RefundIssued') {
      const d = event.data as { bookingId: string; paymentId: string; orderId?: string };
      if (!requested.has(d.bookingId)) wantBookings.add(d.bookingId);
      if (event.type === 'PaymentVerified' && d.orderId) captured.set(d.paymentId, d.orderId);
      else if (!captured.has(d.paymentId)) wantOrders.add(d.paymentId);
    }
  }
  const known = await knownBefore(trx, [...wantBookings], [...wantOrders]);
  const bookingOf = (id: string) => requested.get(id) ?? known.bookings.get(id);
  const entries: LedgerEntryRecord[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'PaymentVerified': {
        const d = bookingEvents.PaymentVerified.schema.parse(event.data);
        entries.push(entry(event, 'payment', bookingOf(d.bookingId), { ...d, refundId: null }));
        break;
      }
      case 'RefundIssued': {
        const d = bookingEvents.RefundIssued.schema.parse(event.data);
        entries.push(entry(event, 'refund', bookingOf(d.bookingId), { ...d, orderId: captured.get(d.paymentId) ?? known.orders.get(d.paymentId) ?? null }));
        break;
      }
      default:
        break;
    }
  }
  return { bookings: [...requested.values()], kept, entries };
}

// One JSON parameter per statement instead of thousands of placeholders: the bulk path stays fast.
async function insertAll(trx: Knex.Transaction, table: string, conflict: string, rows: readonly object[]) {
  if (rows.length === 0) return;
  await trx.raw(`insert into ?? select * from jsonb_populate_recordset(null::??, ?::jsonb) on conflict (${conflict}) do nothing`, [table, table, JSON.stringify(rows)]);
}

/** Adds the rows just inserted to their days' sums (a row already there, applied before, added nothing). */
async function addToDays(trx: Knex.Transaction, rows: readonly { day: string; kind: LedgerKind; amount_paise: string }[]) {
  const days = new Map<string, { day: string; captured_paise: number; refunded_paise: number }>();
  for (const row of rows) {
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
  version: 1,
  eventTypes: ledgerEventTypes,
  tables: [ledgerEntriesTable, ledgerBookingsTable, ledgerKeptTable, ledgerDaysTable],
  migrate,
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
