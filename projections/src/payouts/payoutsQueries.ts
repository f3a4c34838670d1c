// Reads over the payouts (payoutsProjection.ts): the back office's page of them, one by id, whether a bank reference is
// already used, and a counsellor's payouts by their events (the statement's lines name them).
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import type { AdminPayout } from '@margdarshak/contracts/api/statements';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { pageOf } from '../page';
import { referenceKey } from '@margdarshak/contracts/api/statements';
import { type PayoutRow, payoutsProjection, payoutsTable } from './payoutsProjection';

export interface PayoutListQuery {
  sort: { field: 'recordedAt' | 'paidOn' | 'month' | 'amount' | 'reference'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { counsellorId?: string; month?: string; q?: string; id?: string[] };
}

const sortColumns = { recordedAt: 'recorded_at', paidOn: 'paid_on', month: 'month', amount: 'amount_paise', reference: 'reference' } as const;

const joined = (db: Knex) =>
  db(`${payoutsTable} as p`)
    .leftJoin(`${counsellorsTable} as c`, 'c.id', 'p.counsellor_id')
    .select('p.*', db.raw('coalesce(c.name, ?) as counsellor_name', [COUNSELLOR_DEFAULTS.name]));

const toAdminPayout = (r: Record<string, unknown>): AdminPayout => {
  const row = payoutsProjection.fromRecord(r);
  return {
    id: row.id,
    counsellorId: row.counsellorId,
    counsellorName: String(r.counsellor_name),
    month: row.month,
    amount: row.amountPaise / 100,
    paidOn: row.paidOn,
    reference: row.reference,
    recordedAt: row.recordedAt,
  };
};

export async function queryPayouts(db: Knex, { sort, range, filter }: PayoutListQuery): Promise<{ rows: AdminPayout[]; total: number }> {
  const rows = joined(db).modify((q) => {
    if (filter.counsellorId) q.where('p.counsellor_id', filter.counsellorId);
    if (filter.month) q.where('p.month', filter.month);
    if (filter.q) q.whereILike('p.reference', `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (filter.id) q.whereIn('p.id', filter.id);
  });
  // A page orders by its column and then by `id`: page the joined rows as one.
  const { records, total } = await pageOf(db.select('*').from(rows.as('joined_payouts')), { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map(toAdminPayout), total };
}

export async function findPayout(db: Knex, id: string): Promise<AdminPayout | undefined> {
  const record: Record<string, unknown> | undefined = await joined(db).where('p.id', id).first();
  return record ? toAdminPayout(record) : undefined;
}

/** Whether any counsellor's payout already carries this bank reference (compared without case or spaces). */
export async function referenceUsed(db: Knex, reference: string): Promise<boolean> {
  return (await db(payoutsTable).where('reference_key', referenceKey(reference)).first('id')) !== undefined;
}

/** The payouts behind these ledger events. */
export async function payoutsOfEvents(db: Knex, eventIds: readonly string[]): Promise<Map<string, PayoutRow>> {
  if (eventIds.length === 0) return new Map();
  const records: Record<string, unknown>[] = await db(payoutsTable).whereIn('event_id', eventIds);
  return new Map(records.map((r) => [String(r.event_id), payoutsProjection.fromRecord(r)]));
}
