// Where each projection has got to in the log. Written in the same transaction as the projection's rows, and claimed
// (row-locked and compared) at the start of that transaction, so a batch applied by a runner whose picture of the
// checkpoint is out of date (a lost lock, a second instance) rolls back instead of applying events twice.
import type { Knex } from 'knex';
import { formatPosition, startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import { clearParked, parkedEventsSql } from './parked';

export const checkpointsTable = 'projection_checkpoints';

/** Every batch a projection commits announces its name on this channel (API copies LISTEN to drop cached reads). */
export const projectionAppliedChannel = 'projection_applied';

// Both columns are bigint. PostgreSQL log positions are (xid8, sequence): an xid8 is epoch * 2^32 + xid, and the epoch
// grows by one every 2^32 transactions, so it stays below 2^63 for the next 2^31 epochs (never, in practice).
// EventStoreDB positions are byte offsets in its log, int64 on its side too. A value beyond bigint would make the
// checkpoint write fail loudly ("out of range"), rolling its batch back, rather than wrap.
// The first version named the columns commit_position and prepare_position; they are renamed in place.
const migrationSql = `
create table if not exists ${checkpointsTable} (
  name text primary key,
  "commit" bigint not null check ("commit" >= 0),
  "prepare" bigint not null check ("prepare" >= 0),
  updated_at timestamptz not null default now()
);
alter table ${checkpointsTable} add column if not exists version integer not null default 1;
-- Set while the projection's last attempt failed (cleared by its next commit): waiting commands pass it by.
alter table ${checkpointsTable} add column if not exists failing_since timestamptz;
alter table ${checkpointsTable} add column if not exists last_error text;
-- Set by npm run projections:replay-parked: the runner holding the projection replays it from the start.
alter table ${checkpointsTable} add column if not exists replay_requested_at timestamptz;
do $$ begin
  if exists (select 1 from information_schema.columns
             where table_schema = current_schema() and table_name = '${checkpointsTable}' and column_name = 'commit_position') then
    alter table ${checkpointsTable} rename column commit_position to "commit";
    alter table ${checkpointsTable} rename column prepare_position to "prepare";
  end if;
end $$;`;

/** Serialises schema changes of the read side: several processes may start at once. */
export const lockReadSideSchema = (trx: Knex.Transaction) => trx.raw('select pg_advisory_xact_lock(7401003)');

export async function migrateCheckpoints(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await lockReadSideSchema(trx);
    await trx.raw(migrationSql);
    await trx.raw(parkedEventsSql);
  });
}

/** The table version the projection's checkpoint was written for; undefined before its first start. */
export async function readCheckpointVersion(db: Knex, name: string): Promise<number | undefined> {
  const row: { version: number } | undefined = await db(checkpointsTable).select('version').where({ name }).first();
  return row?.version;
}

interface CheckpointRow {
  name: string;
  commit: string;
  prepare: string;
}

const toPosition = (row: CheckpointRow): LogPosition => ({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) });

/** Each name's checkpoint; the start of the log for a projection that has none yet. */
export async function readCheckpoints(db: Knex, names: string[]): Promise<Map<string, LogPosition>> {
  const rows = await db<CheckpointRow>(checkpointsTable).select('name', 'commit', 'prepare').whereIn('name', names);
  const positions = new Map(names.map((name) => [name, startOfLog]));
  for (const row of rows) positions.set(row.name, toPosition(row));
  return positions;
}

/** The projection's checkpoint, creating its row at the start of the log if missing (so it can be claimed). */
export async function ensureCheckpoint(db: Knex, name: string): Promise<LogPosition> {
  await db(checkpointsTable).insert({ name, commit: '0', prepare: '0' }).onConflict('name').ignore();
  return (await readCheckpoints(db, [name])).get(name) ?? startOfLog;
}

export interface ProjectionProgress {
  position: LogPosition;
  /** The last attempt to apply an event failed, and no batch has committed since. */
  failing: boolean;
}

/** Each name's checkpoint and whether it is failing; the start of the log for a projection that has none yet. */
export async function readProgress(db: Knex, names: string[]): Promise<Map<string, ProjectionProgress>> {
  const rows: (CheckpointRow & { failing_since: Date | null })[] = await db(checkpointsTable).select('name', 'commit', 'prepare', 'failing_since').whereIn('name', names);
  const progress = new Map<string, ProjectionProgress>(names.map((name) => [name, { position: startOfLog, failing: false }]));
  for (const row of rows) progress.set(row.name, { position: toPosition(row), failing: row.failing_since !== null });
  return progress;
}

/** Notes, outside any batch, that the projection's last attempt failed and why. */
export async function markFailing(db: Knex, name: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
  await db(checkpointsTable)
    .where({ name })
    .update({ failing_since: db.raw('coalesce(failing_since, now())'), last_error: message });
}

/** Asks whichever runner holds the projection to replay it from the start. */
export async function requestReplay(db: Knex, name: string): Promise<void> {
  await db(checkpointsTable).where({ name }).update({ replay_requested_at: db.fn.now() });
}

/** The projections, among `names`, whose replay has been asked for and not yet begun. */
export async function replaysRequested(db: Knex, names: string[]): Promise<string[]> {
  const rows: { name: string }[] = await db(checkpointsTable).select('name').whereIn('name', names).whereNotNull('replay_requested_at');
  return rows.map((row) => row.name);
}

export class CheckpointMovedError extends Error {
  constructor(
    readonly projection: string,
    readonly expected: LogPosition,
    readonly actual: LogPosition | undefined,
  ) {
    super(`Checkpoint of ${projection} is ${actual ? formatPosition(actual) : 'missing'}, not ${formatPosition(expected)}: another instance moved it`);
    this.name = 'CheckpointMovedError';
  }
}

/**
 * Locks the projection's checkpoint row until `trx` ends and checks it is still `expected`; throws CheckpointMovedError
 * otherwise. Call first in a batch's transaction: a concurrent writer of the same projection then waits, and fails.
 */
export async function claimCheckpoint(trx: Knex.Transaction, name: string, expected: LogPosition): Promise<void> {
  const row = await trx<CheckpointRow>(checkpointsTable).select('name', 'commit', 'prepare').where({ name }).forUpdate().first();
  const actual = row && toPosition(row);
  if (!actual || actual.commit !== expected.commit || actual.prepare !== expected.prepare) throw new CheckpointMovedError(name, expected, actual);
}

/**
 * Moves the checkpoint (after claimCheckpoint in the same transaction) and announces the change once it commits, unless
 * `announce` is false (a scratch copy that no API serves from, see replayLog).
 */
export async function writeCheckpoint(trx: Knex.Transaction, name: string, position: LogPosition, announce = true): Promise<void> {
  await trx(checkpointsTable)
    .insert({ name, commit: String(position.commit), prepare: String(position.prepare), updated_at: trx.fn.now(), failing_since: null, last_error: null })
    .onConflict('name')
    .merge();
  if (announce) await trx.raw('select pg_notify(?, ?)', [projectionAppliedChannel, name]);
}

/**
 * Back to the start of the log (the row stays, so a rebuild's batches can claim it), for tables of `version`; the
 * parked events and any replay request are forgotten: the replay meets those events again.
 */
export async function resetCheckpoint(db: Knex, name: string, version = 1): Promise<void> {
  await db(checkpointsTable).insert({ name, commit: '0', prepare: '0', version, updated_at: db.fn.now(), failing_since: null, last_error: null, replay_requested_at: null }).onConflict('name').merge();
  await clearParked(db, name);
}
