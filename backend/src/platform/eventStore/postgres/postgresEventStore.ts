// PostgreSQL adapter of the EventStore port: the embedded default, CI and small deployments.
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import pg from 'pg';
import { startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent, type ReadAllOptions, type SubscribeOptions } from '../eventStore';

export { migrateEventStore } from './schema';

export interface PostgresEventStoreOptions {
  connectionString: string;
  poolSize?: number;
  /** How often a live subscription looks for events appended by other processes. */
  pollIntervalMs?: number;
}

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const columns = 'global_position, transaction_id::text as transaction_id, stream_name, stream_revision, event_id, type, data, metadata';

// Only transactions older than every running one are read: a writer that commits late with a lower sequence is then
// never skipped by a reader that already moved past it (positions are ordered by transaction id, then sequence).
const readAllSql = `select ${columns} from events
  where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  order by transaction_id, global_position
  limit $3`;

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const appended = new EventEmitter().setMaxListeners(0);
  const pollIntervalMs = options.pollIntervalMs ?? 100;

  async function appendToStream(streamName: string, events: NewEvent[], { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = expectedRevision === 'any' ? -2n : expectedRevision === 'no_stream' ? -1n : expectedRevision;
    const params = [
      streamName,
      String(expected),
      events.map((e) => e.id ?? randomUUID()),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await pool.query<{ revision: string; transaction_id: string; global_position: string }>(
          'select revision, transaction_id::text as transaction_id, global_position from append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
          params,
        );
        const last = rows.at(-1);
        if (!last) throw new Error(`append to ${streamName} returned nothing`);
        appended.emit('append');
        return { nextExpectedRevision: BigInt(last.revision), position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) } };
      } catch (error) {
        const code = (error as { code?: string }).code;
        // A concurrent writer took the next revision first: with 'any' that is not the caller's business, so retry.
        if (code === '23505' && expectedRevision === 'any' && attempt < 20) continue;
        if (code === '23505' || code === 'MD002') {
          const detail = (error as { detail?: string }).detail;
          const actual = code === 'MD002' && detail && detail !== 'no_stream' ? BigInt(detail) : code === 'MD002' ? 'no_stream' : await currentRevision(streamName);
          throw new WrongExpectedRevisionError(streamName, expectedRevision, actual);
        }
        throw error;
      }
    }
  }

  async function currentRevision(streamName: string): Promise<bigint | 'no_stream'> {
    const { rows } = await pool.query<{ max: string | null }>('select max(stream_revision) from events where stream_name = $1', [streamName]);
    return rows[0]?.max == null ? 'no_stream' : BigInt(rows[0].max);
  }

  async function readStream(streamName: string): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(`select ${columns} from events where stream_name = $1 order by stream_revision`, [streamName]);
    return rows.map(toRecorded);
  }

  async function readAll({ after = startOfLog, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(readAllSql, [String(after.commit), String(after.prepare), maxCount]);
    return rows.map(toRecorded);
  }

  async function* subscribeToAll({ after, batchSize = 500, signal }: SubscribeOptions = {}): AsyncGenerator<RecordedEvent[]> {
    let position: LogPosition = after ?? startOfLog;
    while (!signal?.aborted) {
      const batch = await readAll({ after: position, maxCount: batchSize });
      const last = batch.at(-1);
      if (last) {
        position = last.position;
        yield batch;
        continue;
      }
      await nextWakeUp(signal);
    }
  }

  /** Resolves at the next append in this process, after the poll interval, or on abort, whichever comes first. */
  async function nextWakeUp(signal: AbortSignal | undefined): Promise<void> {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(stop, pollIntervalMs);
    try {
      await once(appended, 'append', { signal: controller.signal });
    } catch {
      // timed out or aborted: both mean look again
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
  }

  return { appendToStream, readStream, readAll, subscribeToAll, close: () => pool.end() };
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamName: row.stream_name,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}
