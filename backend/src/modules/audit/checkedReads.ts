// The audit's reads with their chain check (chainOnRead.ts): the events asked for with what checking them needs, in one
// read; for a whole stream, its signed end first, so that an event appended and digested meanwhile is read too and
// never looks removed.
import type { ChainProblem } from '@margdarshak/contracts/api/auditIntegrity';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Knex } from 'knex';
import type { EventRef } from '../../platform/eventStore/eventStore';
import type { AuditDeps } from './auditDeps';
import { chainProblems, type SignedHead } from './chainOnRead';
import { migrateDigests, streamHeadsTable } from './digests';

export interface CheckedEvents {
  events: RecordedEvent[];
  /** The problems in the streams of those events (empty when every one holds its chain). */
  problems: ChainProblem[];
}

// The heads table is made by the first digest; a read before it must find it, empty. Made once per database handle.
const migrated = new WeakMap<Knex, Promise<void>>();
function headsTableReady(db: Knex): Promise<void> {
  let ready = migrated.get(db);
  if (!ready) {
    ready = migrateDigests(db).catch((error: unknown) => {
      migrated.delete(db);
      throw error;
    });
    migrated.set(db, ready);
  }
  return ready;
}

/** Each stream's end as the last signed digest covered it, for the streams named that a digest has covered. */
export async function signedHeads(db: Knex, streamNames: readonly string[]): Promise<Map<string, SignedHead>> {
  await headsTableReady(db);
  // Raw: it runs on every timeline, and the query builder would cost more than the query.
  const { rows } = await db.raw<{ rows: { stream_name: string; revision: string; hash: string | null }[] }>(`select stream_name, revision, hash from ${streamHeadsTable} where stream_name = any(?)`, [
    [...new Set(streamNames)],
  ]);
  return new Map(rows.map((row) => [row.stream_name, { revision: BigInt(row.revision), hash: row.hash }]));
}

const refKey = (streamName: string, revision: bigint) => `${revision}:${streamName}`;

/**
 * The events a booking's audit index names, in log order, checked with the event before and after each (one read).
 * Their streams' signed ends are not read here: an event the index names and the log no longer has is found as
 * missing, and a query more on the busiest audit read cost a sixth of its throughput for what only an owner who also
 * rewrites hashes would slip past (verify does not let them).
 */
export async function readEventsChecked(deps: Pick<AuditDeps, 'eventStore'>, refs: readonly EventRef[]): Promise<CheckedEvents> {
  const wanted = new Map<string, EventRef>();
  const want = (streamName: string, revision: bigint) => revision >= 0n && wanted.set(refKey(streamName, revision), { streamName, revision });
  for (const { streamName, revision } of refs) {
    want(streamName, revision - 1n);
    want(streamName, revision);
    want(streamName, revision + 1n);
  }
  const read = await deps.eventStore.readEvents([...wanted.values()]);
  const asked = new Set(refs.map((ref) => refKey(ref.streamName, ref.revision)));
  const events = read.filter((event) => asked.has(refKey(event.streamName, event.revision)));
  return { events, problems: chainProblems(read, refs, new Map()) };
}

/** A whole stream, checked, also against its end as the last signed digest saw it (read first). */
export async function readStreamChecked(deps: Pick<AuditDeps, 'db' | 'eventStore'>, streamName: string): Promise<CheckedEvents> {
  const signed = await signedHeads(deps.db, [streamName]);
  const events = await deps.eventStore.readStream(streamName);
  return { events, problems: chainProblems(events, events, signed) };
}
