// What a counsellor earned, read from the ledger: the payments their bookings were confirmed on (never a second capture
// owed back) and the refunds issued of those payments, each on its own India day. The dashboard's Total Earnings and
// the earnings page both read it, so they agree with each other and with every other money figure.
import type { Knex } from 'knex';
import { type LedgerKind, ledgerEntriesTable, ledgerKeptTable, moneyKinds } from './ledgerTables';

const earned = (kind: LedgerKind, bookingIdSql: string) =>
  `(select coalesce(sum(e.amount_paise), 0) from ${ledgerEntriesTable} e join ${ledgerKeptTable} k on k.payment_id = e.payment_id where e.booking_id = ${bookingIdSql} and e.kind = '${kind}')`;

/** SQL for the paise a booking (its id column named by `bookingIdSql`) was paid and stood on. */
export const keptPaidSql = (bookingIdSql: string) => earned('payment', bookingIdSql);
/** SQL for the paise refunded of those payments, once issued. */
export const keptRefundedSql = (bookingIdSql: string) => earned('refund', bookingIdSql);

export interface EarnedMove {
  bookingId: string;
  kind: LedgerKind;
  /** The India month it moved in. */
  month: string;
  amountPaise: number;
}

/** The counsellor's earned payments and their refunds, each in the month it moved, in log order. */
export async function earnedMoves(db: Knex, counsellorId: string): Promise<EarnedMove[]> {
  const records: { booking_id: string; kind: LedgerKind; month: string; amount_paise: string }[] = await db(`${ledgerEntriesTable} as e`)
    .join(`${ledgerKeptTable} as k`, 'k.payment_id', 'e.payment_id')
    .where('e.counsellor_id', counsellorId)
    .whereIn('e.kind', moneyKinds)
    .select('e.booking_id', 'e.kind', db.raw('left(e.day, 7) as month'), 'e.amount_paise')
    .orderBy([{ column: 'e.commit_position' }, { column: 'e.prepare_position' }, { column: 'e.kind' }]);
  return records.map((r) => ({ bookingId: r.booking_id, kind: r.kind, month: r.month, amountPaise: Number(r.amount_paise) }));
}
