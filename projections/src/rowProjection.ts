// A read model whose rows each follow one entity: a batch loads the rows it touches once, evolves them in memory in
// log order, and writes them back in bulk. This keeps rebuilds fast and makes incremental and rebuilt rows equal.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection, ProjectionContext } from './projection';

export interface RowProjectionSpec<Row extends { id: string }> {
  name: string;
  table: string;
  migrate(db: Knex): Promise<void>;
  /** The row an event changes, or undefined when the event is not this read model's business. */
  rowId(event: RecordedEvent): string | undefined;
  /** The row after the event; undefined removes it. */
  evolve(row: Row | undefined, event: RecordedEvent, context: ProjectionContext): Row | undefined | Promise<Row | undefined>;
  /** Row values as stored (e.g. arrays as JSON). */
  toRecord(row: Row): Record<string, unknown>;
  fromRecord(record: Record<string, unknown>): Row;
}

const chunk = 1_000;

export type RowProjection<Row extends { id: string }> = Projection & Pick<RowProjectionSpec<Row>, 'toRecord' | 'fromRecord'>;

export function rowProjection<Row extends { id: string }>(spec: RowProjectionSpec<Row>): RowProjection<Row> {
  return {
    name: spec.name,
    toRecord: spec.toRecord,
    fromRecord: spec.fromRecord,
    tables: [spec.table],
    migrate: spec.migrate,
    async apply(trx, events, context) {
      const touched = events.flatMap((event) => {
        const id = spec.rowId(event);
        return id === undefined ? [] : [{ id, event }];
      });
      if (touched.length === 0) return;
      const ids = [...new Set(touched.map((t) => t.id))];
      const rows = new Map<string, Row | undefined>();
      for (let i = 0; i < ids.length; i += chunk) {
        const records: Record<string, unknown>[] = await trx(spec.table).whereIn('id', ids.slice(i, i + chunk));
        for (const record of records) rows.set(String(record.id), spec.fromRecord(record));
      }
      for (const { id, event } of touched) rows.set(id, await spec.evolve(rows.get(id), event, context));

      const kept = [...rows.values()].filter((row): row is Row => row !== undefined).map(spec.toRecord);
      const removed = [...rows].filter(([, row]) => row === undefined).map(([id]) => id);
      for (let i = 0; i < kept.length; i += chunk) await trx(spec.table).insert(kept.slice(i, i + chunk)).onConflict('id').merge();
      for (let i = 0; i < removed.length; i += chunk) await trx(spec.table).whereIn('id', removed.slice(i, i + chunk)).delete();
    },
  };
}
