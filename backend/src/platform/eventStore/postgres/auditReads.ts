// The audit's reads of the PostgreSQL log: a filtered page (each filter served by an index of auditIndexes.ts where one
// pays) and events fetched by stream and revision in one round trip.
import type pg from 'pg';
import { startOfLog, type RecordedEvent } from '@margdarshak/contracts/log';
import type { EventRef, FilteredReadOptions, LogFilter } from '../eventStore';

interface RowReader<Row> {
  /** The select list of the adapter's reads. */
  columns: string;
  toRecorded(row: Row): RecordedEvent;
}

/** A LIKE pattern for names starting with `prefix` (its own % and _ taken literally). */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The where clause for a filter; `param` adds a value and answers its placeholder. */
function filterSql(filter: LogFilter, param: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (filter.streamPrefix !== undefined) where.push(`stream_name like ${param(likePrefix(filter.streamPrefix))}`);
  if (filter.type !== undefined) where.push(`type = ${param(filter.type)}`);
  // Compared as the same expression as the index events_recorded_at_order, byte by byte (ISO instants sort as text).
  if (filter.from !== undefined) where.push(`(metadata->>'at') collate "C" >= ${param(filter.from)}`);
  if (filter.to !== undefined) where.push(`(metadata->>'at') collate "C" < ${param(filter.to)}`);
  if (filter.correlationId !== undefined) where.push(`metadata->>'correlationId' = ${param(filter.correlationId)}`);
  if (filter.actor !== undefined) {
    if ('userId' in filter.actor) where.push(`metadata->>'userId' = ${param(filter.actor.userId)}`);
    else where.push(`coalesce(metadata->>'role', 'system') = ${param(filter.actor.role)}`);
  }
  return where;
}

const SHORT_RANGE_MS = 31 * 86_400_000;

/**
 * A range of up to a month is read range first (below); a longer or open one is walked in log order, which is quick when
 * the range starts early in the log (the whole year's first page: 0.1 ms) and slow only for an open range starting late.
 */
const isShortRange = (filter: LogFilter) => filter.from !== undefined && filter.to !== undefined && Date.parse(filter.to) - Date.parse(filter.from) <= SHORT_RANGE_MS;

/**
 * A page under a time range. Asked for the first n in log order, PostgreSQL walks the log in order and counts on meeting
 * matches early; but times follow the log, so the matches of a range late in the log come only after most of it (a week
 * of a million-event log took 400 ms). Here the range's positions come first, through the (recorded-at, position) index
 * (the `offset 0` keeps the page's order and limit from being pushed into that scan), the page's n are picked from them,
 * and only those n rows are read: exact, and as costly as the range is long (on a million events a day 1 ms, a week
 * 8 ms, a month 29 ms).
 */
function timeRangePage(columns: string, where: readonly string[], limit: string): string {
  return `with page as (
      select transaction_id, global_position from (select transaction_id, global_position from events where ${where.join(' and ')} offset 0) as candidates
      order by transaction_id, global_position limit ${limit})
    select ${columns} from events join page using (transaction_id, global_position)
    order by events.transaction_id, events.global_position`;
}

const readEventsSql = `select COLUMNS from events join unnest($1::text[], $2::bigint[]) as ref (name, revision)
    on events.stream_name = ref.name and events.stream_revision = ref.revision
  order by events.transaction_id, events.global_position`;

export function createAuditReads<Row>(pool: pg.Pool, { columns, toRecorded }: RowReader<Row>) {
  // Prepared once per connection (one shape, one plan): a timeline's read is then executed without being planned again.
  // The filtered read is not: how selective a time range or a prefix is decides its plan.
  const readEvents = { name: 'margdarshak_audit_read_events', text: readEventsSql.replace('COLUMNS', columns) };

  async function readAllFiltered({ after = startOfLog, maxCount, filter }: FilteredReadOptions): Promise<RecordedEvent[]> {
    const values: unknown[] = [String(after.commit), String(after.prepare)];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    // readAll's rule: only transactions older than every running one, so a page never shows what a later one could skip.
    const where = [
      'transaction_id < pg_snapshot_xmin(pg_current_snapshot())',
      '(transaction_id, global_position) > ($1::text::xid8, $2::bigint)',
      ...filterSql(filter, param),
    ];
    const sql = isShortRange(filter)
      ? timeRangePage(columns, where, param(maxCount))
      : `select ${columns} from events where ${where.join(' and ')} order by events.transaction_id, events.global_position limit ${param(maxCount)}`;
    const { rows } = await pool.query(sql, values);
    return (rows as Row[]).map(toRecorded);
  }

  async function readEventsAt(refs: readonly EventRef[]): Promise<RecordedEvent[]> {
    if (refs.length === 0) return [];
    const { rows } = await pool.query({ ...readEvents, values: [refs.map((ref) => ref.streamName), refs.map((ref) => String(ref.revision))] });
    return (rows as Row[]).map(toRecorded);
  }

  return { readAllFiltered, readEvents: readEventsAt };
}
