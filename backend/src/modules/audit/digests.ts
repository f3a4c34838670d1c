// Appends a signed digest of every stream's head to stream audit-digests: on a schedule (digests.processor.ts), on
// demand (POST /api/admin/audit/digest) and after every verification (verify.ts), and copies it outside the database
// (outsideDigests.ts). Portable across both stores: the heads are kept in PostgreSQL
// (audit_stream_heads), brought up to date from the log with readAll since the last digest, so each digest reads only
// the events appended since the one before.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { auditEvents } from '@margdarshak/contracts/events/audit';
import { comparePositions, formatPosition, startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { createLockOwner } from '@margdarshak/projections/advisoryLock';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { metadataOf, type Actor } from '../../platform/commandHandler';
import type { EventStore } from '../../platform/eventStore/eventStore';
import { nameBasedId } from '../../platform/nameBasedId';
import { createHeadsTree, digestKey, signDigest, type DigestData } from './headsDigest';
import { auditDigestsStream } from './integrityStreams';
import { copyDigestsOutside } from './outsideDigests';

export const streamHeadsTable = 'audit_stream_heads';
const progressTable = 'audit_digest_progress';
const pageSize = 5_000;

export interface DigestDeps {
  db: Knex;
  eventStore: EventStore;
  clock: Clock;
  serverSecret: string;
  /** Where the digests are also written, outside the database (outsideDigests.ts). */
  config: Pick<Config, 'auditDigestDir'>;
}

export async function migrateDigests(db: Knex): Promise<void> {
  await db.raw(`
create table if not exists ${streamHeadsTable} (stream_name text primary key, revision bigint not null, hash text);
create table if not exists ${progressTable} (
  id integer primary key check (id = 1),
  "commit" bigint not null,
  "prepare" bigint not null,
  events bigint not null
);`);
}

interface Progress {
  position: LogPosition;
  events: number;
}

async function readProgress(db: Knex): Promise<Progress> {
  const row: { commit: string; prepare: string; events: string } | undefined = await db(progressTable).where({ id: 1 }).first();
  return row ? { position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) }, events: Number(row.events) } : { position: startOfLog, events: 0 };
}

/** Brings the heads table up to the log's head (as it was when this began); answers how far it got. */
async function catchUp(deps: DigestDeps): Promise<Progress> {
  const { db, eventStore } = deps;
  const progress = await readProgress(db);
  const head = (await eventStore.headPosition()) ?? startOfLog;
  const changed = new Map<string, RecordedEvent>();
  let { position, events } = progress;
  while (comparePositions(position, head) < 0) {
    const page = await eventStore.readAll({ after: position, maxCount: pageSize });
    if (page.length === 0) break; // an append begun earlier is still open: the next digest covers what follows
    for (const event of page) {
      if (comparePositions(event.position, head) > 0) break;
      changed.set(event.streamName, event);
      events++;
      position = event.position;
    }
  }
  if (changed.size === 0 && position === progress.position) return progress;
  // One short transaction: a longer one would hold back every reader of the PostgreSQL log (see postgresEventStore.ts).
  const rows = [...changed.values()].map((e) => ({ stream_name: e.streamName, revision: String(e.revision), hash: e.hash ?? null }));
  await db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 5_000) {
      await trx.raw(
        `insert into ${streamHeadsTable} select * from jsonb_to_recordset(?::jsonb) as r(stream_name text, revision bigint, hash text)
         on conflict (stream_name) do update set revision = excluded.revision, hash = excluded.hash`,
        [JSON.stringify(rows.slice(i, i + 5_000))],
      );
    }
    await trx(progressTable)
      .insert({ id: 1, commit: String(position.commit), prepare: String(position.prepare), events })
      .onConflict('id')
      .merge();
  });
  return { position, events };
}

export interface AppendedDigest {
  digest: DigestData;
  position: LogPosition;
}

/**
 * Signs the heads of every stream as of the log's head and appends the digest. One at a time (an advisory lock), so a
 * scheduled digest and one asked for meanwhile never interleave their bookkeeping. The digest's id follows from the
 * position it covers: run again after a crash, it appends nothing twice.
 */
/** How long a digest that must cover an event waits for the log to show it (another writer's open transaction hides it). */
const coverWaitMs = 10_000;

/**
 * `covering`: an event the digest must cover (a verification's own record). The log shows events below the oldest
 * running transaction only, so one just appended may be hidden for a moment: the digest waits until it is read.
 */
export async function appendHeadsDigest(deps: DigestDeps, actor: Actor = { role: 'system' }, covering?: LogPosition): Promise<AppendedDigest> {
  const { db, eventStore, clock } = deps;
  await migrateDigests(db);
  return underDigestLock(db, async () => {
    const deadline = Date.now() + coverWaitMs;
    let progress = await catchUp(deps);
    while (covering && comparePositions(progress.position, covering) < 0) {
      if (Date.now() > deadline) throw new Error(`the log did not show the event at ${formatPosition(covering)} within ${coverWaitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      progress = await catchUp(deps);
    }
    const { position, events } = progress;
    const tree = createHeadsTree();
    const heads: { stream_name: string; revision: string; hash: string | null }[] = await db(streamHeadsTable).select('stream_name', 'revision', 'hash');
    for (const row of heads) tree.set(row.stream_name, { revision: BigInt(row.revision), hash: row.hash ?? undefined });
    const now = clock.now();
    const digest = signDigest(digestKey(deps.serverSecret), {
      digestedAt: now.toISOString(),
      upTo: { commit: String(position.commit), prepare: String(position.prepare) },
      streams: tree.streams,
      events,
      headsRoot: tree.root(),
    });
    auditEvents.StreamHeadsDigested.schema.parse(digest);
    const id = nameBasedId(`${auditDigestsStream}:${position.commit}/${position.prepare}`);
    const metadata = { ...metadataOf({ ...actor, correlationId: actor.correlationId ?? randomUUID() }, now), version: auditEvents.StreamHeadsDigested.version };
    const appended = await eventStore.appendToStream(auditDigestsStream, [{ id, type: 'StreamHeadsDigested', data: digest, metadata }]);
    const digests = await eventStore.readStream(auditDigestsStream);
    // Still under the lock: one writer at a time, whichever copy of the product signs.
    await copyDigestsOutside(db, deps.config.auditDigestDir, digestKey(deps.serverSecret), digests);
    // A retry after a crash answers the digest appended the first time, which is the one in the log.
    const stored = digests.find((e) => e.id === id);
    return { digest: stored ? auditEvents.StreamHeadsDigested.schema.parse(stored.data) : digest, position: appended.position };
  });
}

/**
 * Runs `work` holding the digests' advisory lock: one digest signed and copied at a time, and a look at the copies
 * (verify) that no copy is being written during.
 */
export async function underDigestLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const locks = createLockOwner(db);
  try {
    const lock = await locks.lock('audit-digest', 50, AbortSignal.timeout(30_000));
    if (!lock) throw new Error('Another digest has been running for 30 s; try again later');
    const result = await work();
    await lock.release();
    return result;
  } finally {
    await locks.close();
  }
}
