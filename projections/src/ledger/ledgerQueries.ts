// Reads over the ledger (ledgerProjection.ts): its rows for a range of India days in log order, and its sums by day, by
// month and in all. Amounts leave here in paise; whoever shows them turns them into rupees.
import type { Knex } from 'knex';
import { type LedgerEntryRecord, type LedgerKind, ledgerDaysTable, ledgerEntriesTable, moneyKinds } from './ledgerTables';

export interface LedgerEntry {
  eventId: string;
  kind: LedgerKind;
  eventType: string;
  /** The event's place in the log, as formatPosition writes it. */
  position: string;
  at: string;
  /** India day. */
  day: string;
  bookingId: string;
  counsellorId: string | null;
  studentId: string | null;
  packageName: string | null;
  couponCode: string | null;
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
  amountPaise: number;
  /** A document's number; null on money rows. */
  documentNumber: string | null;
}

/** Money in and money out, in paise. */
export interface LedgerSums {
  captured: number;
  refunded: number;
}

const toEntry = (r: LedgerEntryRecord): LedgerEntry => ({
  eventId: r.event_id,
  kind: r.kind,
  eventType: r.event_type,
  position: `${r.commit_position}/${r.prepare_position}`,
  at: new Date(r.at).toISOString(),
  day: r.day,
  // Money rows always name their booking; only a payout's row (never read here) has none.
  bookingId: r.booking_id ?? '',
  counsellorId: r.counsellor_id,
  studentId: r.student_id,
  packageName: r.package_name,
  couponCode: r.coupon_code,
  orderId: r.order_id,
  paymentId: r.payment_id,
  refundId: r.refund_id,
  amountPaise: Number(r.amount_paise),
  documentNumber: r.document_number,
});

const logOrder = [{ column: 'commit_position' }, { column: 'prepare_position' }, { column: 'kind' }];
/** Money that moved (payments and refunds), dated from..to: never the documents beside it nor a statement's rows. */
const inDays = (db: Knex, from: string, to: string) => db(ledgerEntriesTable).whereIn('kind', moneyKinds).andWhere('day', '>=', from).andWhere('day', '<=', to);

/** A page of the money rows dated from..to (India days, both included), in log order, after the row `after` (the last of the page before). */
export async function ledgerPage(db: Knex, range: { from: string; to: string }, page: { after?: LedgerEntry; limit: number }): Promise<LedgerEntry[]> {
  const query = inDays(db, range.from, range.to);
  if (page.after) {
    const [commit = '0', prepare = '0'] = page.after.position.split('/');
    query.andWhereRaw('(commit_position, prepare_position, kind) > (?::bigint, ?::bigint, ?)', [commit, prepare, page.after.kind]);
  }
  const records: LedgerEntryRecord[] = await query.orderBy(logOrder).limit(page.limit);
  return records.map(toEntry);
}

/** Every money row dated from..to, in log order (the reconciliation's side of the ledger). */
export async function ledgerEntriesBetween(db: Knex, from: string, to: string): Promise<LedgerEntry[]> {
  const records: LedgerEntryRecord[] = await inDays(db, from, to).orderBy(logOrder);
  return records.map(toEntry);
}

/** The rows behind these events, whatever their day. */
export async function ledgerEntriesOfEvents(db: Knex, eventIds: readonly string[]): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (let i = 0; i < eventIds.length; i += 5_000) {
    const records: LedgerEntryRecord[] = await db(ledgerEntriesTable)
      .whereIn('kind', moneyKinds)
      .whereIn('event_id', eventIds.slice(i, i + 5_000));
    entries.push(...records.map(toEntry));
  }
  return entries;
}

const sums = (db: Knex) => [db.raw('coalesce(sum(captured_paise), 0) as captured'), db.raw('coalesce(sum(refunded_paise), 0) as refunded')];
const toSums = (r: { captured: string | number; refunded: string | number } | undefined): LedgerSums => ({ captured: Number(r?.captured ?? 0), refunded: Number(r?.refunded ?? 0) });

/** Captured and refunded paise per India month ('YYYY-MM'), for these months (a month with nothing answers zeros). */
export async function ledgerMonths(db: Knex, months: readonly string[]): Promise<Map<string, LedgerSums>> {
  const found = new Map<string, LedgerSums>(months.map((month) => [month, { captured: 0, refunded: 0 }]));
  if (months.length === 0) return found;
  const sorted = [...months].sort();
  const records: { month: string; captured: string; refunded: string }[] = await db(ledgerDaysTable)
    .select(db.raw('left(day, 7) as month'), ...sums(db))
    .where('day', '>=', `${sorted[0]}-01`)
    .andWhere('day', '<=', `${sorted.at(-1)}-31`)
    .groupByRaw('left(day, 7)');
  for (const record of records) if (found.has(record.month)) found.set(record.month, toSums(record));
  return found;
}

/** Everything ever captured and refunded: one row a day to add up. */
export async function ledgerTotals(db: Knex): Promise<LedgerSums> {
  const [record] = await db(ledgerDaysTable).select(...sums(db));
  return toSums(record);
}
