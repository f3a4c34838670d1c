// Events a projection could not apply after a few attempts. Parked with their position and error so the projection goes
// on with the next event; `npm run projections:replay-parked` replays the projection from the start once the cause is
// fixed (a parked event cannot be applied on its own later: the events after it were applied without it).
import type { Knex } from 'knex';
import { formatPosition, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';

export const parkedEventsTable = 'projection_parked_events';

export const parkedEventsSql = `
create table if not exists ${parkedEventsTable} (
  projection text not null,
  event_id uuid not null,
  "commit" bigint not null,
  "prepare" bigint not null,
  stream_name text not null,
  stream_revision bigint not null,
  type text not null,
  error text not null,
  attempts integer not null,
  parked_at timestamptz not null default now(),
  primary key (projection, event_id)
);`;

export interface ParkedEvent {
  projection: string;
  eventId: string;
  position: string;
  streamName: string;
  revision: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/** Records the event as parked, inside the transaction that moves the checkpoint past it. */
export async function parkEvent(trx: Knex.Transaction, projection: string, event: RecordedEvent, error: unknown, attempts: number): Promise<void> {
  await trx(parkedEventsTable)
    .insert({
      projection,
      event_id: event.id,
      commit: String(event.position.commit),
      prepare: String(event.position.prepare),
      stream_name: event.streamName,
      stream_revision: String(event.revision),
      type: event.type,
      error: describeError(error),
      attempts,
    })
    .onConflict(['projection', 'event_id'])
    .merge();
}

/** How many events each projection has parked (projections with none are absent). */
export async function parkedCounts(db: Knex): Promise<Map<string, number>> {
  const rows: { projection: string; n: string }[] = await db(parkedEventsTable).select('projection').count({ n: '*' }).groupBy('projection');
  return new Map(rows.map((row) => [row.projection, Number(row.n)]));
}

interface ParkedRow {
  projection: string;
  event_id: string;
  commit: string;
  prepare: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  error: string;
  attempts: number;
  parked_at: Date;
}

export async function listParked(db: Knex, projection?: string): Promise<ParkedEvent[]> {
  const query = db<ParkedRow>(parkedEventsTable)
    .select('*')
    .orderBy([{ column: 'projection' }, { column: 'commit' }, { column: 'prepare' }]);
  if (projection) void query.where({ projection });
  const rows = await query;
  return rows.map((row) => ({
    projection: row.projection,
    eventId: row.event_id,
    position: formatPosition({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) } satisfies LogPosition),
    streamName: row.stream_name,
    revision: String(row.stream_revision),
    type: row.type,
    error: row.error,
    attempts: row.attempts,
    parkedAt: row.parked_at.toISOString(),
  }));
}

/** Forgets a projection's parked events: its replay from the start meets them again (and parks them again if need be). */
export async function clearParked(db: Knex, projection: string): Promise<void> {
  await db(parkedEventsTable).where({ projection }).delete();
}
