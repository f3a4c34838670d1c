// The back office's Staff list: auditor accounts as the users read model has them.
import type { Knex } from 'knex';
import type { AuditorAccount } from '@margdarshak/contracts/api/audit';
import { pageOf } from '../page';
import { usersTable } from './usersProjection';

export interface AuditorListQuery {
  sort: { field: 'createdAt' | 'email'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[] };
}

const sortColumns = { createdAt: 'created_at', email: 'email' } as const;
const toAuditor = (record: Record<string, unknown>): AuditorAccount => ({
  id: String(record.id),
  email: String(record.email),
  createdAt: new Date(record.created_at as string).toISOString(),
});

export async function findAuditor(db: Knex, id: string): Promise<AuditorAccount | undefined> {
  const record: Record<string, unknown> | undefined = await db(usersTable).select('id', 'email', 'created_at').where({ id, role: 'auditor' }).first();
  return record ? toAuditor(record) : undefined;
}

export async function queryAuditors(db: Knex, { sort, range, filter }: AuditorListQuery): Promise<{ rows: AuditorAccount[]; total: number }> {
  const base = db(usersTable)
    .select('id', 'email', 'created_at')
    .where({ role: 'auditor' })
    .modify((q) => {
      if (filter.q) q.whereILike('email', `%${filter.q}%`);
      if (filter.id) q.whereIn('id', filter.id);
    });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map(toAuditor), total };
}
