// PostgreSQL adapter of the EventStore port: the embedded default, CI and small deployments.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { formatPosition, startOfLog, type EventMetadata, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent, type ReadAllOptions, type SubscribeOptions } from '../eventStore';
import { connectTimeoutMs } from '../../db/connectionOptions';
import { contentHash, genesisHash, linkHash, splitHash, withoutHash } from '../hashChain';
import { createAuditReads } from './auditReads';
import { createLiveWakeups } from './liveWakeups';
import { appendOneStatementSql, appendStatementSql, newStreamStatementSql, sqlStates } from './schema';

export { migrateEventStore } from './schema';

export interface PostgresEventStoreOptions {
  /** Either a connection string (the store opens and closes its own pool) or a pool the caller keeps and ends. */
  connectionString?: string;
  pool?: pg.Pool;
  /** Size of the pool the store opens. */
  poolSize?: number;
  /** How often a live subscription looks again when no wakeup came (default 250 ms). */
  pollIntervalMs?: number;
  /** Least time between two NOTIFYs announcing appends to other processes (default 10 ms). */
  notifyIntervalMs?: number;
}

interface EventRow {
  global_position: string;
  transaction_text: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

// The text form of the transaction id gets its own name: an output column named transaction_id would be what
// `order by transaction_id` sorts, as text, putting transaction 1000 before 999.
const columns = 'global_position, transaction_id::text as transaction_text, stream_name, stream_revision, event_id, type, data, metadata';

// Positions are (transaction id, sequence). Only transactions older than every running one are read, so a writer that
// commits late with a lower sequence is never skipped by a reader that already moved past it: its transaction id is at
// least the snapshot's xmin, hence above every position already read. (events_read_horizon() is that xmin: schema.ts.)
const readAllSql = `select ${columns} from events
  where transaction_id < events_read_horizon()
    and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  order by events.transaction_id, events.global_position
  limit $3`;

// A first attempt is one statement (schema.ts); a second one, after the statement answered nothing (the expected
// revision failed) or a unique key refused it, asks append_events to look for the ids and say what happened.
const appendStatement = { name: 'margdarshak_append', text: appendStatementSql };
const appendOneStatement = { name: 'margdarshak_append_one', text: appendOneStatementSql };
const newStreamStatement = { name: 'margdarshak_new_stream', text: newStreamStatementSql };
const checkedAppendSql = 'select revision, transaction_id::text as transaction_text, global_position from append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::text[], true)';
const checkedAppend = { name: 'margdarshak_append_events', text: checkedAppendSql };

/** One event's append parameters: stream, expected revision, id, type, data, metadata (without hash), content hash. */
type OneEvent = [string, string, string, string, string, string, string];

/**
 * A new stream's one event: revision 0, linked to genesis, both known before the database is asked, so its hash is
 * made here and the unique key (stream, revision) stands for the expected revision (newStreamStatementSql).
 */
function newStreamInsert([streamName, , id, type, data, metadata, content]: OneEvent) {
  const hash = linkHash(genesisHash, streamName, 0n, content);
  return { ...newStreamStatement, values: [streamName, id, type, data, JSON.stringify({ ...JSON.parse(metadata), hash })] };
}

/** A lost race for the unique key is re-run this many times (it settles at once unless many writers share a stream). */
const maxAttempts = 20;

export function createPostgresEventStore(source: PostgresEventStoreOptions | pg.Pool): EventStore {
  const options: PostgresEventStoreOptions = source instanceof pg.Pool ? { pool: source } : source;
  const ownsPool = !options.pool;
  // A server that does not answer fails the append or read in seconds (answered 503), rather than hanging it.
  const connection = { connectionString: options.connectionString, connectionTimeoutMillis: connectTimeoutMs };
  const pool = options.pool ?? new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  if (ownsPool) pool.on('error', () => {});
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const wakeups = createLiveWakeups(pool, options.pool ? { connectionTimeoutMillis: connectTimeoutMs, ...options.pool.options } : connection, options.notifyIntervalMs ?? 10);
  const closing = new AbortController();

  async function appendToStream(streamName: string, events: NewEvent[], { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}) needs at least one event`);
    const expected = expectedRevision === 'any' ? -2n : expectedRevision === 'no_stream' ? -1n : expectedRevision;
    // Each event's content hash is computed here, over the values as the store will give them back; append_events links
    // it to the stream's chain (schema.ts), where the revision and the previous hash are known.
    const stored = events.map((e) => ({ type: e.type, data: JSON.stringify(e.data ?? null), metadata: JSON.stringify(withoutHash(e.metadata)) }));
    const data = stored.map((e) => e.data);
    const metadata = stored.map((e) => e.metadata);
    const params = [
      streamName,
      String(expected),
      events.map((e) => e.id ?? randomUUID()),
      events.map((e) => e.type),
      data,
      metadata,
      stored.map((e) => contentHash(e.type, JSON.parse(e.data), JSON.parse(e.metadata) as EventMetadata)),
    ];
    // The first attempt in one statement: a batch's values as arrays; one event's as they are, a new stream's as a plain
    // INSERT (docs/decisions/0168). After a conflict, append_events, which tells what the conflict was.
    const one = params.map((param) => (Array.isArray(param) ? param[0] : param)) as OneEvent;
    const first = events.length > 1 ? { ...appendStatement, values: params } : expected === -1n ? newStreamInsert(one) : { ...appendOneStatement, values: one };
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await pool.query<{ revision: string; transaction_text: string; global_position: string }>(attempt === 1 ? first : { ...checkedAppend, values: params });
        if (rows.length === 0 && attempt === 1) continue;
        const last = rows.reduce((a, b) => (BigInt(b.revision) > BigInt(a.revision) ? b : a));
        wakeups.appended();
        return { nextExpectedRevision: BigInt(last.revision), position: { commit: BigInt(last.transaction_text), prepare: BigInt(last.global_position) } };
      } catch (error) {
        const { code, detail } = error as { code?: string; detail?: string };
        // A concurrent writer took the key first and has committed: run again to see what that means for us.
        if (code === '23505' && attempt < maxAttempts) continue;
        if (code === sqlStates.wrongRevision) throw new WrongExpectedRevisionError(streamName, expectedRevision, !detail || detail === 'no_stream' ? 'no_stream' : BigInt(detail));
        if (code === '23505') throw new WrongExpectedRevisionError(streamName, expectedRevision, await currentRevision(streamName));
        if (code === sqlStates.mixedIds) {
          throw new Error(`Stream ${streamName}: some of these event ids are stored already and others are not; an append is all or nothing, so it is refused`, { cause: error });
        }
        throw error;
      }
    }
  }

  async function currentRevision(streamName: string): Promise<bigint | 'no_stream'> {
    const { rows } = await pool.query<{ max: string | null }>('select max(stream_revision) from events where stream_name = $1', [streamName]);
    const max = rows[0]?.max;
    return max == null ? 'no_stream' : BigInt(max);
  }

  async function readStream(streamName: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(`select ${columns} from events where stream_name = $1 and stream_revision >= $2 order by stream_revision`, [streamName, String(fromRevision)]);
    return rows.map(toRecorded);
  }

  async function readAll({ after = startOfLog, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(readAllSql, [String(after.commit), String(after.prepare), maxCount]);
    return rows.map(toRecorded);
  }

  async function headPosition(): Promise<LogPosition | undefined> {
    const { rows } = await pool.query<{ transaction_text: string; global_position: string }>(
      `select transaction_id::text as transaction_text, global_position from events
        order by transaction_id desc, global_position desc limit 1`,
    );
    const row = rows[0];
    return row && { commit: BigInt(row.transaction_text), prepare: BigInt(row.global_position) };
  }

  // Every live subscription (one per projection) is woken by the same append and asks for the same page at once: they
  // share one query. Only a read that began with no wakeup since may be shared, so none of them can miss an append: one
  // the shared read did not see woke them after it began, and makes them read again.
  const inFlight = new Map<string, { generation: number; page: Promise<RecordedEvent[]> }>();
  function sharedRead(after: LogPosition, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${formatPosition(after)}:${maxCount}`;
    const generation = wakeups.generation();
    const running = inFlight.get(key);
    if (running && running.generation === generation) return running.page;
    const page = readAll({ after, maxCount }).finally(() => {
      if (inFlight.get(key)?.page === page) inFlight.delete(key);
    });
    inFlight.set(key, { generation, page });
    return page;
  }

  async function* subscribeToAll({ after, batchSize = 500, signal }: SubscribeOptions = {}): AsyncGenerator<RecordedEvent[]> {
    const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
    const watcher = wakeups.watch();
    let position: LogPosition = after ?? startOfLog;
    // After a wakeup that finds nothing yet (an older transaction is still open), look again soon, backing off to the poll.
    let quickDelayMs = 0;
    try {
      while (!stop.aborted) {
        watcher.reset();
        const batch = await sharedRead(position, batchSize);
        if (stop.aborted) return;
        const last = batch.at(-1);
        if (last) {
          position = last.position;
          quickDelayMs = 0;
          yield batch;
          continue;
        }
        const woken = await watcher.wait(quickDelayMs || pollIntervalMs, stop);
        quickDelayMs = woken ? 4 : quickDelayMs && quickDelayMs * 2 < pollIntervalMs ? quickDelayMs * 2 : 0;
      }
    } finally {
      watcher.dispose();
    }
  }

  let closed: Promise<void> | undefined;
  function close() {
    closed ??= (async () => {
      closing.abort();
      await wakeups.close();
      if (ownsPool) await pool.end();
    })();
    return closed;
  }

  return { appendToStream, readStream, readAll, ...createAuditReads<EventRow>(pool, { columns, toRecorded }), headPosition, subscribeToAll, close };
}

function toRecorded(row: EventRow): RecordedEvent {
  const { metadata, hash } = splitHash(row.metadata);
  return {
    id: row.event_id,
    streamName: row.stream_name,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_text), prepare: BigInt(row.global_position) },
    type: row.type,
    data: row.data,
    metadata,
    ...(hash === undefined ? {} : { hash }),
  };
}
