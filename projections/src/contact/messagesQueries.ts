import type { Knex } from 'knex';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { pageOf } from '../page';
import { messagesProjection, messagesTable } from './messagesProjection';

export async function findMessage(db: Knex, id: string): Promise<AdminMessage | undefined> {
  const record = await db(messagesTable).where({ id }).first();
  return record ? messagesProjection.fromRecord(record) : undefined;
}

export interface MessageListQuery {
  sort: { field: 'receivedAt' | 'name' | 'handled'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; handled?: boolean; id?: string[] };
}

const sortColumns = { receivedAt: 'received_at', name: 'name', handled: 'handled' } as const;

export async function queryMessages(db: Knex, { sort, range, filter }: MessageListQuery): Promise<{ rows: AdminMessage[]; total: number }> {
  const base = db(messagesTable).modify((q) => {
    if (filter.q) q.where((w) => w.whereILike('name', `%${filter.q}%`).orWhereILike('email', `%${filter.q}%`).orWhereILike('message', `%${filter.q}%`));
    if (filter.handled !== undefined) q.where({ handled: filter.handled });
    if (filter.id) q.whereIn('id', filter.id);
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map((r) => messagesProjection.fromRecord(r)), total };
}
