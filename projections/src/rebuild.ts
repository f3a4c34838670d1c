// Drops a read model and replays the whole log into it from position 0, in batches, each with its checkpoint.
// It takes the projection's advisory lock, so it never runs beside a live runner of the same projection.
import type { Knex } from 'knex';
import { comparePositions, startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
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

export async function rebuildProjection({
  db,
  log,
  projection,
  context,
  batchSize = 5_000,
  lockTimeoutMs = 10_000,
  onProgress,
  parkAfterAttempts,
  retryMs,
  logger,
}: RebuildOptions): Promise<RebuildResult> {
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
    const events = await replayLog({
      db,
      log,
      targets: [{ projection }],
      context,
      batchSize,
      parkAfterAttempts,
      retryMs,
      logger,
      signal: lock.lost,
      onProgress,
      beforeBatch: () => {
        if (lock.lost.aborted) throw new Error(`Lost the lock of ${name} during its rebuild; run it again`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return { name, events, seconds, eventsPerSecond: seconds > 0 ? events / seconds : 0 };
  } finally {
    await owner.close();
  }
}

export interface ReplayTarget {
  projection: Projection;
  /** The last position to apply (inclusive); absent: the whole log. */
  upTo?: LogPosition;
}

export interface ReplayOptions extends Pick<RebuildOptions, 'db' | 'log' | 'context' | 'batchSize' | 'parkAfterAttempts' | 'retryMs' | 'logger'> {
  /** Projections whose tables and checkpoints exist, at the start of the log. */
  targets: ReplayTarget[];
  signal?: AbortSignal;
  /** false: the checkpoints' moves are announced to nobody (a scratch copy no API serves from). */
  announce?: boolean;
  /** Called before each batch is applied; throwing stops the replay. */
  beforeBatch?: () => void;
  /** Called after each batch commits with the number of events read so far. */
  onProgress?: (eventsRead: number) => void;
}

/**
 * Replays the log from its start into the targets: a page at a time (the next read while this one is applied), each
 * target's share of it in one transaction with its checkpoint (applyBatch, as the runner does), every target up to its
 * own `upTo`. Answers how many events were read. Rebuilds use it, and verify, which rebuilds every read model into a
 * scratch schema up to the positions of the live ones.
 */
export async function replayLog({ db, log, targets, context, batchSize = 5_000, parkAfterAttempts, retryMs, logger, signal, announce, beforeBatch, onProgress }: ReplayOptions): Promise<number> {
  const limits = targets.map((target) => target.upTo);
  const end = limits.some((limit) => limit === undefined) ? undefined : limits.reduce<LogPosition | undefined>((a, b) => (!a || (b && comparePositions(b, a) > 0) ? b : a), undefined);
  const progress = targets.map(({ projection, upTo }) => ({ projection, upTo, from: startOfLog }));
  let events = 0;
  const read = (after: LogPosition) => {
    const page = log.readAll({ after, maxCount: batchSize });
    page.catch(() => {}); // awaited below; this keeps a page read ahead of a failed batch from going unhandled
    return page;
  };
  let next: Promise<RecordedEvent[]> = read(startOfLog);
  for (;;) {
    const batch = await next;
    const [first] = batch;
    const last = batch.at(-1);
    if (!first || !last || (end && comparePositions(first.position, end) > 0)) break;
    next = read(last.position);
    beforeBatch?.();
    await Promise.all(
      progress.map(async (target) => {
        const { projection, upTo, from } = target;
        const within = upTo ? batch.filter((event) => comparePositions(event.position, upTo) <= 0) : batch;
        const to = within.at(-1)?.position;
        if (!to) return;
        await applyBatch({ db, projection, context, parkAfterAttempts, retryMs, logger, signal, announce }, from, eventsFor(projection, within, from), to);
        target.from = to;
      }),
    );
    events += batch.length;
    onProgress?.(events);
    if (end && comparePositions(last.position, end) >= 0) break;
  }
  return events;
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
