// Applies a batch of events to a projection in one transaction that claims and moves its checkpoint. When the batch
// fails for a reason of its own (not an unreachable database, not a checkpoint another instance moved), the events are
// tried one at a time to find the one that fails; that one is retried with backoff a few times and then parked, and the
// projection goes on. One bad event never stops a read model. Used by the runner and by rebuilds alike.
import type { Knex } from 'knex';
import { comparePositions, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { delay } from './advisoryLock';
import { CheckpointMovedError, claimCheckpoint, writeCheckpoint } from './checkpoints';
import { isTransient } from './databaseErrors';
import { parkEvent } from './parked';
import type { Projection, ProjectionContext } from './projection';

export interface ParkingLogger {
  error(object: object, message?: string): void;
}

export interface BatchOptions {
  db: Knex;
  projection: Projection;
  context: ProjectionContext;
  /** Attempts on a single failing event before it is parked (default 3). */
  parkAfterAttempts?: number;
  /** First backoff between two attempts on a failing event; doubles each time (default 1 s). */
  retryMs?: number;
  /** Told of each failed attempt (the runner marks the projection failing, so commands stop waiting for it). */
  onFailure?: (error: unknown) => void;
  logger?: ParkingLogger;
  signal?: AbortSignal;
  /** false: tell no API copy of the change (tables nobody serves from); default true. */
  announce?: boolean;
}

/** A failure that says something about the events, as opposed to the database being away or a lost claim. */
const blamesTheEvents = (error: unknown) => !(error instanceof CheckpointMovedError) && !isTransient(error);

async function commit({ db, projection, context, announce }: BatchOptions, from: LogPosition, events: RecordedEvent[], to: LogPosition): Promise<void> {
  await db.transaction(async (trx) => {
    await claimCheckpoint(trx, projection.name, from);
    if (events.length > 0) await projection.apply(trx, events, context);
    await writeCheckpoint(trx, projection.name, to, announce);
  });
}

/**
 * Applies `events` (all after `from`) and moves the checkpoint from `from` to `to` (the position read up to, which may
 * lie past the last event). Throws only for failures that are not the events' fault; the caller backs off and resumes.
 */
export async function applyBatch(options: BatchOptions, from: LogPosition, events: RecordedEvent[], to: LogPosition): Promise<void> {
  try {
    await commit(options, from, events, to);
    return;
  } catch (error) {
    if (!blamesTheEvents(error) || events.length === 0) throw error;
    options.onFailure?.(error);
  }
  let position = from;
  for (const [index, event] of events.entries()) {
    const next = index === events.length - 1 ? to : event.position;
    await applyOneOrPark(options, position, event, next);
    position = next;
  }
}

async function applyOneOrPark(options: BatchOptions, from: LogPosition, event: RecordedEvent, to: LogPosition): Promise<void> {
  const { parkAfterAttempts = 3, retryMs = 1_000, signal } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      await commit(options, from, [event], to);
      return;
    } catch (error) {
      if (!blamesTheEvents(error)) throw error;
      options.onFailure?.(error);
      if (attempt >= parkAfterAttempts) return park(options, from, event, to, error, attempt);
      await delay(retryMs * 2 ** (attempt - 1), signal);
      if (signal?.aborted) throw error;
    }
  }
}

async function park({ db, projection, logger, announce }: BatchOptions, from: LogPosition, event: RecordedEvent, to: LogPosition, error: unknown, attempts: number): Promise<void> {
  await db.transaction(async (trx) => {
    await claimCheckpoint(trx, projection.name, from);
    await parkEvent(trx, projection.name, event, error, attempts);
    await writeCheckpoint(trx, projection.name, to, announce);
  });
  logger?.error(
    { err: error, projection: projection.name, eventId: event.id, eventType: event.type, stream: event.streamName, attempts },
    'event parked: the projection could not apply it and went on without it (npm run projections:replay-parked after a fix)',
  );
}

const typeSets = new WeakMap<Projection, ReadonlySet<string>>();

/** The events of `batch` after `from` that the projection consumes. */
export function eventsFor(projection: Projection, batch: RecordedEvent[], from: LogPosition): RecordedEvent[] {
  let types = typeSets.get(projection);
  if (!types) {
    types = new Set(projection.eventTypes);
    typeSets.set(projection, types);
  }
  const consumed = types;
  return batch.filter((event) => comparePositions(event.position, from) > 0 && consumed.has(event.type));
}
