// The second half of verify: every read model rebuilt from the log into a scratch schema and compared row by row with
// the live one, while the product runs.
//
// A fixed point to compare at: one read-only REPEATABLE READ transaction (the snapshot) reads each live projection's
// checkpoint and, later, its rows. A checkpoint is written in the same transaction as the rows it covers, so in one
// snapshot the rows are exactly the projection's events up to its checkpoint. The scratch copy replays each projection
// only up to that checkpoint, with the personal-data keys as the snapshot sees them. The snapshot never writes, so it
// takes no transaction id and holds back no reader of the PostgreSQL log (which reads below the oldest running writer).
//
// One thing a snapshot does not fix: a person's key erased after a live projection applied their event, but before it
// applied the erasure that follows, would show the name live and 'erased' in the scratch copy. So the snapshot is taken
// once every live projection has caught up with the log's head (looked at after the snapshot began): retried a few
// times; should the product never settle, the comparison says so beside its result.
import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { comparePositions, startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import { delay } from '@margdarshak/projections/advisoryLock';
import { migrateCheckpoints, readCheckpoints, resetCheckpoint } from '@margdarshak/projections/checkpoints';
import { createPersonalDataVault } from '@margdarshak/projections/personalData';
import type { Projection } from '@margdarshak/projections/projection';
import { replayLog } from '@margdarshak/projections/rebuild';
import type { EventStore } from '../../platform/eventStore/eventStore';

export interface TableDifference {
  projection: string;
  table: string;
  /** Rows that differ, counted once per id: changed, missing live, or live and not rebuilt. */
  differing: number;
  /** A few ids of those rows. */
  ids: string[];
}

export interface ReadModelReport {
  projections: number;
  tables: number;
  rows: number;
  differences: TableDifference[];
  /** False when the live projections never all caught up with the log: differences may then be passing ones. */
  settled: boolean;
  eventsReplayed: number;
  seconds: number;
}

export interface ReadModelCheckOptions {
  db: Knex;
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'>;
  projections: readonly Projection[];
  onProgress?: (eventsRead: number) => void;
  /** How many snapshots to try for one where every projection has caught up (default 40, 100 ms apart at first). */
  settleAttempts?: number;
}

const sampleIds = 5;
const lagLookLimit = 20_000;

interface Snapshot {
  trx: Knex.Transaction;
  schema: string;
  checkpoints: Map<string, LogPosition>;
  settled: boolean;
}

/** Which projections have events of their types after their checkpoint, up to the head (all of them, when unsure). */
async function lagging(eventStore: ReadModelCheckOptions['eventStore'], projections: readonly Projection[], checkpoints: Map<string, LogPosition>): Promise<string[]> {
  const head = await eventStore.headPosition();
  if (!head) return [];
  const behind = projections.filter((p) => comparePositions(checkpoints.get(p.name) ?? startOfLog, head) < 0);
  if (behind.length === 0) return [];
  let after = behind.map((p) => checkpoints.get(p.name) ?? startOfLog).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const watched = behind.map((p) => ({ name: p.name, types: new Set(p.eventTypes) }));
  const found = new Set<string>();
  for (let read = 0; comparePositions(after, head) < 0; ) {
    const page = await eventStore.readAll({ after, maxCount: 2_000 });
    // Not all of it readable yet (an append still open), or too far behind to look through: count them as behind.
    read += page.length;
    const last = page.at(-1);
    if (last === undefined || read > lagLookLimit) return behind.map((p) => p.name);
    for (const event of page) {
      if (comparePositions(event.position, head) > 0) break;
      for (const p of watched) if (p.types.has(event.type) && comparePositions(event.position, checkpoints.get(p.name) ?? startOfLog) > 0) found.add(p.name);
    }
    after = last.position;
  }
  return [...found];
}

async function takeSnapshot({ db, eventStore, projections, settleAttempts = 40 }: ReadModelCheckOptions): Promise<Snapshot> {
  for (let attempt = 1; ; attempt++) {
    const trx = await db.transaction();
    try {
      await trx.raw('set transaction isolation level repeatable read, read only');
      const { rows } = await trx.raw<{ rows: { schema: string }[] }>('select current_schema() as schema');
      const checkpoints = await readCheckpoints(
        trx,
        projections.map((p) => p.name),
      );
      const schema = rows[0]?.schema;
      if (schema === undefined) throw new Error('PostgreSQL answered no current schema');
      const behind = await lagging(eventStore, projections, checkpoints);
      if (behind.length === 0 || attempt >= settleAttempts) return { trx, schema, checkpoints, settled: behind.length === 0 };
    } catch (error) {
      await trx.rollback().catch(() => {});
      throw error;
    }
    await trx.rollback();
    await delay(Math.min(100 * attempt, 500));
  }
}

/** Columns naming a row: the primary key's, or none (then the whole row is its own name). */
async function keyColumns(db: Knex, schema: string, table: string): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { name: string }[] }>(
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = (quote_ident(?) || '.' || quote_ident(?))::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
    [schema, table],
  );
  return rows.map((row) => row.name);
}

/**
 * Each row's name and a digest of all of it (as jsonb, so column order and spacing do not matter), from one side.
 * Rows are compared in Node rather than with EXCEPT: the snapshot cannot see the scratch tables, written after it began.
 */
async function rowDigests(db: Knex, schema: string, table: string, key: string[]): Promise<Map<string, string[]>> {
  const id = key.length > 0 ? `concat_ws('/', ${key.map((column) => `t.${quote(column)}::text`).join(', ')})` : 'md5(to_jsonb(t)::text)';
  const { rows } = await db.raw<{ rows: { id: string; digest: string }[] }>(`select ${id} as id, md5(to_jsonb(t)::text) as digest from ${quote(schema)}.${quote(table)} t`);
  const digests = new Map<string, string[]>();
  for (const row of rows) {
    const ids = digests.get(row.digest);
    if (ids) ids.push(row.id);
    else digests.set(row.digest, [row.id]);
  }
  return digests;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function tableExists(db: Knex, schema: string, table: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { found: string | null }[] }>("select to_regclass(quote_ident(?) || '.' || quote_ident(?))::text as found", [schema, table]);
  return rows[0]?.found != null;
}

async function compareTable(
  live: Knex.Transaction,
  liveSchema: string,
  scratch: Knex,
  scratchSchema: string,
  projection: string,
  table: string,
): Promise<{ rows: number; difference?: TableDifference }> {
  if (!(await tableExists(live, liveSchema, table))) return { rows: 0, difference: { projection, table, differing: 0, ids: ['(the live table is missing)'] } };
  const key = await keyColumns(scratch, scratchSchema, table);
  const [liveRows, rebuilt] = await Promise.all([rowDigests(live, liveSchema, table, key), rowDigests(scratch, scratchSchema, table, key)]);
  const differing = new Set<string>();
  let rows = 0;
  for (const [digest, ids] of rebuilt) {
    rows += ids.length;
    const same = liveRows.get(digest) ?? [];
    // Rows with the same digest are the same rows: what one side has more of differs.
    for (const id of ids.slice(same.length)) differing.add(id);
    for (const id of same.slice(ids.length)) differing.add(id);
    liveRows.delete(digest);
  }
  for (const ids of liveRows.values()) for (const id of ids) differing.add(id);
  if (differing.size === 0) return { rows };
  return { rows, difference: { projection, table, differing: differing.size, ids: [...differing].sort().slice(0, sampleIds) } };
}

/** A knex on the same database whose unqualified names are the scratch schema's (and nothing else's). */
function scratchKnex(db: Knex, schema: string): Knex {
  const config = db.client.config as Knex.Config;
  return knex({ ...config, searchPath: [schema], pool: { min: 0, max: 6 } });
}

export async function checkReadModels(options: ReadModelCheckOptions): Promise<ReadModelReport> {
  const { db, eventStore, projections, onProgress } = options;
  const started = performance.now();
  const snapshot = await takeSnapshot(options);
  const scratchSchema = `verify_${randomBytes(6).toString('hex')}`;
  let scratch: Knex | undefined;
  try {
    await db.raw(`create schema ${quote(scratchSchema)}`);
    scratch = scratchKnex(db, scratchSchema);
    await migrateCheckpoints(scratch);
    for (const projection of projections) {
      await projection.migrate(scratch);
      await resetCheckpoint(scratch, projection.name, projection.version);
    }
    // The keys as the snapshot sees them: the live rows were built with no later erasure than that. One query at a time
    // on the snapshot's one connection, though the projections replay side by side.
    const vault = createPersonalDataVault(snapshot.trx);
    let queue: Promise<unknown> = Promise.resolve();
    const openPersonalData = (subjectId: string, sealed: string) => {
      const opened = queue.then(() => vault.open(subjectId, sealed));
      queue = opened.catch(() => {});
      return opened;
    };
    const eventsReplayed = await replayLog({
      db: scratch,
      log: eventStore,
      targets: projections.map((projection) => ({ projection, upTo: snapshot.checkpoints.get(projection.name) ?? startOfLog })),
      context: { openPersonalData },
      announce: false,
      onProgress,
    });
    const differences: TableDifference[] = [];
    let rows = 0;
    let tables = 0;
    for (const projection of projections) {
      for (const table of projection.tables) {
        tables++;
        const compared = await compareTable(snapshot.trx, snapshot.schema, scratch, scratchSchema, projection.name, table);
        rows += compared.rows;
        if (compared.difference) differences.push(compared.difference);
      }
    }
    return { projections: projections.length, tables, rows, differences, settled: snapshot.settled, eventsReplayed, seconds: (performance.now() - started) / 1000 };
  } finally {
    await snapshot.trx.rollback().catch(() => {});
    await scratch?.destroy();
    await db.raw(`drop schema if exists ${quote(scratchSchema)} cascade`);
  }
}
