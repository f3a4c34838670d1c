// A read model whose rows each follow one entity: a batch loads the rows it touches once, evolves them in memory in
// log order, and writes them back in bulk. This keeps rebuilds fast and makes incremental and rebuilt rows equal.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection, ProjectionContext } from './projection';

export interface RowProjectionSpec<Row extends { id: string }> {
  name: string;
  version: number;
  /** The event types it consumes (see Projection.eventTypes). */
  eventTypes: readonly string[];
  table: string;
  migrate(db: Knex): Promise<void>;
  /** The row (or rows) an event changes, or undefined when the event is not this read model's business. */
  rowId(event: RecordedEvent): string | readonly string[] | undefined;
  /**
   * Rows an event removes by another column than the id (a person's erasure removes every row about them): applied in
   * log order between the rows' own events.
   */
  removes?(event: RecordedEvent): { column: string; value: string } | undefined;
  /** The row after the event; undefined removes it. */
  evolve(row: Row | undefined, event: RecordedEvent, context: ProjectionContext): Row | undefined | Promise<Row | undefined>;
  /** SQL type of the id column. */
  idType: 'uuid' | 'text';
  /** Row values by column name, every column present (JSON columns as plain values), for jsonb_populate_recordset. */
  toRecord(row: Row): Record<string, unknown>;
  fromRecord(record: Record<string, unknown>): Row;
}

export type RowProjection<Row extends { id: string }> = Projection & Pick<RowProjectionSpec<Row>, 'toRecord' | 'fromRecord'>;

export function rowProjection<Row extends { id: string }>(spec: RowProjectionSpec<Row>): RowProjection<Row> {
  const idsOf = `select value::${spec.idType} from jsonb_array_elements_text(?::jsonb)`;

  async function applyRows(trx: Knex.Transaction, events: RecordedEvent[], context: ProjectionContext) {
    const touched = events.flatMap((event) => {
      const ids = spec.rowId(event);
      if (ids === undefined) return [];
      return (typeof ids === 'string' ? [ids] : ids).map((id) => ({ id, event }));
    });
    if (touched.length === 0) return;
    const ids = [...new Set(touched.map((t) => t.id))];
    const rows = new Map<string, Row | undefined>();
    // One JSON parameter per statement instead of thousands of placeholders: the bulk path stays fast.
    const { rows: records } = await trx.raw<{ rows: Record<string, unknown>[] }>(`select * from ?? where id in (${idsOf})`, [spec.table, JSON.stringify(ids)]);
    for (const record of records) rows.set(String(record.id), spec.fromRecord(record));
    for (const { id, event } of touched) rows.set(id, await spec.evolve(rows.get(id), event, context));

    const kept = [...rows.values()].filter((row): row is Row => row !== undefined).map(spec.toRecord);
    const removed = [...rows].filter(([, row]) => row === undefined).map(([id]) => id);
    const columns = Object.keys(kept[0] ?? {});
    if (kept.length > 0) {
      const updates = columns.map((column) => `"${column}" = excluded."${column}"`).join(', ');
      await trx.raw(`insert into ?? select * from jsonb_populate_recordset(null::??, ?::jsonb) on conflict (id) do update set ${updates}`, [spec.table, spec.table, JSON.stringify(kept)]);
    }
    if (removed.length > 0) await trx.raw(`delete from ?? where id in (${idsOf})`, [spec.table, JSON.stringify(removed)]);
  }

  return {
    name: spec.name,
    version: spec.version,
    eventTypes: spec.eventTypes,
    toRecord: spec.toRecord,
    fromRecord: spec.fromRecord,
    tables: [spec.table],
    migrate: spec.migrate,
    async apply(trx, events, context) {
      let segment: RecordedEvent[] = [];
      for (const event of events) {
        const removal = spec.removes?.(event);
        if (!removal) {
          segment.push(event);
          continue;
        }
        await applyRows(trx, segment, context);
        segment = [];
        await trx(spec.table).where(removal.column, removal.value).delete();
      }
      await applyRows(trx, segment, context);
    },
  };
}
