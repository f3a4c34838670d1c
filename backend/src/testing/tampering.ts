// What a database owner can do to the PostgreSQL log behind the product's back, for the tamper-evidence specs: switch
// the immutability trigger off for one transaction, or write as a replica (which fires no ordinary trigger); and what
// the specs need to undo it afterwards.
import type { Knex } from 'knex';

export interface StoredRow {
  global_position: string;
  transaction_text: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date;
}

export const storedEvent = async (db: Knex, streamName: string, revision: number | bigint): Promise<StoredRow> => {
  const row: StoredRow | undefined = await db('events')
    .select('*', db.raw('transaction_id::text as transaction_text'))
    .where({ stream_name: streamName, stream_revision: String(revision) })
    .first();
  if (!row) throw new Error(`no event ${streamName}#${revision}`);
  return row;
};

/** The trigger switched off for one transaction. */
export const aroundTheTrigger = (db: Knex, work: (trx: Knex.Transaction) => Promise<unknown>) =>
  db.transaction(async (trx) => {
    await trx.raw('alter table events disable trigger events_immutable');
    await work(trx);
    await trx.raw('alter table events enable trigger events_immutable');
  });

/** Replication mode, which fires no ordinary trigger. */
export const asReplica = (db: Knex, work: (trx: Knex.Transaction) => Promise<unknown>) =>
  db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await work(trx);
  });

/** Deletes stored events, as an owner of the database can. */
export const deleteEvents = (db: Knex, rows: readonly StoredRow[]) =>
  asReplica(db, (trx) =>
    trx('events')
      .whereIn(
        'global_position',
        rows.map((row) => row.global_position),
      )
      .delete(),
  );

/** Puts a deleted event back exactly where it was. */
export const putBack = (db: Knex, row: StoredRow) =>
  db.raw(
    `insert into events (global_position, transaction_id, stream_name, stream_revision, event_id, type, data, metadata, created_at)
     values (?, ?::xid8, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
    [row.global_position, row.transaction_text, row.stream_name, row.stream_revision, row.event_id, row.type, JSON.stringify(row.data), JSON.stringify(row.metadata), row.created_at],
  );

/** Changes one field of a stored event's data in place, leaving its hash as it was (returns the original row). */
export async function forgeData(db: Knex, streamName: string, revision: number | bigint, field: string, value: unknown): Promise<StoredRow> {
  const original = await storedEvent(db, streamName, revision);
  await aroundTheTrigger(db, (trx) =>
    trx.raw(`update events set data = jsonb_set(data, ?::text[], ?::jsonb) where stream_name = ? and stream_revision = ?`, [`{${field}}`, JSON.stringify(value), streamName, String(revision)]),
  );
  return original;
}

/** Writes a stored event's original data back. */
export const restoreData = (db: Knex, row: StoredRow) =>
  aroundTheTrigger(db, (trx) => trx.raw('update events set data = ?::jsonb where global_position = ?', [JSON.stringify(row.data), row.global_position]));
