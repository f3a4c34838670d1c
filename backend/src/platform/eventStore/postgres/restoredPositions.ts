// A restored log keeps its positions: the signed digests, their copies outside the database, the processors' jobs and
// the audit's references all name events by (transaction id, sequence). The new cluster's transaction counter is far
// behind the old one's, though, so its appends would sort before the restored events and its readers (who read below
// the oldest running transaction) would not see them. Rather than burn billions of transaction ids, the log adds one
// fixed shift to the counter: new appends take `current id + shift`, readers read below `oldest running + shift`. The
// shift lives in the column's default and in events_read_horizon() (schema.ts), so nothing else changes.
import type pg from 'pg';

/**
 * Makes every later transaction's position sort after `highest` (the restored log's last transaction id) and the
 * restored events readable. Run in the restoring transaction; answers the shift (0 when the counter is past already).
 */
export async function moveTransactionIdsPast(client: pg.ClientBase, highest: bigint): Promise<bigint> {
  const { rows } = await client.query<{ current: string }>('select pg_current_xact_id()::text as current');
  const current = BigInt(rows[0]?.current ?? '0');
  if (current > highest) return 0n;
  const shift = highest + 1n - current;
  const shifted = (id: string) => `(${id}::text::numeric + ${shift})::text::xid8`;
  await client.query(`alter table events alter column transaction_id set default ${shifted('pg_current_xact_id()')}`);
  await client.query(`create or replace function events_read_horizon() returns xid8 language sql stable as 'select ${shifted('pg_snapshot_xmin(pg_current_snapshot())')}'`);
  return shift;
}
