// Drops a read model and replays the whole log into it from position 0, in batches, each with its checkpoint.
// It takes the projection's advisory lock, so it never runs beside a live runner of the same projection.
import type { Knex } from 'knex';
import type { LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import { createLockOwner, projectionLockKey } from './advisoryLock';
import { applyBatch, eventsFor, type ParkingLogger } from './applyBatch';
import { migrateCheckpoints, resetCheckpoint } from './checkpoints';
import type { Projection, ProjectionContext } from './projection';
import type { LogSource } from './runner';

export interface RebuildResult {
  name: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  db: Knex;
  log: Pick<LogSource, 'readAll'>;
  projection: Projection;
  context: ProjectionContext;
  /** Events per transaction (default 5,000). */
  batchSize?: number;
  /** How long to wait for a running projector to let go of the projection (default 10 s). */
  lockTimeoutMs?: number;
  /** Called after each batch commits with the number of events replayed so far. */
  onProgress?: (eventsReplayed: number) => void;
  /** Attempts on an event that fails before it is parked, and the first back-off between them (as the runner's). */
  parkAfterAttempts?: number;
  retryMs?: number;
  logger?: ParkingLogger;
}

export class ProjectionBusyError extends Error {
  constructor(readonly projection: string) {
    super(`Projection ${projection} is held by a running projector (npm start or npm run projector); stop it before rebuilding.`);
    this.name = 'ProjectionBusyError';
  }
}

export async function rebuildProjection({ db, log, projection, context, batchSize = 5_000, lockTimeoutMs = 10_000, onProgress, parkAfterAttempts, retryMs, logger }: RebuildOptions): Promise<RebuildResult> {
  const { name } = projection;
  const owner = createLockOwner(db);
  try {
    const lock = await owner.lock(projectionLockKey(name), 100, AbortSignal.timeout(lockTimeoutMs));
    if (!lock) throw new ProjectionBusyError(name);
    await migrateCheckpoints(db);
    // One transaction: readers see the old tables until the new, empty ones replace them.
    await db.transaction(async (trx) => {
      for (const table of projection.tables) await trx.schema.dropTableIfExists(table);
      await projection.migrate(trx);
      await resetCheckpoint(trx, name, projection.version);
    });

    const started = performance.now();
    let events = 0;
    let position: LogPosition = { commit: 0n, prepare: 0n };
    const read = (after: LogPosition) => {
      const page = log.readAll({ after, maxCount: batchSize });
      page.catch(() => {}); // awaited below; this keeps a page read ahead of a failed batch from going unhandled
      return page;
    };
    // The next page is read while the current one is applied.
    let next: Promise<RecordedEvent[]> = read(position);
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      if (!last) break;
      next = read(last.position);
      if (lock.lost.aborted) throw new Error(`Lost the lock of ${name} during its rebuild; run it again`);
      await applyBatch({ db, projection, context, parkAfterAttempts, retryMs, logger, signal: lock.lost }, position, eventsFor(projection, batch, position), last.position);
      position = last.position;
      events += batch.length;
      onProgress?.(events);
    }
    const seconds = (performance.now() - started) / 1000;
    return { name, events, seconds, eventsPerSecond: seconds > 0 ? events / seconds : 0 };
  } finally {
    await owner.close();
  }
}

/** `which` is a projection's name or 'all'; throws, naming the known projections, when nothing matches. */
export function selectProjections(projections: Projection[], which = 'all'): Projection[] {
  const selected = which === 'all' ? projections : projections.filter((p) => p.name === which);
  if (selected.length === 0) throw new Error(`No projection named "${which}". Known: ${projections.map((p) => p.name).join(', ')}, or all`);
  return selected;
}

export interface RebuildManyOptions extends Omit<RebuildOptions, 'projection' | 'onProgress'> {
  projections: Projection[];
  /** A projection's name, or 'all' (default). */
  which?: string;
  onStart?: (name: string) => void;
  onProgress?: (name: string, eventsReplayed: number) => void;
}

/** Rebuilds the selected projections one after the other; answers each one's figures. */
export async function rebuildProjections({ projections, which, onStart, onProgress, ...options }: RebuildManyOptions): Promise<RebuildResult[]> {
  const results: RebuildResult[] = [];
  for (const projection of selectProjections(projections, which)) {
    onStart?.(projection.name);
    results.push(await rebuildProjection({ ...options, projection, onProgress: (n) => onProgress?.(projection.name, n) }));
  }
  return results;
}
