// One page of a filtered read-model query and the total it was cut from (the back office's Content-Range).
import type { Knex } from 'knex';

export interface PageRequest {
  column: string;
  order: 'ASC' | 'DESC';
  range: [number, number];
}

/** `count: false` when the caller has the total from elsewhere (a counter), so the rows are not counted again. */
export async function pageOf(filtered: Knex.QueryBuilder, { column, order, range }: PageRequest, { count = true } = {}): Promise<{ records: Record<string, unknown>[]; total: number }> {
  const [{ n } = { n: 0 }] = count ? await filtered.clone().clearSelect().count<{ n: string | number }[]>({ n: '*' }) : [];
  const records: Record<string, unknown>[] = await filtered
    .clone()
    .orderBy(column, order === 'DESC' ? 'desc' : 'asc')
    // The tie-break runs the same way, so an index on (column, id) serves the page in either direction.
    .orderBy('id', order === 'DESC' ? 'desc' : 'asc')
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  return { records, total: Number(n) };
}
