// A counsellor's rows for a monthly statement (decision 0129): the payments their bookings kept and those payments'
// refunds (as their earnings read them), the commission charged and given back, and the payouts. Before the month they
// are summed into what was carried over; in the month they are listed, in log order. Amounts leave here in paise.
import type { Knex } from 'knex';
import { ledgerEntriesTable, ledgerKeptTable, type StatementKind } from './ledgerTables';

export interface StatementRow {
  eventId: string;
  eventType: string;
  kind: StatementKind;
  day: string;
  bookingId: string | null;
  packageName: string | null;
  amountPaise: number;
}

/** Paise by kind; a kind with no row is 0. */
export type KindSums = Record<StatementKind, number>;

const emptySums = (): KindSums => ({ payment: 0, refund: 0, commission: 0, commission_return: 0, payout: 0 });

/** The counsellor's rows a statement counts: every statement row, and money rows only of payments a booking kept. */
const counsellorRows = (db: Knex, counsellorId: string) =>
  db(`${ledgerEntriesTable} as e`)
    .leftJoin(`${ledgerKeptTable} as k`, 'k.payment_id', 'e.payment_id')
    .where('e.counsellor_id', counsellorId)
    .andWhere((q) => q.whereIn('e.kind', ['commission', 'commission_return', 'payout']).orWhere((kept) => kept.whereIn('e.kind', ['payment', 'refund']).whereNotNull('k.payment_id')));

/** Sums by kind of the rows dated before `day` (an India day, YYYY-MM-DD). */
export async function statementSumsBefore(db: Knex, counsellorId: string, day: string): Promise<KindSums> {
  const records: { kind: StatementKind; paise: string }[] = await counsellorRows(db, counsellorId)
    .andWhere('e.day', '<', day)
    .select('e.kind', db.raw('sum(e.amount_paise) as paise'))
    .groupBy('e.kind');
  const sums = emptySums();
  for (const record of records) sums[record.kind] = Number(record.paise);
  return sums;
}

/**
 * How many payments the counsellor's bookings kept have no commission charged yet: the commission is written by a
 * processor a moment after the payment, and until then the ledger counts the whole payment as the counsellor's.
 */
export async function paymentsAwaitingCommission(db: Knex, counsellorId: string): Promise<number> {
  const [record] = await counsellorRows(db, counsellorId)
    .andWhere('e.kind', 'payment')
    .whereNotExists((charged) => charged.select(db.raw('1')).from(`${ledgerEntriesTable} as c`).where('c.kind', 'commission').andWhereRaw('c.payment_id = e.payment_id'))
    .count<{ count: string }[]>({ count: '*' });
  return Number(record?.count ?? 0);
}

/** The rows dated from..to (India days, both included), in log order. */
export async function statementRowsBetween(db: Knex, counsellorId: string, from: string, to: string): Promise<StatementRow[]> {
  const records: { event_id: string; event_type: string; kind: StatementKind; day: string; booking_id: string | null; package_name: string | null; amount_paise: string }[] = await counsellorRows(
    db,
    counsellorId,
  )
    .andWhere('e.day', '>=', from)
    .andWhere('e.day', '<=', to)
    .select('e.event_id', 'e.event_type', 'e.kind', 'e.day', 'e.booking_id', 'e.package_name', 'e.amount_paise')
    .orderBy([{ column: 'e.commit_position' }, { column: 'e.prepare_position' }, { column: 'e.kind' }]);
  return records.map((r) => ({
    eventId: r.event_id,
    eventType: r.event_type,
    kind: r.kind,
    day: r.day,
    bookingId: r.booking_id,
    packageName: r.package_name,
    amountPaise: Number(r.amount_paise),
  }));
}
